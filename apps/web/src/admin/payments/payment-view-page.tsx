import { BOOKING_STATUS_LABELS, PAYMENT_METHOD_LABELS, type Payment } from '@jongdee/contracts';
import { formatBaht, formatThaiDateTime } from '@jongdee/contracts/thai-format';
import { Alert, Anchor, Button, Card, Grid, Stack, Text, Title } from '@mantine/core';
import { IconClipboardList, IconReceiptRefund } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { bookingQueryOptions } from '../../api/get-booking.ts';
import { PaymentStatusBadge } from '../../components/payment-status-badge.tsx';
import { Row } from '../../components/row.tsx';
import { paths } from '../../paths.ts';
import { RecordCard } from '../record-card.tsx';
import { BackLink, RecordHeading, recordRoute } from '../record-page.tsx';
import { useAdminPayment } from './api/get-admin-payment.ts';
import { ReceiptCard } from './receipt-card.tsx';
import { RefundModal } from './refund-modal.tsx';
import { SlipDecision } from './review-actions.tsx';
import { BookingSummary, canRefund, QrInfo, RefundedNotice, SimilarSlipsWarning, SlipChecks } from './review-parts.tsx';
import { SlipFull } from './slip-image.tsx';
import { adminPaymentTexts as texts } from './texts.ts';

/** /admin/payment/{id}/view: one payment, its slip at full size, what was read from it, and the decision. */
export const PaymentViewPage = recordRoute(
  useAdminPayment,
  { backTo: paths.admin.payments.href(), texts },
  (payment) => <PaymentView payment={payment} />,
);

function PaymentView({ payment }: { payment: Payment }) {
  const booking = useQuery(bookingQueryOptions(payment.bookingId));
  const [refunding, setRefunding] = useState(false);
  const when = (value: string | null) => (value ? formatThaiDateTime(value) : texts.dash);
  const refundable = canRefund(payment, booking.data);
  return (
    <Stack gap="lg">
      <BackLink to={paths.admin.payments.href()}>{texts.backToList}</BackLink>

      <RecordHeading
        number={payment.paymentNo}
        status={<PaymentStatusBadge status={payment.status} size="lg" data-testid="payment-status" />}
        subtitle={
          <>
            {texts.createdAt} {formatThaiDateTime(payment.createdAt)}
            {payment.createdByAdminId ? ` · ${texts.createdByAdmin}` : ''}
          </>
        }
        actions={
          <Button
            component={Link}
            to={paths.admin.bookingView.href(payment.bookingId)}
            variant="default"
            leftSection={<IconClipboardList size={18} aria-hidden />}
          >
            {texts.openBooking} {payment.bookingNo}
          </Button>
        }
      />

      {payment.status === 'rejected' && payment.rejectReason ? (
        <Alert color="red" variant="light" title={texts.rejectReasonLabel}>
          <Text fz="sm">{payment.rejectReason}</Text>
        </Alert>
      ) : null}
      {payment.status === 'refunded' ? <RefundedNotice payment={payment} /> : null}

      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 6, xl: 7 }}>
          <RecordCard title={texts.slipTitle} padding="md">
            <SlipFull payment={payment} />
          </RecordCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, xl: 5 }}>
          <Stack gap="md">
            {payment.status === 'submitted' ? (
              <RecordCard title={texts.reviewSection} padding="md">
                <Stack gap="md">
                  <SlipChecks payment={payment} />
                  <SlipDecision payment={payment} booking={booking.data} onRefund={() => setRefunding(true)} />
                </Stack>
              </RecordCard>
            ) : null}
            {payment.status === 'verified' && refundable && booking.data ? (
              <Card withBorder radius="lg" padding="md" bg="grape.0" data-testid="refund-card">
                <Title order={2} fz="lg" mb={4}>
                  {texts.refundSection}
                </Title>
                <Text fz="sm" mb="sm">
                  {texts.refundHint(BOOKING_STATUS_LABELS[booking.data.status])}
                </Text>
                <Button
                  color="grape"
                  leftSection={<IconReceiptRefund size={18} aria-hidden />}
                  onClick={() => setRefunding(true)}
                >
                  {texts.refund}
                </Button>
              </Card>
            ) : null}
            <RecordCard title={texts.details} padding="md">
              <Stack gap={6}>
                <Row
                  label={texts.paymentNo}
                  value={
                    <Text ff="monospace" fz="sm">
                      {payment.paymentNo}
                    </Text>
                  }
                />
                <Row
                  label={texts.bookingNo}
                  value={
                    <Anchor
                      component={Link}
                      to={paths.admin.bookingView.href(payment.bookingId)}
                      ff="monospace"
                      fz="sm"
                    >
                      {payment.bookingNo}
                    </Anchor>
                  }
                />
                <Row label={texts.amount} value={<Text fw={700}>{formatBaht(payment.amount)}</Text>} />
                <Row label={texts.method} value={PAYMENT_METHOD_LABELS[payment.method]} />
                <Row label={texts.status} value={<PaymentStatusBadge status={payment.status} size="sm" />} />
                <Row
                  label={payment.createdByAdminId ? texts.paidAt : texts.transferredAt}
                  value={when(payment.transferredAt)}
                />
                <Row label={texts.uploadedAt} value={when(payment.slip?.uploadedAt ?? null)} />
                <Row label={texts.verifiedAt} value={when(payment.verifiedAt)} />
                {payment.status === 'refunded' ? (
                  <>
                    <Row label={texts.refundedAt} value={when(payment.refundedAt)} testId="refunded-at" />
                    <Row label={texts.refundNote} value={payment.refundNote ?? texts.dash} />
                  </>
                ) : null}
                <Row label={texts.updatedAt} value={when(payment.updatedAt)} />
                <Row label={texts.note} value={payment.note ?? texts.dash} />
                {payment.lookAlikeReason ? (
                  <Row label={texts.lookAlikeReason} value={payment.lookAlikeReason} testId="look-alike-reason" />
                ) : null}
              </Stack>
            </RecordCard>
            <ReceiptCard payment={payment} booking={booking.data} />
            {payment.status !== 'submitted' && payment.slip ? (
              <>
                <QrInfo payment={payment} />
                <SimilarSlipsWarning payment={payment} />
              </>
            ) : null}
            <BookingSummary bookingId={payment.bookingId} booking={booking.data} />
          </Stack>
        </Grid.Col>
      </Grid>
      <RefundModal payment={payment} opened={refunding} onClose={() => setRefunding(false)} />
    </Stack>
  );
}
