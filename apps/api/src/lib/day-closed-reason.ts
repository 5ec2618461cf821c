import type { CalendarClosedReason } from '@jongdee/contracts';

/** Why a whole day cannot be booked at a clinic, or null when its slots may be. */
export type DayClosedReason = 'closed_weekday' | 'closed_date' | 'out_of_window' | 'inactive';

type DayFacts = {
  isActive: boolean;
  /** A closed date of the clinic's falls on the day. */
  closedDate: boolean;
  /** The slot start times of that weekday's opening hours. */
  times: readonly string[];
};

/**
 * Why a clinic's day takes no appointments, in one order for booking, availability, the calendar and
 * the dashboard, so that none of them can disagree: an inactive clinic, a day outside the booking
 * window (only where the window applies), a closed date, then a weekday without hours.
 */
export function dayClosedReason(day: DayFacts & { inBookingWindow: boolean }): DayClosedReason | null;
export function dayClosedReason(day: DayFacts): CalendarClosedReason | null;
export function dayClosedReason(day: DayFacts & { inBookingWindow?: boolean }): DayClosedReason | null {
  if (!day.isActive) return 'inactive';
  if (day.inBookingWindow === false) return 'out_of_window';
  if (day.closedDate) return 'closed_date';
  if (day.times.length === 0) return 'closed_weekday';
  return null;
}
