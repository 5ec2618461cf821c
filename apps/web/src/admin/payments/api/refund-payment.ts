import type { RefundPaymentBody } from '@jongdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiCall } from '../../../api/client.ts';
import { adminPaymentKeys } from './admin-payment-keys.ts';
import { refreshPayment } from './refresh-payment.ts';

/** verified (or submitted) → refunded, for a booking cancelled or expired after it was paid; the customer is told. */
export const refundPayment = ({ id, body }: { id: string; body: RefundPaymentBody }) =>
  apiCall('refundPayment', { params: { id }, body });

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
