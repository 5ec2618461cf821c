import { type Clinic, DEFAULT_CANCELLATION_POLICY, type Examinee, type Service } from '@jongdee/contracts';
import { BOOKING_ID, CLINIC_ID, SERVICE_ID } from '../../test/fixtures.ts';

// Data for the booking feature's component tests, shaped as the API sends it (the booking itself is
// test/fixtures.ts's makeBooking).
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
    cancellationPolicy: DEFAULT_CANCELLATION_POLICY,
    slotMinutes: 60,
    capacityPerSlot: 10,
    closedDates: [],
    services: [
      {
        serviceId: SERVICE_ID,
        name: 'ใบรับรองแพทย์ทั่วไป',
        description: null,
        requirements: null,
        certificateType: 'general',
        price: 80000,
        isActive: true,
      },
    ],
    isActive: true,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

export const EXAMINEE_ID = '0193a1b2-c3d4-7e5f-8a9b-000000000010';

/** An examinee of the booking, with a valid Thai id. */
export function makeExaminee(overrides: Partial<Examinee> = {}): Examinee {
  return {
    id: EXAMINEE_ID,
    bookingId: BOOKING_ID,
    title: 'นาย',
    firstName: 'สมชาย',
    lastName: 'ใจดี',
    idType: 'thai_id',
    idNumber: '1101701234561',
    nationality: 'ไทย',
    birthDate: null,
    gender: null,
    phone: null,
    healthHistory: null,
    checkedInAt: null,
    noShowAt: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}
