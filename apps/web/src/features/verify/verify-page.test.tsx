import type { Verification } from '@jongdee/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../router.tsx';
import { fail, ok } from '../../test/fixtures.ts';
import { fakeApi, renderRoutes } from '../../test/render.tsx';

const CODE = 'q7Yk2mN4pR8sT1vW3xZ5bA';
const VERIFIED: Verification = {
  status: 'valid',
  certificateNo: 'MC-69-000123',
  type: 'driving_licence',
  clinicName: 'คลินิกจองดี สาขาสีลม',
  examineeName: 'สมชาย ใ***',
  issuedAt: '2026-11-23T03:00:00.000Z',
  validUntil: '2026-12-23',
  expired: false,
};

/** Anyone opening the QR's link: no session, no token. */
function openVerify(reply: Parameters<typeof fakeApi>[0][string], code = CODE) {
  const api = fakeApi({ [`GET /api/verify/${code}`]: reply });
  vi.stubGlobal('fetch', api.fetch);
  const view = renderRoutes(routes, `/verify/${code}`);
  return { api, ...view };
}

const status = () => screen.findByTestId('verify-status', {}, { timeout: 4000 });

afterEach(() => vi.unstubAllGlobals());

describe('the public certificate check', { timeout: 15_000 }, () => {
  it('says ถูกต้อง in green for a valid certificate, with what to compare, dates in the Buddhist Era', async () => {
    const { api, router } = openVerify(ok(VERIFIED));
    const answer = await status();
    expect(answer.dataset.state).toBe('valid');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('ถูกต้อง');
    expect(screen.getByText('MC-69-000123')).toBeTruthy();
    expect(screen.getByText('ใบรับรองแพทย์สำหรับใบอนุญาตขับรถ')).toBeTruthy();
    expect(screen.getByText('คลินิกจองดี สาขาสีลม')).toBeTruthy();
    expect(screen.getByText('สมชาย ใ***')).toBeTruthy();
    expect(screen.getByText('23 พฤศจิกายน 2569')).toBeTruthy();
    expect(screen.getByText('23 ธันวาคม 2569')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/202\d/);
    // Open to everyone: no sign-in asked, no redirect.
    expect(router.state.location.pathname).toBe(`/verify/${CODE}`);
    expect(api.calls.filter((call) => call.path.startsWith('/api/verify'))).toHaveLength(1);
    expect(api.calls.every((call) => call.authorization === undefined)).toBe(true);
  });

  it('says หมดอายุ in orange for a valid certificate past its date', async () => {
    openVerify(ok({ ...VERIFIED, validUntil: '2026-10-01', expired: true }));
    expect((await status()).dataset.state).toBe('expired');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('หมดอายุ');
    expect(screen.getByText(/ใช้ได้ถึง 1 ตุลาคม 2569 เท่านั้น/)).toBeTruthy();
  });

  it('says ถูกเพิกถอน in red for a revoked one, even when it has also expired', async () => {
    openVerify(ok({ ...VERIFIED, status: 'revoked', expired: true }));
    expect((await status()).dataset.state).toBe('revoked');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('ถูกเพิกถอน');
    expect(screen.getByText('คลินิกได้เพิกถอนใบรับรองแพทย์ฉบับนี้แล้ว ไม่สามารถใช้อ้างอิงได้')).toBeTruthy();
  });

  it('says clearly in Thai that an unknown code is not found, and does not ask again', async () => {
    const { api } = openVerify(fail(404, 'ไม่พบข้อมูลที่ต้องการ', 'NOT_FOUND'));
    expect(await screen.findByText('ไม่พบใบรับรองแพทย์', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText(/ไม่พบใบรับรองที่ตรงกับรหัสนี้ในระบบ/)).toBeTruthy();
    expect(api.calls.filter((call) => call.path.startsWith('/api/verify'))).toHaveLength(1);
  });

  it("shows the server's Thai message when lookups are paused for guessing", async () => {
    openVerify(fail(429, 'ตรวจสอบบ่อยเกินไป กรุณารอ 15 นาทีแล้วลองใหม่', 'TOO_MANY_REQUESTS'));
    expect(await screen.findByText('ตรวจสอบบ่อยเกินไป กรุณารอ 15 นาทีแล้วลองใหม่', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.queryByTestId('verify-status')).toBeNull();
  });

  it('does not send a code that cannot be one', async () => {
    const { api } = openVerify(ok(VERIFIED), 'abc');
    expect(await screen.findByText('ไม่พบใบรับรองแพทย์', {}, { timeout: 4000 })).toBeTruthy();
    expect(api.calls.filter((call) => call.path.startsWith('/api/verify'))).toHaveLength(0);
  });
});
