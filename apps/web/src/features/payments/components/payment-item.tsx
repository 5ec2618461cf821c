import { PAYMENT_METHOD_LABELS, type Payment } from '@jongdee/contracts';
import { formatBaht, formatThaiDateTime } from '@jongdee/contracts/thai-format';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PaymentStatusBadge } from '../../../components/payment-status-badge.tsx';
import { ReceiptDownloadButton } from '../../../components/receipt-download-button.tsx';
import { paths } from '../../../paths.ts';
import { paymentTexts as texts } from '../texts.ts';
import { SlipThumbnail } from './slip-thumbnail.tsx';

/** When the money went back and how: the note the clinic wrote (a transfer reference, cash returned…). */
export function RefundDetails({ payment }: { payment: Payment }) {
  return (
    <div data-testid="refund-details">
      {payment.refundedAt ? (
        <Text fz="sm" fw={600} c="grape">
          {texts.refundedAt(formatThaiDateTime(payment.refundedAt))}
        </Text>
      ) : null}
      {payment.refundNote ? (
        <Text fz="sm" c="dark.6" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {texts.refundNote(payment.refundNote)}
        </Text>
      ) : null}
    </div>
  );
}

/**
 * One payment as a compact block, with its slip when one was sent: for phones, and the list beside a
 * booking. `withReceipt`: its receipt's download too (the booking's page lists receipts on their own).
 */
export function PaymentItem({
  payment,
  withBooking = false,
  withReceipt = false,
}: {
  payment: Payment;
  withBooking?: boolean;
  withReceipt?: boolean;
}) {
  const details = (
    <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
            {payment.paymentNo}
          </Text>
          {withBooking ? (
            <Anchor component={Link} to={paths.bookingDetail.href(payment.bookingId)} fz="sm">
              {texts.bookingLink(payment.bookingNo)}
            </Anchor>
          ) : null}
        </div>
        <PaymentStatusBadge status={payment.status} size="sm" />
      </Group>
      <Group justify="space-between" align="baseline" gap="xs">
        <Text fz="sm" c="dimmed">
          {PAYMENT_METHOD_LABELS[payment.method]} · {formatThaiDateTime(payment.createdAt)}
        </Text>
        <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatBaht(payment.amount)}
        </Text>
      </Group>
      {payment.status === 'rejected' && payment.rejectReason ? (
        <Text fz="sm" c="red">
          {texts.rejectReason(payment.rejectReason)}
        </Text>
      ) : null}
      {payment.status === 'refunded' ? <RefundDetails payment={payment} /> : null}
      {withReceipt && payment.receipt ? (
        <ReceiptDownloadButton paymentId={payment.id} receipt={payment.receipt} w={{ base: '100%', xs: 'auto' }} />
      ) : null}
    </Stack>
  );
  if (!payment.slip) return details;
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <SlipThumbnail payment={payment} width={44} height={60} />
      {details}
    </Group>
  );
}
