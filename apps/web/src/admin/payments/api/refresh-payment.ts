import type { Payment } from '@jongdee/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { bookingKeys } from '../../../api/booking-keys.ts';
import { paymentKeys } from '../../../features/payments/api/payment-keys.ts';
import { adminPaymentKeys } from './admin-payment-keys.ts';

/**
 * After an approval or rejection: the answered payment replaces the cached one, and what it changed
 * reloads — the queue and lists, the booking (confirmed, or back to pending payment), any payment screen.
 */
export function refreshPayment(queryClient: QueryClient, payment: Payment) {
  queryClient.setQueryData(adminPaymentKeys.detail(payment.id), payment);
  void queryClient.invalidateQueries({ queryKey: adminPaymentKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
  void queryClient.invalidateQueries({ queryKey: bookingKeys.detail(payment.bookingId) });
  void queryClient.invalidateQueries({ queryKey: bookingKeys.lists() });
}
