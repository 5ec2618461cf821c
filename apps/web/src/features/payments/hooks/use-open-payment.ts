import { useEffect, useRef } from 'react';
import { notify } from '../../../components/notify.ts';
import { useCreatePayment } from '../api/create-payment.ts';
import { paymentTexts as texts } from '../texts.ts';

/**
 * Makes sure the booking has an open PromptPay payment once the screen shows what to pay: one POST per
 * booking per visit (the server answers the open one again, so a second visit is harmless).
 */
export function useOpenPayment(bookingId: string) {
  const { mutate } = useCreatePayment();
  const openedFor = useRef<string | null>(null);
  useEffect(() => {
    if (openedFor.current === bookingId) return;
    openedFor.current = bookingId;
    mutate(
      { bookingId, method: 'promptpay' },
      { onError: (error) => notify.error(error.message, texts.openPaymentFailed) },
    );
  }, [bookingId, mutate]);
}
