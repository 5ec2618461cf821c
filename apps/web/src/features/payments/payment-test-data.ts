import type { Booking, Payment, PromptPayInstructions } from '@jongdee/contracts';
import { BOOKING_ID, makeBooking, USER_ID } from '../../test/fixtures.ts';

// Data for the payment feature's component tests, shaped as the API sends it.
const STAMP = '2026-11-23T03:00:00.000Z';
/** PromptPay 0812345678 for ฿500.00, CRC checked (docs/thai.md §3). */
export const PAYLOAD = '00020101021229370016A000000677010111011300668123456785802TH53037645406500.00630416BF';

/** test/fixtures.ts's booking at 10:00, due an hour before. */
export function makePaymentBooking(overrides: Partial<Booking> = {}): Booking {
  return makeBooking({
    slotTime: '10:00',
    appointmentAt: '2026-11-24T03:00:00.000Z',
    paymentDueAt: '2026-11-24T01:00:00.000Z',
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  });
}

export function makeInstructions(overrides: Partial<PromptPayInstructions> = {}): PromptPayInstructions {
  return {
    bookingId: BOOKING_ID,
    bookingNo: 'BK-691123-0001',
    amountDue: 240000,
    payload: PAYLOAD,
    paymentDueAt: '2026-11-24T01:00:00.000Z',
    receiver: {
      promptPayId: '081-xxx-5678',
      bankCode: '004',
      bankName: 'ธนาคารกสิกรไทย',
      accountNumber: '1234567890',
      accountName: 'คลินิกจองดี จำกัด',
    },
    ...overrides,
  };
}

export function makePayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: '0193a1b2-c3d4-7e5f-8a9b-0000000000a1',
    paymentNo: 'PAY-691123-0001',
    bookingId: BOOKING_ID,
    bookingNo: 'BK-691123-0001',
    userId: USER_ID,
    amount: 240000,
    bookingAmountDue: 240000,
    method: 'promptpay',
    status: 'pending',
    transferredAt: null,
    verifiedAt: null,
    rejectReason: null,
    refundedAt: null,
    refundNote: null,
    receipt: null,
    slip: null,
    note: null,
    lookAlikeReason: null,
    createdByAdminId: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}
