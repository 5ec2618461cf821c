import type { ApprovePaymentBody } from '@jongdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiCall } from '../../../api/client.ts';
import { adminPaymentKeys } from './admin-payment-keys.ts';
import { refreshPayment } from './refresh-payment.ts';

/**
 * submitted → verified; the booking is confirmed once its verified payments cover its total.
 * `lookAlikeReason` is required when other payments have a look-alike slip.
 */
export const approvePayment = ({ id, ...body }: { id: string } & ApprovePaymentBody) =>
  apiCall('approvePayment', { params: { id }, body });

export function useApprovePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approvePayment,
    onSuccess: (payment) => refreshPayment(queryClient, payment),
    onError: (error, { id }) => {
      // 409: someone else reviewed it first; show what it is now.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: adminPaymentKeys.detail(id) });
        void queryClient.invalidateQueries({ queryKey: adminPaymentKeys.lists() });
      }
    },
  });
}
