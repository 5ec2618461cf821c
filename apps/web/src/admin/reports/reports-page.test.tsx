import type { ReportSummary } from '@jongdee/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../api/client.ts';
import { routes } from '../../router.tsx';
import { makeUser, ok } from '../../test/fixtures.ts';
import { fakeApi, renderRoutes } from '../../test/render.tsx';

const ADMIN = makeUser({ role: 'admin', firstName: 'แอดมิน' });
const CLINIC = '0193a1b2-c3d4-7e5f-8a9b-00000000c111';
const SERVICE = '0193a1b2-c3d4-7e5f-8a9b-00000000c222';
const QUERY = `from=2026-11-01&to=2026-11-03&clinicId=${CLINIC}`;
const zeroTypes = { valid: 0, revoked: 0 };

function makeSummary(overrides: Partial<ReportSummary> = {}): ReportSummary {
  return {
    from: '2026-11-01',
    to: '2026-11-03',
    clinicId: CLINIC,
    timeZone: 'Asia/Bangkok',
    generatedAt: '2026-11-23T03:00:00.000Z',
    revenue: { gross: 390_000, payments: 2, refunds: 50_000, refundCount: 1, net: 340_000 },
    bookings: {
      total: 4,
      byStatus: { pending_payment: 1, payment_review: 0, confirmed: 2, completed: 0, cancelled: 1, expired: 0 },
    },
    examinees: { booked: 7, registered: 3 },
    certificates: {
      valid: 1,
      revoked: 1,
      byType: {
        general: { valid: 1, revoked: 1 },
        driving_licence: zeroTypes,
        migrant_worker: zeroTypes,
        pre_employment: zeroTypes,
        other: zeroTypes,
      },
    },
    clinics: [{ id: CLINIC, name: 'คลินิกสุขใจ', revenue: 390_000, refunds: 50_000, bookings: 4, examinees: 7 }],
    services: [{ id: SERVICE, name: 'ตรวจสุขภาพทั่วไป', revenue: 390_000, refunds: 50_000, bookings: 4, examinees: 7 }],
    daily: [
      { date: '2026-11-01', revenue: 240_000, bookings: 2, certificates: 0 },
      { date: '2026-11-02', revenue: 0, bookings: 1, certificates: 1 },
      { date: '2026-11-03', revenue: 150_000, bookings: 1, certificates: 1 },
    ],
    ...overrides,
  };
}

function openReports(summary: ReportSummary) {
  const api = fakeApi({
    'GET /api/auth/me': ok({ user: ADMIN }),
    'GET /api/admin/auth/me': ok({ user: ADMIN }),
    'GET /api/admin/clinics': ok([]),
    [`GET /api/admin/reports/summary?${QUERY}`]: ok(summary),
  });
  vi.stubGlobal('fetch', api.fetch);
  localStorage.setItem(TOKEN_KEY, 'token');
  renderRoutes(routes, `/admin/reports?${QUERY}`);
  return api;
}

afterEach(() => vi.unstubAllGlobals());

describe('/admin/reports', { timeout: 40_000 }, () => {
  it('shows the range in the Buddhist Era, the six numbers, statuses, certificate types and the tables', async () => {
    openReports(makeSummary());
    const revenue = await screen.findByTestId('report-revenue', {}, { timeout: 20_000 });
    expect(within(revenue).getByTestId('report-revenue-value').textContent).toBe('฿3,900.00');
    expect(screen.getByTestId('report-refunds-value').textContent).toBe('฿500.00');
    expect(screen.getByTestId('report-net-value').textContent).toBe('฿3,400.00');
    expect(screen.getByTestId('report-bookings-value').textContent).toBe('4');
    expect(screen.getByTestId('report-examinees-value').textContent).toBe('7');
    expect(screen.getByTestId('report-certificates-value').textContent).toBe('2');
    expect(screen.getByTestId('report-range').textContent).toBe('1 พ.ย. 2569 – 3 พ.ย. 2569');
    expect(screen.getByTestId('status-confirmed').textContent).toContain('2');
    const byClinic = screen.getByRole('region', { name: 'รายคลินิก' });
    expect(byClinic.textContent).toContain('คลินิกสุขใจ');
    expect(byClinic.textContent).toContain('฿3,400.00');
    expect(screen.getByRole('region', { name: 'ใบรับรองแพทย์ตามประเภท' }).textContent).toContain('ใบรับรองแพทย์ทั่วไป');
    expect(screen.getByRole('button', { name: 'ส่งออก Excel' })).toBeTruthy();
  });

  it('picks the range on a Buddhist-Era calendar: the field, the month header and the year view', async () => {
    openReports(makeSummary());
    const field = await screen.findByRole('button', { name: 'ช่วงวันที่' }, { timeout: 20_000 });
    expect(field.textContent).toBe('1 พ.ย. 2569 – 3 พ.ย. 2569');
    fireEvent.click(field);
    // jsdom lays nothing out, so the dropdown counts as detached from its field and is hidden: look inside anyway.
    const calendar = await screen.findByRole('dialog', { hidden: true });
    const monthHeader = within(calendar).getByRole('button', { name: 'พฤศจิกายน 2569', hidden: true });
    fireEvent.click(monthHeader);
    expect(await within(calendar).findByRole('button', { name: '2569', hidden: true })).toBeTruthy();
    expect(within(calendar).queryAllByText(/20[23]\d/)).toEqual([]);
  });

  it('says so in Thai when the range has nothing, and a preset asks for its own dates', async () => {
    const empty = makeSummary({
      revenue: { gross: 0, payments: 0, refunds: 0, refundCount: 0, net: 0 },
      bookings: { total: 0, byStatus: makeSummary().bookings.byStatus },
      examinees: { booked: 0, registered: 0 },
      certificates: { ...makeSummary().certificates, valid: 0, revoked: 0 },
      clinics: [],
      services: [],
    });
    const api = openReports(empty);
    expect(await screen.findByText('ไม่มีรายการในช่วงวันที่นี้', {}, { timeout: 20_000 })).toBeTruthy();
    fireEvent.click(screen.getByText('ปีนี้'));
    const year = new Date(Date.now() + 7 * 3_600_000).getUTCFullYear();
    await vi.waitFor(() =>
      expect(api.calls.map((call) => call.path)).toContain(
        `/api/admin/reports/summary?from=${year}-01-01&to=${year}-12-31&clinicId=${CLINIC}`,
      ),
    );
  });
});
