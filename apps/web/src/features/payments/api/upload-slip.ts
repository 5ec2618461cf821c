import type { Payment } from '@jongdee/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { bookingKeys } from '../../../api/booking-keys.ts';
import { ApiError } from '../../../api/client.ts';
import { apiUpload, useUploadMutation } from '../../../api/upload.ts';
import { paymentTexts as texts } from '../texts.ts';
import { createPayment } from './create-payment.ts';
import { paymentKeys } from './payment-keys.ts';

/** `paymentId`: the booking's open payment, or null when it has none yet (it is made as the slip is sent). */
export type UploadSlipInput = { bookingId: string; paymentId: string | null; file: File; transferredAt: string | null };

/**
 * uploadSlip (POST /payments/{id}/slip) as multipart (`slipImage`, optional `transferredAt`), with real
 * upload progress on a slow phone connection: `onProgress` gets 0–1 (apiUpload). Without an open
 * payment, one is made first (createPayment, idempotent): the payment exists once the customer acts,
 * never merely because the payment screen was opened (staff would see an empty one).
 */
export async function uploadSlip(
  { bookingId, paymentId, file, transferredAt }: UploadSlipInput,
  onProgress: (fraction: number) => void = () => {},
): Promise<Payment> {
  const id = paymentId ?? (await createPayment({ bookingId, method: 'promptpay' })).id;
  const form = new FormData();
  // Fields first: the server streams the file and reads only the fields that came before it.
  if (transferredAt) form.append('transferredAt', transferredAt);
  form.append('slipImage', file, file.name || 'slip');

  return apiUpload(
    'uploadSlip',
    { params: { id }, body: form },
    { networkError: texts.uploadNetworkError, tooLarge: texts.fileTooLarge, failed: texts.uploadFailed },
    onProgress,
  );
}

/**
 * Sends the slip and, on success, puts the submitted payment in the booking's list at once (the
 * screen switches without waiting) and refreshes everything the slip changed: the booking's payments,
 * its amount due, its status, and the payment history.
 */
export function useUploadSlip(bookingId: string) {
  const queryClient = useQueryClient();
  return useUploadMutation(uploadSlip, {
    onSuccess: (payment) => {
      queryClient.setQueryData<Payment[]>(paymentKeys.ofBooking(bookingId), (list) =>
        list ? [payment, ...list.filter((item) => item.id !== payment.id)] : list,
      );
      void queryClient.invalidateQueries({ queryKey: paymentKeys.booking(bookingId) });
      void queryClient.invalidateQueries({ queryKey: paymentKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.detail(bookingId) });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.lists() });
    },
    onError: (error) => {
      // Someone else moved the payment on (another tab, the clinic): show where it is now.
      if (error instanceof ApiError && error.code === 'PAYMENT_STATE_CONFLICT') {
        void queryClient.invalidateQueries({ queryKey: paymentKeys.booking(bookingId) });
        void queryClient.invalidateQueries({ queryKey: bookingKeys.detail(bookingId) });
      }
    },
  });
}
