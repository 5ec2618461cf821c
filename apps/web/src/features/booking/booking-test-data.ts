import type { Booking, Clinic, Service } from '@jongdee/contracts';

// Data for the booking feature's component tests, shaped as the API sends it.
export const SERVICE_ID = '0193a1b2-c3d4-7e5f-8a9b-000000000001';
export const CLINIC_ID = '0193a1b2-c3d4-7e5f-8a9b-000000000002';
export const BOOKING_ID = '0193a1b2-c3d4-7e5f-8a9b-000000000003';
const USER_ID = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const STAMP = '2026-11-01T03:00:00.000Z';

export function makeService(overrides: Partial<Service> = {}): Service {
  return {
    id: SERVICE_ID,
    code: 'GEN',
    name: 'ใบรับรองแพทย์ทั่วไป',
    description: null,
    certificateType: 'general',
    requirements: null,
    isActive: true,
    ...overrides,
  };
}

export function makeClinic(overrides: Partial<Clinic> = {}): Clinic {
  return {
    id: CLINIC_ID,
    code: 'BKK1',
    name: 'คลินิกจองดี สาขาสีลม',
    address: '1 ถนนสีลม แขวงสีลม เขตบางรัก',
    province: 'กรุงเทพมหานคร',
    phone: '021234567',
    email: null,
    mapUrl: 'https://maps.example.com/silom',
    openingHours: Array.from({ length: 7 }, () => ({ open: '07:00', close: '20:00' })),
    slotMinutes: 60,
    capacityPerSlot: 10,
    closedDates: [],
    services: [
      { serviceId: SERVICE_ID, name: 'ใบรับรองแพทย์ทั่วไป', certificateType: 'general', price: 80000, isActive: true },
    ],
    isActive: true,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

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
    },
    service: { id: SERVICE_ID, name: 'ใบรับรองแพทย์ทั่วไป', certificateType: 'general' },
    appointmentDate: '2026-11-24',
    slotTime: '09:00',
    appointmentAt: '2026-11-24T02:00:00.000Z',
    examineeCount: 3,
    unitPrice: 80000,
    totalAmount: 240000,
    amountDue: 240000,
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
