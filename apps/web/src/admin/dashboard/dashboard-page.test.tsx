import type { Dashboard } from '@jongdee/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../api/client.ts';
import { routes } from '../../router.tsx';
import { makeUser, ok } from '../../test/fixtures.ts';
import { fakeApi, renderRoutes } from '../../test/render.tsx';

const ADMIN = makeUser({ role: 'admin', firstName: 'แอดมิน' });
const CLINIC = '0193a1b2-c3d4-7e5f-8a9b-00000000c111';
const BOOKING = '0193a1b2-c3d4-7e5f-8a9b-00000000b001';
const WEEK = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];

function makeDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    generatedAt: '2026-11-23T03:00:00.000Z',
    date: '2026-11-23',
    timeZone: 'Asia/Bangkok',
    appointmentsToday: {
      bookings: 4,
      examinees: 10,
      byStatus: { pending_payment: 1, payment_review: 1, confirmed: 1, completed: 1 },
      clinics: [{ clinicId: CLINIC, clinicName: 'คลินิกสุขใจ', bookings: 4, examinees: 10 }],
    },
    reviewQueue: { submitted: 2, oldestSubmittedAt: '2026-11-22T23:40:00.000Z' },
    revenue: {
      month: '2026-11',
      previousMonth: '2026-10',
      thisMonth: 270_000,
      thisMonthPayments: 3,
      lastMonth: 120_000,
      lastMonthPayments: 2,
      lastMonthToDate: 50_000,
      daily: [
        { day: 1, thisMonth: 30_000, lastMonth: 50_000 },
        { day: 23, thisMonth: 240_000, lastMonth: 0 },
        { day: 31, thisMonth: 0, lastMonth: 70_000 },
      ],
    },
    certificates: { month: '2026-11', issued: 2, revoked: 1 },
    week: {
      from: WEEK[0] as string,
      to: WEEK[6] as string,
      clinics: [
        {
          clinicId: CLINIC,
          clinicName: 'คลินิกสุขใจ',
          days: WEEK.map((date, index) =>
            index === 2
              ? { date, closedReason: 'closed_date', closedNote: 'ปิดปรับปรุง', capacity: 0, used: 0 }
              : { date, closedReason: null, closedNote: null, capacity: 90, used: index === 0 ? 9 : 0 },
          ),
        },
      ],
    },
    schedule: {
      items: [
        {
          bookingId: BOOKING,
          bookingNo: 'BK-691123-0001',
          slotTime: '13:00',
          clinicId: CLINIC,
          clinicName: 'คลินิกสุขใจ',
          customerName: 'มานี มีนา',
          examineeCount: 3,
          status: 'confirmed',
        },
      ],
      remaining: 1,
    },
    lastBackup: { snapshotAt: '2026-11-22T19:58:00.000Z', finishedAt: '2026-11-22T20:00:00.000Z' },
    ...overrides,
  };
}

function openDashboard(dashboard: Dashboard) {
  vi.stubGlobal(
    'fetch',
    fakeApi({
      'GET /api/auth/me': ok({ user: ADMIN }),
      'GET /api/admin/auth/me': ok({ user: ADMIN }),
      'GET /api/admin/dashboard': ok(dashboard),
    }).fetch,
  );
  localStorage.setItem(TOKEN_KEY, 'token');
  renderRoutes(routes, '/admin');
}

afterEach(() => vi.unstubAllGlobals());

describe('/admin, the staff dashboard', { timeout: 40_000 }, () => {
  it('shows the day’s numbers, the review queue, money against last month, and today’s next appointments', async () => {
    openDashboard(makeDashboard());
    const appointments = await screen.findByTestId('kpi-appointments', {}, { timeout: 20_000 });
    expect(within(appointments).getByTestId('kpi-appointments-value').textContent).toBe('4');
    expect(appointments.textContent).toContain('ผู้เข้าตรวจ 10 คน');

    const queue = screen.getByTestId('kpi-review-queue');
    expect(within(queue).getByTestId('kpi-review-queue-value').textContent).toBe('2');
    expect(queue.textContent).toContain('รอนานที่สุด 3 ชั่วโมง 20 นาที');
    expect(within(queue).getByRole('link', { name: 'ไปตรวจสลิป' }).getAttribute('href')).toBe('/admin/payments');

    const revenue = screen.getByTestId('kpi-revenue');
    expect(within(revenue).getByTestId('kpi-revenue-value').textContent).toBe('฿2,700.00');
    expect(revenue.textContent).toContain('+440% จากช่วงเดียวกันของเดือนก่อน');
    expect(within(screen.getByTestId('kpi-certificates')).getByTestId('kpi-certificates-value').textContent).toBe('2');

    const schedule = screen.getByTestId('today-schedule');
    const link = within(schedule).getByRole('link', { name: 'เปิดการจอง BK-691123-0001' });
    expect(link.getAttribute('href')).toBe(`/admin/booking/${BOOKING}/view`);
    expect(schedule.textContent).toContain('มานี มีนา');
    expect(schedule.textContent).toContain('13:00 น.');

    const week = screen.getByTestId('week-usage');
    expect(week.textContent).toContain('9/90');
    expect(week.textContent).toContain('ปิดปรับปรุง');
    const closedDay = within(week).getByRole('link', { name: /คลินิกสุขใจ วันที่ 25 พฤศจิกายน 2569: ปิด/ });
    expect(closedDay.getAttribute('href')).toBe(`/admin/calendar?view=day&date=2026-11-25&clinic=${CLINIC}`);

    // The newest backup, at its Bangkok time in the Buddhist era (20:00 UTC on the 22nd is 03:00 on the 23rd).
    expect(screen.getByTestId('last-backup').textContent).toBe('สำรองข้อมูลล่าสุด 23 พ.ย. 2569 03:00 น.');
  });

  it('says so in Thai when nothing is waiting and nobody is coming', async () => {
    openDashboard(
      makeDashboard({
        reviewQueue: { submitted: 0, oldestSubmittedAt: null },
        schedule: { items: [], remaining: 0 },
        week: { from: WEEK[0] as string, to: WEEK[6] as string, clinics: [] },
        lastBackup: null,
      }),
    );
    expect(await screen.findByText('ตรวจครบแล้ว ไม่มีสลิปค้าง', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText('ไม่มีนัดหมายที่กำลังจะมาถึงในวันนี้')).toBeTruthy();
    expect(screen.getByText('ยังไม่มีคลินิกที่เปิดให้บริการ')).toBeTruthy();
    expect(screen.getByTestId('last-backup').textContent).toBe('ยังไม่เคยสำรองข้อมูล');
  });
});
