import type { ConsentState, DataRequest, MyConsents } from '@jongdee/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../api/client.ts';
import { routes } from '../../router.tsx';
import { makeUser, ok } from '../../test/fixtures.ts';
import { fakeApi, renderRoutes } from '../../test/render.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const state = (purpose: ConsentState['purpose'], overrides: Partial<ConsentState> = {}): ConsentState => ({
  purpose,
  label:
    purpose === 'health_data'
      ? 'ประมวลผลข้อมูลส่วนบุคคลและข้อมูลสุขภาพเพื่อให้บริการตรวจสุขภาพ'
      : purpose === 'employer_sharing'
        ? 'เปิดเผยผลตรวจสุขภาพแก่นายจ้างที่ระบุในการจอง'
        : 'รับข่าวสารและโปรโมชันจากคลินิก',
  required: purpose === 'health_data',
  status: 'not_given',
  granted: false,
  noticeVersion: null,
  grantedAt: null,
  withdrawnAt: null,
  ...overrides,
});

const consents = (health: Partial<ConsentState>): MyConsents => ({
  currentNoticeVersion: '2569-1',
  purposes: [state('health_data', health), state('employer_sharing'), state('marketing')],
  history: [],
});

const granted = consents({
  status: 'granted',
  granted: true,
  noticeVersion: '2569-1',
  grantedAt: '2026-11-01T03:00:00.000Z',
});
const withdrawn = consents({
  status: 'withdrawn',
  granted: false,
  noticeVersion: '2569-1',
  grantedAt: '2026-11-01T03:00:00.000Z',
  withdrawnAt: '2026-11-22T07:30:00.000Z',
});

const pendingErasure: DataRequest = {
  id: '0193a1b2-c3d4-7e5f-8a9b-0000000000d1',
  kind: 'erasure',
  status: 'pending',
  reason: 'ไม่ได้ใช้บริการแล้ว',
  createdAt: '2026-11-22T03:00:00.000Z',
  dueAt: '2027-02-20T03:00:00.000Z',
  overdue: false,
  decidedAt: null,
  decisionNote: null,
};

function renderProfile(replies: Parameters<typeof fakeApi>[0]) {
  localStorage.setItem(TOKEN_KEY, 'token');
  const user = makeUser();
  const api = fakeApi({ 'GET /api/auth/me': ok({ user }), 'GET /api/auth/profile': ok(user), ...replies });
  vi.stubGlobal('fetch', api.fetch);
  renderRoutes(routes, '/profile');
  return api;
}

describe('ข้อมูลส่วนบุคคลของฉัน on /profile', () => {
  it('shows each consent with its time and notice version, and withdraws health data only after saying what it means', async () => {
    const api = renderProfile({
      'GET /api/auth/consents': ok(granted),
      'GET /api/auth/data-requests': ok([]),
      'POST /api/auth/consents': ok({
        consents: withdrawn,
        message: 'ถอนความยินยอมแล้ว เมื่อถอนความยินยอมนี้ คุณจะจองตรวจสุขภาพใหม่ไม่ได้',
      }),
    });
    expect(await screen.findByRole('heading', { name: 'ข้อมูลส่วนบุคคลของฉัน' }, { timeout: 4000 })).toBeTruthy();
    const health = await screen.findByTestId('consent-health_data');
    expect(within(health).getByText('จำเป็นสำหรับการจอง')).toBeTruthy();
    expect(within(health).getByText(/ให้ความยินยอมเมื่อ 1 พ\.ย\. 2569 .*ประกาศฉบับ 2569-1/)).toBeTruthy();
    expect(within(screen.getByTestId('consent-marketing')).getByText('ยังไม่ได้ให้ความยินยอม')).toBeTruthy();

    const toggle = within(health).getByRole('switch');
    expect(toggle).toHaveProperty('checked', true);
    await userEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'ถอนความยินยอม' });
    expect(within(dialog).getByText(/จองตรวจสุขภาพใหม่ไม่ได้/)).toBeTruthy();
    expect(within(dialog).getByText(/เก็บไว้ตามที่กฎหมายกำหนด/)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'ถอนความยินยอม' }));
    expect(await screen.findByText(/ถอนความยินยอมแล้ว/)).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ purpose: 'health_data', granted: false });
    expect(await screen.findByText('ยังจองตรวจสุขภาพไม่ได้')).toBeTruthy();
    expect(within(screen.getByTestId('consent-health_data')).getByRole('switch')).toHaveProperty('checked', false);
  });

  it('asks for an erasure with an optional reason, then shows it pending with its due date in the Buddhist Era', async () => {
    const api = renderProfile({
      'GET /api/auth/consents': ok(granted),
      'GET /api/auth/data-requests': [ok([]), ok([pendingErasure])],
      'POST /api/auth/data-requests': { status: 201, body: { success: true, data: pendingErasure } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'ขอลบบัญชี' }, { timeout: 4000 }));
    const dialog = await screen.findByRole('dialog', { name: 'ขอลบบัญชีและข้อมูลส่วนบุคคล' });
    expect(within(dialog).getByText(/เก็บไว้อย่างน้อย 5 ปี/)).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('เหตุผล (ไม่บังคับ)'), 'ไม่ได้ใช้บริการแล้ว');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ส่งคำขอลบบัญชี' }));

    expect(await screen.findByText(/ส่งคำขอลบบัญชีแล้ว คลินิกจะดำเนินการ/)).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      kind: 'erasure',
      reason: 'ไม่ได้ใช้บริการแล้ว',
    });
    const pending = await screen.findByTestId('erasure-pending');
    expect(within(pending).getByText('คลินิกจะดำเนินการภายใน 20 กุมภาพันธ์ 2570')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'ขอลบบัญชี' })).toBeNull();
  });

  it('downloads my data as a JSON file named for the day', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:my-data');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = renderProfile({
      'GET /api/auth/consents': ok(granted),
      'GET /api/auth/data-requests': ok([]),
      'GET /api/auth/export': ok({
        format: 'jongdee.personal-data.v1',
        exportedAt: '2026-11-22T18:00:00.000Z',
        currentNoticeVersion: '2569-1',
        profile: makeUser(),
        consents: [],
        sessions: [],
        bookings: [],
        payments: [],
        results: [],
        certificates: [],
        notifications: [],
        receipts: [],
        messagePreferences: [],
        messages: [],
        dataRequests: [],
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'ดาวน์โหลดข้อมูลของฉัน (JSON)' }));
    // 01:00 on 23 November in Bangkok.
    expect(await screen.findByText('ดาวน์โหลด jongdee-my-data-2026-11-23.json แล้ว')).toBeTruthy();
    expect(click).toHaveBeenCalledOnce();
    expect(api.calls.some((call) => call.path === '/api/auth/export')).toBe(true);
  });
});
