import type { Booking, Payment, PromptPayInstructions } from '@jongdee/contracts';

// Data for the payment feature's component tests, shaped as the API sends it.
export const BOOKING_ID = '0193a1b2-c3d4-7e5f-8a9b-000000000003';
const USER_ID = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const CLINIC_ID = '0193a1b2-c3d4-7e5f-8a9b-000000000002';
const SERVICE_ID = '0193a1b2-c3d4-7e5f-8a9b-000000000001';
const STAMP = '2026-11-23T03:00:00.000Z';
/** PromptPay 0812345678 for ฿500.00, CRC checked (docs/thai.md §3). */
export const PAYLOAD = '00020101021229370016A000000677010111011300668123456785802TH53037645406500.00630416BF';

export function makePaymentBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: BOOKING_ID,
    bookingNo: 'BK-691123-0001',
    userId: USER_ID,
    user: { id: USER_ID, firstName: 'สมชาย', lastName: 'ใจดี', email: 'somchai@example.com', phone: '0812345678' },
    clinic: {
      id: CLINIC_ID,
      name: 'คลินิกจองดี สาขาสีลม',
      address: '1 ถนนสีลม',
      province: 'กรุงเทพมหานคร',
      phone: '021234567',
      mapUrl: null,
    },
    service: { id: SERVICE_ID, name: 'ใบรับรองแพทย์ทั่วไป', certificateType: 'general' },
    appointmentDate: '2026-11-24',
    slotTime: '10:00',
    appointmentAt: '2026-11-24T03:00:00.000Z',
    examineeCount: 3,
    unitPrice: 80000,
    totalAmount: 240000,
    amountDue: 240000,
    status: 'pending_payment',
    contactName: 'สมชาย ใจดี',
    contactPhone: '0812345678',
    note: null,
    paymentDueAt: '2026-11-24T01:00:00.000Z',
    createdByAdminId: null,
    capacityOverride: false,
    confirmedAt: null,
    confirmedBy: null,
    confirmNote: null,
    cancelledAt: null,
    cancelReason: null,
    cancelledBy: null,
    completedAt: null,
    expiredAt: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    examinees: [],
    allowedActions: {
      edit: true,
      reschedule: true,
      cancel: true,
      editExaminees: true,
      pay: true,
      confirm: false,
      complete: false,
    },
    ...overrides,
  };
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
    slip: null,
    note: null,
    lookAlikeReason: null,
    createdByAdminId: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}
