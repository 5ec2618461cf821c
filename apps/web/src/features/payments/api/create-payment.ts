import type { CreatePaymentBody } from '@jongdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { paymentKeys } from './payment-keys.ts';

/** Opens a payment for a booking; idempotent — answers the open one (200) when it already exists. */
export const createPayment = (body: CreatePaymentBody) => apiCall('createPayment', { body });

export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayment,
    onSuccess: (payment) => {
      void queryClient.invalidateQueries({ queryKey: paymentKeys.ofBooking(payment.bookingId) });
      void queryClient.invalidateQueries({ queryKey: paymentKeys.lists() });
    },
  });
}
