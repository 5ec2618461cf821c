import type { Payment, RefundPaymentBody } from '@jongdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../api/client.ts';
import { adminPaymentKeys } from './admin-payment-keys.ts';
import { refreshPayment } from './refresh-payment.ts';

/** verified (or submitted) → refunded, for a booking cancelled or expired after it was paid; the customer is told. */
export const refundPayment = ({ id, body }: { id: string; body: RefundPaymentBody }) =>
  apiRequest<Payment>(`/api/admin/payments/${encodeURIComponent(id)}/refund`, { method: 'POST', body });

export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSuccess: (payment) => refreshPayment(queryClient, payment),
    onError: (error, { id }) => {
      // 409: refunded by someone else, or the booking is no longer cancelled; show what it is now.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: adminPaymentKeys.detail(id) });
      }
    },
  });
}
