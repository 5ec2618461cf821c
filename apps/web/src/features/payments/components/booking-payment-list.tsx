import { Center, Divider, Loader, Stack, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { useBookingPayments } from '../api/get-booking-payments.ts';
import { paymentTexts as texts } from '../texts.ts';
import { PaymentItem } from './payment-item.tsx';

/**
 * One booking's payments, newest first, each with its status, slip, and the reason it was refused or
 * how it was refunded. `empty` says what to do when there is none yet.
 */
export function BookingPaymentList({ bookingId, empty }: { bookingId: string; empty?: ReactNode }) {
  const payments = useBookingPayments(bookingId);
  if (payments.isPending) {
    return (
      <Center py="md" role="status">
        <Loader size="sm" aria-label={texts.loading} />
      </Center>
    );
  }
  if (payments.isError) {
    return <RetryAlert inline message={texts.loadFailed} retryLabel={texts.retry} onRetry={() => payments.refetch()} />;
  }
  if (payments.data.length === 0) {
    return (
      empty ?? (
        <Text fz="sm" c="dimmed">
          {texts.historyEmpty}
        </Text>
      )
    );
  }
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="booking-payments">
      {payments.data.map((payment, index) => (
        <Fragment key={payment.id}>
          {index > 0 ? <Divider component="li" aria-hidden /> : null}
          <li>
            <PaymentItem payment={payment} />
          </li>
        </Fragment>
      ))}
    </Stack>
  );
}
