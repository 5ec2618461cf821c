import type { BookingListItem } from '@jongdee/contracts';
import { paths } from '../../paths.ts';

export type NextStep = 'pay' | 'resendSlip' | 'addExaminees' | 'certificates' | 'details';

/**
 * What the customer does next with a booking of their list, and where that is done. A refused slip
 * asks for a new slip, not a second transfer; people still to name come after paying; a completed
 * booking's certificates wait on its page.
 */
export function nextStep(booking: BookingListItem): { step: NextStep; href: string } {
  const detail = paths.bookingDetail.href(booking.id);
  if (booking.status === 'pending_payment') {
    return {
      step: booking.rejectedSlipReason !== null ? 'resendSlip' : 'pay',
      href: paths.payment.href(booking.id),
    };
  }
  const open = booking.status === 'payment_review' || booking.status === 'confirmed';
  if (open && booking.examineesFilled < booking.examineeCount) return { step: 'addExaminees', href: detail };
  if (booking.status === 'completed') return { step: 'certificates', href: detail };
  return { step: 'details', href: detail };
}

/** Whether the list shows what is still owed: money is awaited (not for a slip being checked, nor a closed booking). */
export const showsAmountDue = (booking: BookingListItem) =>
  booking.amountDue > 0 && (booking.status === 'pending_payment' || booking.status === 'confirmed');
