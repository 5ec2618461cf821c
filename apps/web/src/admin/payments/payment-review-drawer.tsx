import type { Payment } from '@jongdee/contracts';
import { formatThaiDateTime } from '@jongdee/contracts/thai-format';
import { Alert, Anchor, Grid, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { bookingQueryOptions } from '../../api/get-booking.ts';
import { PaymentStatusBadge } from '../../components/payment-status-badge.tsx';
import { Row } from '../../components/row.tsx';
import { paths } from '../../paths.ts';
import { RecordDrawer } from '../record-drawer.tsx';
import { useAdminPayment } from './api/get-admin-payment.ts';
import { RefundModal } from './refund-modal.tsx';
import { SlipDecision } from './review-actions.tsx';
import { BookingSummary, RefundedNotice, SlipChecks } from './review-parts.tsx';
import { SlipFull } from './slip-image.tsx';
import { adminPaymentTexts as texts } from './texts.ts';

type Props = {
  paymentId: string;
  /** The row's copy, shown at once while the payment itself reloads. */
  initial: Payment | undefined;
  onClose: () => void;
  onReviewed: (payment: Payment) => void;
};

/** The review panel: the slip large on the left, the booking's amount, the QR and the decision on the right. */
export function PaymentReviewDrawer({ paymentId, initial, onClose, onReviewed }: Props) {
  const query = useAdminPayment(paymentId);
  const payment = query.data ?? initial;
  return (
    <RecordDrawer
      size={960}
      title={payment && texts.reviewTitle(payment.paymentNo)}
      status={payment && <PaymentStatusBadge status={payment.status} data-testid="review-status" />}
      query={query}
      texts={texts}
      onClose={onClose}
    >
      {payment ? <ReviewBody payment={payment} onReviewed={onReviewed} /> : null}
    </RecordDrawer>
  );
}

function ReviewBody({ payment, onReviewed }: { payment: Payment; onReviewed: (payment: Payment) => void }) {
  const booking = useQuery({ ...bookingQueryOptions(payment.bookingId), staleTime: 30_000 });
  const [refunding, setRefunding] = useState(false);
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <SlipFull payment={payment} maxHeight="calc(100vh - 140px)" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Stack gap="md">
          <SlipChecks payment={payment} />
          {payment.status === 'submitted' ? (
            <SlipDecision
              payment={payment}
              booking={booking.data}
              onDone={onReviewed}
              onRefund={() => setRefunding(true)}
            />
          ) : payment.status === 'refunded' ? (
            <RefundedNotice payment={payment} />
          ) : (
            <Alert color="gray" variant="light">
              <Text fz="sm">{texts.notSubmitted}</Text>
              {payment.rejectReason ? (
                <Text fz="sm" mt={4}>
                  {texts.rejectReasonLabel}: {payment.rejectReason}
                </Text>
              ) : null}
            </Alert>
          )}
          <Stack gap={4}>
            {payment.slip ? <Row label={texts.uploadedAt} value={formatThaiDateTime(payment.slip.uploadedAt)} /> : null}
            {payment.transferredAt ? (
              <Row label={texts.transferredAt} value={formatThaiDateTime(payment.transferredAt)} />
            ) : null}
          </Stack>
          <BookingSummary bookingId={payment.bookingId} booking={booking.data} />
          <Anchor component={Link} to={paths.admin.paymentView.href(payment.id)} fz="sm">
            <Group gap={4}>
              {texts.openFullPage}
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        </Stack>
      </Grid.Col>
      <RefundModal payment={payment} opened={refunding} onClose={() => setRefunding(false)} onDone={onReviewed} />
    </Grid>
  );
}
