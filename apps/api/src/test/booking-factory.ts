import type { Booking, CreateBookingBody } from '@jongdee/contracts';
import { addDays, bangkokToday } from '../lib/clinic-time.ts';
import type { TestClinic } from './clinic-factory.ts';
import { bearer, type TestContext } from './helpers.ts';

/** A date n days from today in Bangkok, as the API takes it. */
export const daysAhead = (days: number) => addDays(bangkokToday(), days);

/**
 * The `n`th slot of a sequence, from `firstDay` days ahead: nine a day, 08:00 … 16:00 (a test
 * clinic's hours), so bookings in different slots never meet each other's capacity.
 */
export function nthSlot(n: number, firstDay = 3): { appointmentDate: string; slotTime: string } {
  return {
    appointmentDate: daysAhead(firstDay + Math.floor(n / 9)),
    slotTime: `${String(8 + (n % 9)).padStart(2, '0')}:00`,
  };
}

/** Each call a slot of its own (the 1st, 2nd, … nthSlot from `firstDay` days ahead). */
export function slotSequence(firstDay = 3): () => { appointmentDate: string; slotTime: string } {
  let n = 0;
  return () => {
    n += 1;
    return nthSlot(n, firstDay);
  };
}

/** Valid Thai national ids (docs/thai.md §4). */
export const THAI_IDS = ['1101701234561', '1234567890121', '3101200456789'] as const;

export function bookingBody(clinic: TestClinic, overrides: Partial<CreateBookingBody> = {}): CreateBookingBody {
  return {
    clinicId: clinic.clinicId,
    serviceId: clinic.serviceId,
    appointmentDate: daysAhead(3),
    slotTime: '09:00',
    examineeCount: 1,
    contactName: 'สมหญิง รักดี',
    contactPhone: '0891234567',
    ...overrides,
  };
}

/** Books through the API as the holder of `token`; fails the test unless it answers 201. */
export async function createBookingAs(
  ctx: TestContext,
  token: string,
  clinic: TestClinic,
  overrides: Partial<CreateBookingBody> = {},
): Promise<Booking> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: bearer(token),
    payload: bookingBody(clinic, overrides),
  });
  if (response.statusCode !== 201) throw new Error(`booking failed: ${response.statusCode} ${response.body}`);
  return response.json().data;
}
