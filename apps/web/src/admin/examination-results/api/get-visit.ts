import type { ResultWorkItem } from '@jongdee/contracts';
import { useCheckInDay } from '../../check-in/api/get-check-in-day.ts';
import type { ResultVisit } from '../result-entry-form.tsx';

/**
 * Whether the examinee came, from the front desk's list of their appointment day (the same answer the
 * check-in screen shows): their check-in time, or when they were marked absent. Undefined while it loads.
 */
export function useVisit(work: ResultWorkItem): ResultVisit | undefined {
  const day = useCheckInDay({
    clinicId: work.booking.clinicId,
    date: work.booking.appointmentDate,
    q: work.booking.bookingNo,
  });
  // Another booking's day is shown while this one loads (placeholder data): not an answer about this examinee.
  if (!day.data || day.isPlaceholderData) return undefined;
  const examinee = day.data.bookings
    .find((booking) => booking.id === work.booking.id)
    ?.examinees.find((candidate) => candidate.id === work.examinee.id);
  return { checkedInAt: examinee?.checkedInAt ?? null, noShowAt: examinee?.noShowAt ?? null };
}
