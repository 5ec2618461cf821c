import type { CheckInBooking } from '@jongdee/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../test/fixtures.ts';
import { fakeApi, renderRoutes } from '../../test/render.tsx';
import { CheckInBookingCard } from './check-in-booking-card.tsx';

const BOOKING_ID = '0193a1b2-c3d4-7e5f-8a9b-00000000b001';
const CHECK_IN = `POST /api/admin/bookings/${BOOKING_ID}/check-in`;
const person = (id: string, firstName: string, checkedInAt: string | null = null) => ({
  id: `0193a1b2-c3d4-7e5f-8a9b-00000000e00${id}`,
  title: 'นาย' as const,
  firstName,
  lastName: 'มาตรวจ',
  idType: 'thai_id' as const,
  idNumber: '1101701234561',
  checkedInAt,
  noShowAt: null,
  hasResult: false,
});

function makeBooking(overrides: Partial<CheckInBooking> = {}): CheckInBooking {
  return {
    id: BOOKING_ID,
    bookingNo: 'BK-691127-0001',
    status: 'confirmed',
    appointmentDate: '2026-11-27',
    slotTime: '09:00',
    clinic: { id: '0193a1b2-c3d4-7e5f-8a9b-00000000c001', name: 'คลินิกจองดี สาขาสีลม' },
    service: { id: '0193a1b2-c3d4-7e5f-8a9b-00000000f001', name: 'ตรวจสุขภาพทั่วไป' },
    contactName: 'มานี มีนา',
    contactPhone: '0898765432',
    examineeCount: 2,
    amountDue: 0,
    noShowAt: null,
    examinees: [person('1', 'หนึ่ง'), person('2', 'สอง')],
    ...overrides,
  };
}

function renderCard(booking: CheckInBooking, replies: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(replies);
  vi.stubGlobal('fetch', api.fetch);
  renderRoutes([{ path: '/', element: <CheckInBookingCard booking={booking} highlighted={false} /> }], '/');
  return { api, card: screen.getByRole('region', { name: 'การจอง BK-691127-0001' }) };
}

afterEach(() => vi.unstubAllGlobals());

describe('a booking at the front desk', { timeout: 20_000 }, () => {
  it('checks in everyone still expected at once, and says so', async () => {
    const booking = makeBooking();
    const arrived = makeBooking({
      examinees: booking.examinees.map((examinee) => ({ ...examinee, checkedInAt: '2026-11-27T02:05:00.000Z' })),
    });
    const { api, card } = renderCard(booking, { [CHECK_IN]: ok(arrived) });
    expect(within(card).getAllByText('รอ')).toHaveLength(2);
    fireEvent.click(within(card).getByRole('button', { name: 'เช็กอินทั้งหมด (2 คน) ของ BK-691127-0001' }));
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      examineeIds: booking.examinees.map((examinee) => examinee.id),
    });
    expect(await screen.findByText('เช็กอิน 2 คนของ BK-691127-0001 แล้ว')).toBeTruthy();
  });

  it('flags money still owed and shows the server’s refusal on the card', async () => {
    const refusal = 'การจองนี้อยู่ในสถานะ "รอชำระเงิน" จึงเช็กอินไม่ได้ (ต้องชำระเงินและได้รับการยืนยันก่อน)';
    const { card } = renderCard(makeBooking({ status: 'pending_payment', amountDue: 160000 }), {
      [CHECK_IN]: fail(409, refusal, 'CHECK_IN_BOOKING_STATE'),
    });
    expect(within(card).getByTestId('check-in-unpaid').textContent).toContain('ค้างชำระ ฿1,600.00');
    fireEvent.click(within(card).getByRole('button', { name: 'เช็กอิน นายหนึ่ง มาตรวจ' }));
    expect((await within(card).findByTestId('check-in-refused')).textContent).toContain(refusal);
  });

  it('offers to undo an arrival until a result is recorded', () => {
    const { card } = renderCard(
      makeBooking({
        examinees: [
          person('1', 'หนึ่ง', '2026-11-27T02:05:00.000Z'),
          { ...person('2', 'สอง', '2026-11-27T02:06:00.000Z'), hasResult: true },
        ],
      }),
      {},
    );
    expect(within(card).getByText('มาแล้ว 09:05')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'ยกเลิกเช็กอิน นายหนึ่ง มาตรวจ' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'ยกเลิกเช็กอิน นายสอง มาตรวจ' })).toBeNull();
    expect(within(card).getByText('บันทึกผลแล้ว')).toBeTruthy();
    expect(within(card).getByText('มาครบทุกคนแล้ว')).toBeTruthy();
  });
});
