import type { RecordPaymentBody } from '@jongdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { refreshPayment } from './refresh-payment.ts';

/**
 * Staff record a payment taken outside the app (cash at the counter, a transfer seen in the bank's
 * statement), with an optional slip as a data URL: verified at once, or left for review.
 */
export const recordPayment = (body: RecordPaymentBody) => apiCall('recordPayment', { body });

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    onSuccess: (payment) => refreshPayment(queryClient, payment),
  });
}
