import type { Calendar, CalendarDay } from '@jongdee/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../api/client.ts';
import { routes } from '../../router.tsx';
import { makeUser, ok } from '../../test/fixtures.ts';
import { fakeApi, renderRoutes } from '../../test/render.tsx';

const ADMIN = makeUser({ role: 'admin', firstName: 'แอดมิน' });
const CLINIC = '0193a1b2-c3d4-7e5f-8a9b-00000000c111';
const BOOKING = '0193a1b2-c3d4-7e5f-8a9b-00000000b001';

const openDay = (date: string, slots: NonNullable<CalendarDay['slots']>): CalendarDay => ({
  date,
  closedReason: null,
  closedNote: null,
  capacity: slots.reduce((total, slot) => total + slot.capacity, 0),
  used: slots.reduce((total, slot) => total + slot.used, 0),
  byStatus: {},
  slots,
});

function calendar(from: string, to: string, days: CalendarDay[], detail: Calendar['detail']): Calendar {
  return {
    from,
    to,
    timeZone: 'Asia/Bangkok',
    detail,
    clinics: [
      {
        clinicId: CLINIC,
        clinicCode: 'CL-1',
        clinicName: 'คลินิกสุขใจ',
        isActive: true,
        slotMinutes: 60,
        capacityPerSlot: 10,
        days,
      },
    ],
  };
}

function open(path: string, replies: Record<string, ReturnType<typeof ok>>) {
  const api = fakeApi({
    'GET /api/auth/me': ok({ user: ADMIN }),
    'GET /api/admin/auth/me': ok({ user: ADMIN }),
    'GET /api/admin/clinics': ok([]),
    ...replies,
  });
  vi.stubGlobal('fetch', api.fetch);
  localStorage.setItem(TOKEN_KEY, 'token');
  return { ...renderRoutes(routes, path), api };
}

afterEach(() => vi.unstubAllGlobals());

describe('/admin/calendar', { timeout: 40_000 }, () => {
  it('shows a day: each slot’s use and its bookings, each opening the booking', async () => {
    const day = openDay('2026-11-25', [
      {
        time: '09:00',
        offered: true,
        capacity: 10,
        used: 0,
        byStatus: {},
        bookings: [],
      },
      {
        time: '10:00',
        offered: true,
        capacity: 10,
        used: 3,
        byStatus: { confirmed: 1, cancelled: 1 },
        bookings: [
          { id: BOOKING, bookingNo: 'BK-691123-0001', status: 'confirmed', examineeCount: 3, customerName: 'มานี มีนา' },
          {
            id: '0193a1b2-c3d4-7e5f-8a9b-00000000b002',
            bookingNo: 'BK-691123-0002',
            status: 'cancelled',
            examineeCount: 2,
            customerName: 'ปิติ ยกเลิก',
          },
        ],
      },
    ]);
    const { api } = open(`/admin/calendar?view=day&date=2026-11-25&clinic=${CLINIC}`, {
      [`GET /api/admin/calendar?from=2026-11-25&to=2026-11-25&detail=bookings&clinicId=${CLINIC}`]: ok(
        calendar('2026-11-25', '2026-11-25', [day], 'bookings'),
      ),
    });

    const [booking] = await screen.findAllByTestId('calendar-booking', {}, { timeout: 20_000 });
    if (!booking) throw new Error('no booking shown');
    expect(booking.getAttribute('href')).toBe(`/admin/booking/${BOOKING}/view`);
    expect(booking.textContent).toContain('BK-691123-0001');
    expect(booking.textContent).toContain('มานี มีนา');
    expect(booking.textContent).toContain('3 คน');
    expect(booking.textContent).toContain('ยืนยันแล้ว');
    expect(screen.getByTestId('calendar-title').textContent).toBe('วันพุธที่ 25 พฤศจิกายน 2569');
    const slot = screen.getAllByTestId('calendar-slot').find((row) => row.dataset.time === '10:00') as HTMLElement;
    expect(within(slot).getByText('3/10')).toBeTruthy();
    // Cancelled bookings hold no places and stay hidden until asked for.
    expect(screen.queryByText('BK-691123-0002')).toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: 'แสดงการจองที่ยกเลิกหรือหมดเวลาชำระ' }));
    expect(await screen.findByText('BK-691123-0002')).toBeTruthy();
    expect(api.calls.filter((call) => call.path.startsWith('/api/admin/calendar'))).toHaveLength(1);
  });

  it('shows a closed day as closed, with the reason staff gave', async () => {
    const closed: CalendarDay = {
      ...openDay('2026-11-26', []),
      closedReason: 'closed_date',
      closedNote: 'วันหยุดประจำปี',
    };
    open(`/admin/calendar?view=day&date=2026-11-26&clinic=${CLINIC}`, {
      [`GET /api/admin/calendar?from=2026-11-26&to=2026-11-26&detail=bookings&clinicId=${CLINIC}`]: ok(
        calendar('2026-11-26', '2026-11-26', [closed], 'bookings'),
      ),
    });
    const notice = await screen.findByTestId('calendar-closed', {}, { timeout: 20_000 });
    expect(notice.textContent).toContain('ปิดทำการ');
    expect(notice.textContent).toContain('วันหยุดคลินิก: วันหยุดประจำปี');
  });

  it('fetches only the month on screen, counts only, and moves to the next month in the URL', async () => {
    const days = Array.from({ length: 35 }, (_, index) =>
      openDay(new Date(Date.UTC(2026, 10, 1 + index)).toISOString().slice(0, 10), []),
    );
    const { api, router } = open('/admin/calendar?view=month&date=2026-11-23', {
      'GET /api/admin/calendar?from=2026-11-01&to=2026-12-05&detail=summary': ok(
        calendar('2026-11-01', '2026-12-05', days, 'summary'),
      ),
      'GET /api/admin/calendar?from=2026-11-29&to=2027-01-02&detail=summary': ok(
        calendar('2026-11-29', '2027-01-02', [], 'summary'),
      ),
    });
    expect((await screen.findAllByTestId('calendar-day', {}, { timeout: 20_000 })).length).toBe(35);
    expect(screen.getByTestId('calendar-title').textContent).toBe('พฤศจิกายน 2569');
    await userEvent.click(screen.getByRole('button', { name: 'เดือนถัดไป' }));
    expect(router.state.location.search).toBe('?view=month&date=2026-12-23');
    expect(await screen.findByText('ธันวาคม 2569')).toBeTruthy();
    const asked = api.calls.filter((call) => call.path.startsWith('/api/admin/calendar')).map((call) => call.path);
    expect(asked).toEqual([
      '/api/admin/calendar?from=2026-11-01&to=2026-12-05&detail=summary',
      '/api/admin/calendar?from=2026-11-29&to=2027-01-02&detail=summary',
    ]);
  });
});
