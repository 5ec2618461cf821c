import {
  type Booking,
  CERTIFICATE_FORMS,
  type Certificate,
  defaultItems,
  type Examinee,
  type ResultBody,
} from '@jongdee/contracts';
import { eq } from 'drizzle-orm';
import { bookings } from '../db/schema.ts';
import { bangkokToday } from '../lib/clinic-time.ts';
import { THAI_IDS } from './booking-factory.ts';
import { apiCaller, type TestContext } from './helpers.ts';

/** A doctor at the clinic, added as staff would. */
export async function addTestDoctor(ctx: TestContext, adminToken: string, clinicId: string, name = 'นพ.ทดสอบ ใจดี') {
  const response = await apiCaller(ctx)('POST', `/api/admin/clinics/${clinicId}/doctors`, adminToken, {
    name,
    licenseNo: `ว.${10000 + Math.floor(Math.random() * 89999)}`,
  });
  if (response.statusCode !== 201) throw new Error(`doctor failed: ${JSON.stringify(response.json())}`);
  return response.json().data as { id: string; name: string; licenseNo: string };
}

/** Examinees with valid, distinct Thai ids: the three of THAI_IDS first, then generated ones. */
export function thaiIdFor(index: number): string {
  if (index < THAI_IDS.length) return THAI_IDS[index] as string;
  const body = String(110_170_000_000 + index).padStart(12, '0');
  const sum = [...body].reduce((total, digit, position) => total + Number(digit) * (13 - position), 0);
  return `${body}${(11 - (sum % 11)) % 10}`;
}

/** Adds `count` examinees to the booking as its owner, then has staff confirm it (counter payment). */
export async function confirmedBookingWithExaminees(
  ctx: TestContext,
  tokens: { admin: string; user: string },
  booking: Booking,
  count: number,
  firstIndex = 0,
): Promise<Examinee[]> {
  const call = apiCaller(ctx);
  const people: Examinee[] = [];
  for (let index = 0; index < count; index++) {
    const response = await call('POST', `/api/bookings/${booking.id}/examinees`, tokens.user, {
      title: index % 2 ? 'นางสาว' : 'นาย',
      firstName: `ผู้ตรวจ${firstIndex + index + 1}`,
      lastName: 'ทดสอบดี',
      idType: 'thai_id',
      idNumber: thaiIdFor(firstIndex + index),
      gender: index % 2 ? 'female' : 'male',
    });
    if (response.statusCode !== 201) throw new Error(`examinee failed: ${JSON.stringify(response.json())}`);
    // The answer is the booking with its examinees; the new one is the last.
    const added = response.json().data.examinees.at(-1);
    people.push(added);
  }
  const confirmed = await call('POST', `/api/bookings/${booking.id}/confirm`, tokens.admin, { note: 'ชำระที่คลินิก' });
  if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${JSON.stringify(confirmed.json())}`);
  return people;
}

/**
 * The appointment day comes: the booking's date becomes today in Bangkok. A test cannot wait for its
 * day, and a same-day booking needs a slot still ahead today (none is left late in the evening), so
 * the booking is made for a later day through the API and brought to today here.
 */
export async function appointmentToday(ctx: TestContext, booking: Pick<Booking, 'id'>): Promise<string> {
  const today = bangkokToday();
  await ctx.database.db.update(bookings).set({ appointmentDate: today }).where(eq(bookings.id, booking.id));
  return today;
}

/** The examinees arrive on the appointment day and the front desk checks them in (the real endpoint). */
export async function checkInToday(
  ctx: TestContext,
  adminToken: string,
  booking: Pick<Booking, 'id'>,
  examinees: Pick<Examinee, 'id'>[],
): Promise<void> {
  await appointmentToday(ctx, booking);
  const response = await apiCaller(ctx)('POST', `/api/admin/bookings/${booking.id}/check-in`, adminToken, {
    examineeIds: examinees.map((examinee) => examinee.id),
  });
  if (response.statusCode !== 200) throw new Error(`check-in failed: ${response.body}`);
}

const NORMAL_GENERAL_VALUES: Record<string, string> = {
  weight: '62',
  height: '170',
  blood_pressure: '120/80',
  pulse: '72',
  general_condition: 'normal',
};

/** A complete, normal result of the general form (2561): measurements, and every listed condition absent. */
export function generalResult(doctorId: string, overrides: Partial<ResultBody> = {}): ResultBody {
  return {
    examDate: bangkokToday(),
    doctorId,
    conclusion: 'fit',
    items: defaultItems('general').map((item) => {
      const definition = CERTIFICATE_FORMS.general.items.find((candidate) => candidate.code === item.code);
      const value = NORMAL_GENERAL_VALUES[item.code] ?? (definition?.kind === 'present_absent' ? 'absent' : '');
      return { ...item, value };
    }),
    ...overrides,
  };
}

/** The examinees check in today; staff record a normal general result for each, then issue the booking's certificates. */
export async function certifyExaminees(
  ctx: TestContext,
  adminToken: string,
  booking: Pick<Booking, 'id'>,
  examinees: Pick<Examinee, 'id'>[],
  doctorId: string,
): Promise<Certificate[]> {
  const call = apiCaller(ctx);
  await checkInToday(ctx, adminToken, booking, examinees);
  for (const examinee of examinees) {
    const recorded = await call(
      'PUT',
      `/api/admin/examination-results/examinee/${examinee.id}`,
      adminToken,
      generalResult(doctorId),
    );
    if (recorded.statusCode !== 200) throw new Error(`result failed: ${recorded.body}`);
  }
  const issued = await call('POST', '/api/admin/certificates/issue', adminToken, { bookingId: booking.id });
  if (issued.statusCode !== 201) throw new Error(`issue failed: ${issued.body}`);
  return issued.json().data;
}

/** Staff record the booking's total paid in cash, verified at once; answers the payment's id. */
export async function payInCash(ctx: TestContext, adminToken: string, booking: Pick<Booking, 'id' | 'totalAmount'>) {
  const response = await apiCaller(ctx)('POST', '/api/admin/payments', adminToken, {
    bookingId: booking.id,
    method: 'cash',
    amount: booking.totalAmount,
    paidAt: new Date().toISOString(),
    verify: true,
  });
  if (response.statusCode !== 201) throw new Error(`payment failed: ${response.body}`);
  return response.json().data.id as string;
}
