import {
  type Booking,
  type BookingListItem,
  DEFAULT_CANCELLATION_POLICY,
  type MyConsents,
  type Notification,
  type User,
} from '@jongdee/contracts';

// Data for the component tests, shaped as the API sends it: one customer, one clinic and service,
// and a booking of theirs waiting for payment.
export const USER_ID = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
export const SERVICE_ID = '0193a1b2-c3d4-7e5f-8a9b-000000000001';
export const CLINIC_ID = '0193a1b2-c3d4-7e5f-8a9b-000000000002';
export const BOOKING_ID = '0193a1b2-c3d4-7e5f-8a9b-000000000003';
const STAMP = '2026-11-01T03:00:00.000Z';

/** A user who signs in: always with an e-mail (a walk-in has none and cannot sign in). */
type SignedInUser = User & { email: string };

export function makeUser(overrides: Partial<SignedInUser> = {}): SignedInUser {
  return {
    id: USER_ID,
    email: 'somchai@example.com',
    role: 'user',
    firstName: 'สมชาย',
    lastName: 'ใจดี',
    phone: '0812345678',
    companyName: null,
    taxId: null,
    mustChangePassword: false,
    address: null,
    isActive: true,
    lastLoginAt: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

export const ok = (data: unknown) => ({ body: { success: true, data } });
export const fail = (status: number, error: string, code = 'X') => ({ status, body: { success: false, error, code } });

/** My consents with health data (the one needed to book) in the given state, under notice 2569-1. */
export function makeConsents(status: 'granted' | 'withdrawn' | 'not_given'): MyConsents {
  return {
    currentNoticeVersion: '2569-1',
    purposes: [
      {
        purpose: 'health_data',
        label: 'ประมวลผลข้อมูลส่วนบุคคลและข้อมูลสุขภาพเพื่อให้บริการตรวจสุขภาพ',
        required: true,
        status,
        granted: status === 'granted',
        noticeVersion: status === 'not_given' ? null : '2569-1',
        grantedAt: status === 'not_given' ? null : '2026-11-01T03:00:00.000Z',
        withdrawnAt: status === 'withdrawn' ? '2026-11-20T07:30:00.000Z' : null,
      },
    ],
    history: [],
  };
}

/** A booking of makeUser's for three examinees at 09:00 on 24 Nov 2569, waiting for payment. */
export function makeBooking(overrides: Partial<Booking> = {}): Booking {
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
      openingHours: Array.from({ length: 7 }, () => ({ open: '08:00', close: '17:00' })),
      cancellationPolicy: DEFAULT_CANCELLATION_POLICY,
    },
    service: { id: SERVICE_ID, name: 'ใบรับรองแพทย์ทั่วไป', certificateType: 'general' },
    appointmentDate: '2026-11-24',
    slotTime: '09:00',
    appointmentAt: '2026-11-24T02:00:00.000Z',
    examineeCount: 3,
    unitPrice: 80000,
    totalAmount: 240000,
    amountDue: 240000,
    rejectedSlipReason: null,
    status: 'pending_payment',
    contactName: 'สมชาย ใจดี',
    contactPhone: '0812345678',
    note: null,
    paymentDueAt: '2026-11-24T00:00:00.000Z',
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
    noShowAt: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    examinees: [],
    receipt: null,
    receipts: [],
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

/** The same booking as a row of a list (no examinees or actions; how many examinees are filled in). */
export function makeBookingListItem(overrides: Partial<BookingListItem> = {}): BookingListItem {
  const b = makeBooking();
  return {
    id: b.id,
    bookingNo: b.bookingNo,
    user: b.user,
    clinic: { id: b.clinic.id, name: b.clinic.name },
    service: { id: b.service.id, name: b.service.name },
    appointmentDate: b.appointmentDate,
    slotTime: b.slotTime,
    examineeCount: b.examineeCount,
    examineesFilled: 0,
    unitPrice: b.unitPrice,
    totalAmount: b.totalAmount,
    amountDue: b.amountDue,
    rejectedSlipReason: b.rejectedSlipReason,
    status: b.status,
    contactName: b.contactName,
    contactPhone: b.contactPhone,
    paymentDueAt: b.paymentDueAt,
    createdAt: b.createdAt,
    ...overrides,
  };
}

/** An unread notification of makeUser's: the booking was made, pay it in time. */
export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: '0193a1b2-0000-7000-8000-000000000001',
    type: 'booking_created',
    title: 'จองสำเร็จ BK-691123-0001',
    body: 'กรุณาชำระเงินภายในเวลาที่กำหนด',
    link: '/booking/0193a1b2-0000-7000-8000-00000000b001',
    readAt: null,
    createdAt: '2026-11-22T07:30:00.000Z',
    ...overrides,
  };
}
