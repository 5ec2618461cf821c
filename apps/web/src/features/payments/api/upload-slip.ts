import type { FieldError, Payment } from '@jongdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { bookingKeys } from '../../../api/booking-keys.ts';
import { ApiError, apiUrl, readToken, SESSION_ENDED_EVENT } from '../../../api/client.ts';
import { paymentTexts as texts } from '../texts.ts';
import { paymentKeys } from './payment-keys.ts';

export type UploadSlipInput = { paymentId: string; file: File; transferredAt: string | null };

/**
 * uploadSlip (POST /payments/{id}/slip) as multipart (`slipImage`, optional `transferredAt`). XMLHttpRequest
 * rather than fetch, for real upload progress on a slow phone connection: `onProgress` gets 0–1.
 * Errors carry the server's Thai message and code, as apiRequest's do.
 */
export function uploadSlip(
  { paymentId, file, transferredAt }: UploadSlipInput,
  onProgress: (fraction: number) => void = () => {},
): Promise<Payment> {
  const form = new FormData();
  // Fields first: the server streams the file and reads only the fields that came before it.
  if (transferredAt) form.append('transferredAt', transferredAt);
  form.append('slipImage', file, file.name || 'slip');

  return new Promise((resolve, reject) => {
    const token = readToken();
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl('uploadSlip', { params: { id: paymentId }, body: form }));
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(texts.uploadNetworkError, 0));
    xhr.onload = () => {
      let payload: { data?: Payment; error?: string; code?: string; details?: FieldError[] } | null = null;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && payload?.data) return resolve(payload.data);
      if (xhr.status === 401 && token && payload?.code === 'UNAUTHENTICATED') {
        window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
      }
      // A proxy in front of the API may answer 413 with an HTML page of its own.
      const fallback = xhr.status === 413 ? texts.fileTooLarge : texts.uploadFailed;
      reject(new ApiError(payload?.error || fallback, xhr.status, payload?.code, payload?.details));
    };
    xhr.send(form);
  });
}

/**
 * Sends the slip and, on success, puts the submitted payment in the booking's list at once (the
 * screen switches without waiting) and refreshes everything the slip changed: the booking's payments,
 * its amount due, its status, and the payment history.
 */
export function useUploadSlip(bookingId: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (input: UploadSlipInput) => {
      setProgress(0);
      return uploadSlip(input, setProgress);
    },
    onSuccess: (payment) => {
      queryClient.setQueryData<Payment[]>(paymentKeys.ofBooking(bookingId), (list) =>
        list?.map((item) => (item.id === payment.id ? payment : item)),
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
  return { ...mutation, progress };
}
