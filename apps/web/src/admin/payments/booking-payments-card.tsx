import { type Booking, PAYMENT_METHOD_LABELS, type Payment } from '@jongdee/contracts';
import { formatBaht, formatThaiDateTime } from '@jongdee/contracts/thai-format';
import { Anchor, Button, Group, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import { IconCashRegister, IconCreditCard, IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PaymentStatusBadge } from '../../components/payment-status-badge.tsx';
import { useBookingPayments } from '../../features/payments/api/get-booking-payments.ts';
import { paths } from '../../paths.ts';
import { CardTable, QueryPart, RecordCard } from '../record-card.tsx';
import { RefundModal } from './refund-modal.tsx';
import { canRefund, isBookingClosed } from './review-parts.tsx';
import { SlipThumbnail } from './slip-image.tsx';
import { adminPaymentTexts as texts } from './texts.ts';

/** A payment can be recorded while the booking waits for payment, or after confirmation (credit paid later). */
const canRecordPayment = (booking: Booking) => booking.status === 'pending_payment' || booking.status === 'confirmed';

/**
 * The payments of one booking on its admin page: each links to its own page; a payment taken at the
 * counter is recorded from here; money taken for a booking since cancelled or expired is refunded here.
 */
export function BookingPaymentsCard({ booking }: { booking: Booking }) {
  const payments = useBookingPayments(booking.id);
  const [refunding, setRefunding] = useState<Payment | null>(null);
  const withActions = isBookingClosed(booking) && (payments.data ?? []).some((item) => canRefund(item, booking));

  return (
    <RecordCard
      title={texts.bookingPayments}
      aside={
        canRecordPayment(booking) ? (
          <Button
            component={Link}
            to={paths.admin.paymentCreate.href(booking.id)}
            size="sm"
            leftSection={<IconCashRegister size={18} aria-hidden />}
          >
            {texts.recordPayment}
          </Button>
        ) : undefined
      }
    >
      <QueryPart query={payments} texts={texts}>
        {(items) => (
          <CardTable
            items={items}
            minWidth={640}
            data-testid="booking-payments"
            empty={
              <Group gap="md" wrap="nowrap" align="center">
                <ThemeIcon size={44} radius="xl" variant="light" color="gray">
                  <IconCreditCard size={24} aria-hidden />
                </ThemeIcon>
                <div>
                  <Text fz="sm" fw={600}>
                    {texts.bookingPaymentsEmpty}
                  </Text>
                  {canRecordPayment(booking) ? (
                    <Text fz="sm" c="dimmed">
                      {texts.bookingPaymentsEmptyHint}
                    </Text>
                  ) : null}
                </div>
              </Group>
            }
            head={
              <>
                <Table.Th w={68}>{texts.bookingColumns.slip}</Table.Th>
                <Table.Th>{texts.bookingColumns.paymentNo}</Table.Th>
                <Table.Th style={{ textAlign: 'right' }}>{texts.bookingColumns.amount}</Table.Th>
                <Table.Th>{texts.bookingColumns.status}</Table.Th>
                <Table.Th>{texts.bookingColumns.date}</Table.Th>
                {withActions ? <Table.Th w={130}>{texts.bookingColumns.action}</Table.Th> : null}
              </>
            }
          >
            {(payment) => (
              <Table.Tr key={payment.id} data-testid="booking-payment-row">
                <Table.Td>
                  <SlipThumbnail payment={payment} />
                </Table.Td>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={paths.admin.paymentView.href(payment.id)}
                    ff="monospace"
                    fz="sm"
                    fw={600}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {payment.paymentNo}
                  </Anchor>
                  <Text fz="xs" c="dimmed">
                    {PAYMENT_METHOD_LABELS[payment.method]}
                  </Text>
                </Table.Td>
                <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                  <Text fz="sm" fw={600}>
                    {formatBaht(payment.amount)}
                  </Text>
                </Table.Td>
                <Table.Td maw={280}>
                  <PaymentStatusBadge status={payment.status} size="sm" />
                  <PaymentOutcome payment={payment} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text fz="sm">{formatThaiDateTime(payment.createdAt)}</Text>
                  {payment.transferredAt ? (
                    <Text fz="xs" c="dimmed">
                      {texts.paidAt} {formatThaiDateTime(payment.transferredAt)}
                    </Text>
                  ) : null}
                </Table.Td>
                {withActions ? (
                  <Table.Td>
                    {canRefund(payment, booking) ? (
                      <Button
                        size="compact-sm"
                        variant="light"
                        color="grape"
                        c="grape"
                        leftSection={<IconReceiptRefund size={16} aria-hidden />}
                        aria-label={texts.refundRowAria(payment.paymentNo)}
                        onClick={() => setRefunding(payment)}
                      >
                        {texts.refundShort}
                      </Button>
                    ) : null}
                  </Table.Td>
                ) : null}
              </Table.Tr>
            )}
          </CardTable>
        )}
      </QueryPart>

      {refunding ? <RefundModal payment={refunding} opened onClose={() => setRefunding(null)} /> : null}
    </RecordCard>
  );
}

/** Why a slip was refused, or when and how the money went back. */
function PaymentOutcome({ payment }: { payment: Payment }) {
  if (payment.status === 'rejected' && payment.rejectReason) {
    return (
      <Text fz="xs" c="red" mt={4}>
        {texts.rejectReasonLabel}: {payment.rejectReason}
      </Text>
    );
  }
  if (payment.status === 'refunded') {
    return (
      <Stack gap={0} mt={4}>
        {payment.refundedAt ? (
          <Text fz="xs" c="grape" fw={600}>
            {texts.refundedTitle(formatThaiDateTime(payment.refundedAt))}
          </Text>
        ) : null}
        {payment.refundNote ? (
          <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {payment.refundNote}
          </Text>
        ) : null}
      </Stack>
    );
  }
  return null;
}
