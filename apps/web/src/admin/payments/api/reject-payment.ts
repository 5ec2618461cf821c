import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiCall } from '../../../api/client.ts';
import { adminPaymentKeys } from './admin-payment-keys.ts';
import { refreshPayment } from './refresh-payment.ts';

/** submitted → rejected with the reason the customer reads; the booking goes back to pending payment. */
export const rejectPayment = ({ id, reason }: { id: string; reason: string }) =>
  apiCall('rejectPayment', { params: { id }, body: { reason } });

export function useRejectPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectPayment,
    onSuccess: (payment) => refreshPayment(queryClient, payment),
    onError: (error, { id }) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: adminPaymentKeys.detail(id) });
        void queryClient.invalidateQueries({ queryKey: adminPaymentKeys.lists() });
      }
    },
  });
}
