import { randomBytes } from 'node:crypto';
import type { OpeningHours } from '@jongdee/contracts';
import { createClinic, createService, SYSTEM_ACTOR } from '../modules/clinics/clinics.service.ts';
import type { TestContext } from './helpers.ts';

/** Open every day 08:00–17:00: with 60-minute slots, nine slots a day (08:00 … 16:00). */
export const EVERY_DAY_8_TO_5: OpeningHours = Array.from({ length: 7 }, () => ({ open: '08:00', close: '17:00' }));
/** The nine slot times a day of EVERY_DAY_8_TO_5 with 60-minute slots. */
export const EIGHT_TO_FIVE_SLOTS = [
  '08:00',
  '09:00',
  '10:00',
  '11:00',
  '12:00',
  '13:00',
  '14:00',
  '15:00',
  '16:00',
] as const;

export const TEST_RECEIVER = {
  promptPayId: '0812345678',
  bankCode: '004',
  accountNumber: '1234567890',
  accountName: 'คลินิกทดสอบ จำกัด',
} as const;

export type TestClinicOptions = {
  capacityPerSlot?: number;
  /** Satang; default 80,000 (฿800). */
  price?: number;
  /** One of 15, 20, 30, 45, 60 (default), 90, 120. */
  slotMinutes?: number;
  openingHours?: OpeningHours;
  closedDates?: { date: string; reason?: string | null }[];
  isActive?: boolean;
};

export type TestClinic = { clinicId: string; serviceId: string; price: number };

export const uniqueCode = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex').toUpperCase()}`;

/**
 * A clinic of its own with one service of its own, ready to book: open every day 08:00–17:00,
 * 60-minute slots, 10 examinees a slot, ฿800. Made through the clinics service layer (so the same
 * rules as the admin screen apply); each call makes new rows, so tests never share a clinic.
 */
export async function createTestClinic(ctx: TestContext, options: TestClinicOptions = {}): Promise<TestClinic> {
  const db = ctx.database.db;
  const price = options.price ?? 80_000;
  const service = await createService(
    db,
    {
      code: uniqueCode('SV'),
      name: 'ใบรับรองแพทย์ทั่วไป (ทดสอบ)',
      description: null,
      certificateType: 'general',
      requirements: null,
      isActive: true,
    },
    SYSTEM_ACTOR,
  );
  const clinic = await createClinic(
    db,
    {
      code: uniqueCode('CL'),
      name: 'คลินิกทดสอบ',
      address: '1 ถนนทดสอบ แขวงทดสอบ เขตทดสอบ',
      province: 'กรุงเทพมหานคร',
      phone: '021234567',
      email: null,
      mapUrl: null,
      legalName: null,
      taxId: null,
      cancellationPolicy: null,
      openingHours: options.openingHours ?? EVERY_DAY_8_TO_5,
      slotMinutes: (options.slotMinutes ?? 60) as 60,
      capacityPerSlot: options.capacityPerSlot ?? 10,
      closedDates: (options.closedDates ?? []).map((closed) => ({ date: closed.date, reason: closed.reason ?? null })),
      paymentReceiver: { ...TEST_RECEIVER },
      services: [{ serviceId: service.id, price, isActive: true }],
      isActive: options.isActive ?? true,
    },
    SYSTEM_ACTOR,
  );
  return { clinicId: clinic.id, serviceId: service.id, price };
}
