import type { AmendReceiptBody } from '@jongdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingKeys } from '../../../api/booking-keys.ts';
import { apiCall } from '../../../api/client.ts';
import { paymentKeys } from '../../../features/payments/api/payment-keys.ts';
import { adminPaymentKeys } from './admin-payment-keys.ts';

/** A receipt made out again: a new number replaces it, the old one is cancelled. */
export const amendReceipt = ({ id, body }: { id: string; body: AmendReceiptBody }) =>
  apiCall('amendReceipt', { params: { id }, body });

export function useAmendReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: amendReceipt,
    onSettled: (receipt, _error, { id }) => {
      // Success or a 409 (amended or refunded meanwhile): the payment, its booking and the receipts reload.
      void queryClient.invalidateQueries({ queryKey: adminPaymentKeys.receipt(id) });
      void queryClient.invalidateQueries({ queryKey: adminPaymentKeys.details() });
      void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
      void queryClient.invalidateQueries({
        queryKey: receipt ? bookingKeys.detail(receipt.bookingId) : bookingKeys.all,
      });
    },
  });
}
