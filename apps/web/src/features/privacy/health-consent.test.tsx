import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../api/client.ts';
import { routes } from '../../router.tsx';
import { makeConsents, makeUser, ok } from '../../test/fixtures.ts';
import { fakeApi, renderRoutes } from '../../test/render.tsx';
import { shouldAskAfterSignIn } from './health-consent.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const HEALTH_LABEL = 'ประมวลผลข้อมูลส่วนบุคคลและข้อมูลสุขภาพเพื่อให้บริการตรวจสุขภาพ';
const notGiven = makeConsents('not_given');
const granted = makeConsents('granted');
const withdrawn = makeConsents('withdrawn');
const grantReply = ok({
  consents: granted,
  message: `บันทึกความยินยอม "${HEALTH_LABEL}" แล้ว ตามประกาศความเป็นส่วนตัวฉบับ 2569-1`,
});

const PROMPT = { name: 'ความยินยอมให้ใช้ข้อมูลสุขภาพ' };

describe('whether to ask for health-data consent after a sign-in', () => {
  const customer = makeUser();
  it('asks a customer who never answered, right after signing in', () => {
    expect(shouldAskAfterSignIn(customer, true, notGiven.purposes[0])).toBe(true);
  });
  it('never asks again someone who withdrew (a decision) or who has given it', () => {
    expect(shouldAskAfterSignIn(customer, true, withdrawn.purposes[0])).toBe(false);
    expect(shouldAskAfterSignIn(customer, true, granted.purposes[0])).toBe(false);
  });
  it('waits for the temporary password to be replaced, and for the consents to be known', () => {
    expect(shouldAskAfterSignIn(makeUser({ mustChangePassword: true }), true, notGiven.purposes[0])).toBe(false);
    expect(shouldAskAfterSignIn(customer, true, undefined)).toBe(false);
  });
  it('does not ask on a session restored from a saved token, nor staff', () => {
    expect(shouldAskAfterSignIn(customer, false, notGiven.purposes[0])).toBe(false);
    expect(shouldAskAfterSignIn(makeUser({ role: 'admin' }), true, notGiven.purposes[0])).toBe(false);
    expect(shouldAskAfterSignIn(null, true, notGiven.purposes[0])).toBe(false);
  });
});

async function signInAt(path: string, replies: Parameters<typeof fakeApi>[0]) {
  const user = makeUser();
  const api = fakeApi({ 'POST /api/auth/login': ok({ token: 't-1', deviceToken: 'device-1', user }), ...replies });
  vi.stubGlobal('fetch', api.fetch);
  const view = renderRoutes(routes, path);
  await userEvent.type(await screen.findByLabelText(/อีเมล/), user.email);
  await userEvent.type(screen.getByLabelText(/รหัสผ่าน/), 'Secret123');
  await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
  return { api, ...view };
}

describe('the consent prompt after sign-in', () => {
  it('asks an account opened by staff, with the registration notice, and records the consent on "ยินยอม"', async () => {
    const { api, router } = await signInAt('/login', {
      'GET /api/auth/consents': ok(notGiven),
      'POST /api/auth/consents': grantReply,
    });
    const dialog = await screen.findByRole('dialog', PROMPT, { timeout: 4000 });
    expect(router.state.location.pathname).toBe('/');
    expect(within(dialog).getByText(/ยินดีต้อนรับ คุณสมชาย/)).toBeTruthy();
    expect(within(dialog).getByText('ประกาศความเป็นส่วนตัว (ฉบับ 2569-1)')).toBeTruthy();
    expect(within(dialog).getByText('ข้อมูลสุขภาพเป็นข้อมูลอ่อนไหว')).toBeTruthy();
    expect(within(dialog).getByText(/ข้าพเจ้ายินยอมให้คลินิกเก็บและใช้ข้อมูลส่วนบุคคลและข้อมูลสุขภาพ/)).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'ยินยอม' }));
    expect(await screen.findByText(/บันทึกความยินยอม .* แล้ว/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', PROMPT)).toBeNull());
    expect(api.calls.filter((call) => call.method === 'POST' && call.path === '/api/auth/consents')).toEqual([
      expect.objectContaining({ body: { purpose: 'health_data', granted: true } }),
    ]);
  }, 15_000);

  it('lets the person decide later: nothing is recorded and the prompt does not come back on the next page', async () => {
    const { api, router } = await signInAt('/login', { 'GET /api/auth/consents': ok(notGiven) });
    const dialog = await screen.findByRole('dialog', PROMPT, { timeout: 4000 });
    expect(within(dialog).getByText(/ให้ความยินยอมได้ภายหลังที่หน้าจองหรือหน้าโปรไฟล์/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'ไว้ภายหลัง' }));
    await waitFor(() => expect(screen.queryByRole('dialog', PROMPT)).toBeNull());

    await router.navigate('/notifications');
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog', PROMPT)).toBeNull();
    expect(api.calls.filter((call) => call.method === 'POST' && call.path === '/api/auth/consents')).toEqual([]);
  }, 15_000);

  it('keeps the page the person was going to under the prompt', async () => {
    const { router } = await signInAt('/payments', { 'GET /api/auth/consents': ok(notGiven) });
    expect(await screen.findByRole('dialog', PROMPT, { timeout: 4000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/payments');
  });

  it('does not nag someone who withdrew their consent, nor someone who gave it', async () => {
    for (const answer of [withdrawn, granted]) {
      const { api, unmount } = await signInAt('/login', { 'GET /api/auth/consents': ok(answer) });
      await waitFor(() => expect(api.calls.some((call) => call.path === '/api/auth/consents')).toBe(true));
      expect(await screen.findByText('สวัสดี คุณสมชาย')).toBeTruthy();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(screen.queryByRole('dialog', PROMPT)).toBeNull();
      unmount();
      localStorage.clear();
    }
  }, 15_000);

  it('does not ask on a session restored from a saved token (a reload is not a sign-in)', async () => {
    localStorage.setItem(TOKEN_KEY, 'token');
    const api = fakeApi({ 'GET /api/auth/me': ok({ user: makeUser() }), 'GET /api/auth/consents': ok(notGiven) });
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes(routes, '/');
    expect(await screen.findByText('สวัสดี คุณสมชาย')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog', PROMPT)).toBeNull();
    expect(api.calls.some((call) => call.path === '/api/auth/consents')).toBe(false);
  });

  it('asks once the temporary password from staff is replaced, not before', async () => {
    localStorage.setItem(TOKEN_KEY, 'token');
    const api = fakeApi({
      'GET /api/auth/me': ok({ user: makeUser({ mustChangePassword: true }) }),
      'POST /api/auth/change-password': ok(null),
      'GET /api/auth/consents': ok(notGiven),
    });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderRoutes(routes, '/');
    expect(await screen.findByText('กรุณาตั้งรหัสผ่านของคุณเอง')).toBeTruthy();
    expect(api.calls.some((call) => call.path === '/api/auth/consents')).toBe(false);

    await userEvent.type(screen.getByLabelText(/^รหัสผ่านปัจจุบัน/), 'abcd-efgh-jkmn');
    await userEvent.type(screen.getByLabelText(/^รหัสผ่านใหม่/), 'MyOwn2569');
    await userEvent.type(screen.getByLabelText(/^ยืนยันรหัสผ่านใหม่/), 'MyOwn2569');
    await userEvent.click(screen.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }));
    expect(await screen.findByRole('dialog', PROMPT, { timeout: 4000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  }, 15_000);
});
