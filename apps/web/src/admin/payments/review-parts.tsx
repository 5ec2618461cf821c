import { BOOKING_STATUS_LABELS, type Booking, PAYMENT_METHOD_LABELS, type Payment } from '@jongdee/contracts';
import { formatBaht, formatThaiDate, formatThaiDateTime, personName } from '@jongdee/contracts/thai-format';
import { Alert, Anchor, Badge, Card, CopyButton, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconQrcode, IconReceiptRefund } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PaymentStatusBadge } from '../../components/payment-status-badge.tsx';
import { Row } from '../../components/row.tsx';
import { paths } from '../../paths.ts';
import { useSimilarSlips } from './api/get-similar-slips.ts';
import { adminPaymentTexts as texts } from './texts.ts';

/**
 * What the booking still owes (its total less its verified payments), beside this payment's amount:
 * what the slip must show. A waiting payment below it is short — approving it records the money and
 * the booking waits for the rest — and says so plainly.
 */
export function AmountCheck({ payment }: { payment: Payment }) {
  const due = payment.bookingAmountDue;
  const waiting = payment.status === 'submitted';
  const short = waiting && payment.amount < due;
  const over = waiting && payment.amount > due;
  return (
    <Card withBorder radius="md" padding="md" bg={short ? 'red.0' : over ? 'orange.0' : 'jade.0'}>
      <Stack gap={6}>
        <Text fz="xs" fw={600} c="dimmed">
          {texts.amountDue}
        </Text>
        <Text fz={32} fw={700} lh={1.1} data-testid="amount-due">
          {formatBaht(due)}
        </Text>
        <Row label={texts.paymentAmount} value={formatBaht(payment.amount)} testId="payment-amount" />
        <Row label={texts.method} value={PAYMENT_METHOD_LABELS[payment.method]} />
        {short ? (
          <Alert
            color="red"
            variant="light"
            p="xs"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title={texts.shortTitle(formatBaht(due - payment.amount))}
            data-testid="short-payment"
          >
            <Text fz="sm">{texts.shortBody(formatBaht(payment.amount), formatBaht(due - payment.amount))}</Text>
          </Alert>
        ) : over ? (
          <Alert color="orange" variant="light" p="xs" icon={<IconAlertTriangle size={18} aria-hidden />}>
            <Text fz="sm">{texts.amountOver(formatBaht(payment.amount - due))}</Text>
          </Alert>
        ) : waiting ? (
          <Text fz="sm" c="dark.6">
            {texts.amountCheck(formatBaht(payment.amount))}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

/** A waiting payment for less than its booking still owes. */
export const isShortPayment = (payment: Payment) =>
  payment.status === 'submitted' && payment.amount < payment.bookingAmountDue;

/** The bank and reference read from the slip's QR, or the flag that the slip must be checked by eye. */
export function QrInfo({ payment }: { payment: Payment }) {
  if (!payment.slip) return null;
  const qr = payment.slip.qr;
  if (!qr) {
    return (
      <Alert
        color="yellow"
        variant="light"
        icon={<IconAlertTriangle size={20} aria-hidden />}
        data-testid="no-qr"
        styles={{ message: { color: 'var(--mantine-color-dark-7)' } }}
      >
        <Text fz="sm" fw={600}>
          {texts.noQr}
        </Text>
      </Alert>
    );
  }
  return (
    <Card withBorder radius="md" padding="md">
      <Group gap={6} mb={6}>
        <IconQrcode size={18} aria-hidden />
        <Text fz="sm" fw={600}>
          {texts.qrTitle}
        </Text>
      </Group>
      <Stack gap={4}>
        <Row label={texts.qrBank} value={qr.bankName ?? qr.bankCode} />
        <Row
          label={texts.qrReference}
          value={
            <CopyButton value={qr.reference}>
              {({ copied, copy }) => (
                <Anchor component="button" type="button" onClick={copy} ff="monospace" fz="sm" c="dark.7">
                  {qr.reference}
                  {copied ? <IconCheck size={14} aria-hidden style={{ marginLeft: 4 }} /> : null}
                </Anchor>
              )}
            </CopyButton>
          }
        />
      </Stack>
    </Card>
  );
}

/** Who booked what, where and when, with a way to the booking itself. */
export function BookingSummary({ bookingId, booking }: { bookingId: string; booking: Booking | undefined }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" mb={6} gap="xs">
        <Text fz="sm" fw={600}>
          {texts.bookingTitle}
        </Text>
        <Anchor component={Link} to={paths.admin.bookingView.href(bookingId)} fz="sm">
          {texts.openBooking}
        </Anchor>
      </Group>
      {booking ? (
        <Stack gap={4}>
          <Row
            label={texts.bookingNo}
            value={
              <Text ff="monospace" fz="sm">
                {booking.bookingNo}
              </Text>
            }
          />
          <Row
            label={texts.customer}
            value={
              <>
                <Text fz="sm">{personName(booking.user)}</Text>
                <Text fz="xs" c="dimmed">
                  {booking.user.phone}
                </Text>
              </>
            }
          />
          <Row
            label={texts.clinic}
            value={
              <>
                <Text fz="sm">{booking.clinic.name}</Text>
                <Text fz="xs" c="dimmed">
                  {booking.service.name}
                </Text>
              </>
            }
          />
          <Row
            label={texts.appointment}
            value={`${formatThaiDate(booking.appointmentDate)} ${texts.timeSuffix(booking.slotTime)}`}
          />
        </Stack>
      ) : (
        <Stack gap={8}>
          <Skeleton h={14} />
          <Skeleton h={14} />
          <Skeleton h={14} w="70%" />
        </Stack>
      )}
    </Card>
  );
}

/** Payment states that can still be refunded, once their booking is cancelled or expired. */
const REFUNDABLE = new Set<Payment['status']>(['verified', 'submitted']);
const CLOSED = new Set<Booking['status']>(['cancelled', 'expired']);

/** The booking will not happen (cancelled, or expired unpaid): a waiting slip cannot confirm it. */
export const isBookingClosed = (booking: Booking | undefined) => booking !== undefined && CLOSED.has(booking.status);

/** Money taken (or a slip waiting) for a booking that will not happen: the clinic gives it back. */
export const canRefund = (payment: Payment, booking: Booking | undefined) =>
  REFUNDABLE.has(payment.status) && isBookingClosed(booking);

/** Says why a waiting slip cannot be approved: its booking was cancelled or has expired. */
export function BookingClosedNotice({ booking }: { booking: Booking }) {
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={texts.bookingClosedTitle(BOOKING_STATUS_LABELS[booking.status])}
      data-testid="booking-closed"
      styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
    >
      <Text fz="sm">{texts.bookingClosedBody}</Text>
    </Alert>
  );
}

/** When a payment was refunded and how, as the clinic recorded it. */
export function RefundedNotice({ payment }: { payment: Payment }) {
  return (
    <Alert
      color="grape"
      variant="light"
      icon={<IconReceiptRefund size={20} aria-hidden />}
      title={payment.refundedAt ? texts.refundedTitle(formatThaiDateTime(payment.refundedAt)) : texts.refundSection}
      data-testid="refund-notice"
      styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
    >
      {payment.refundNote ? (
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {payment.refundNote}
        </Text>
      ) : null}
    </Alert>
  );
}

/**
 * Other payments whose slip looks almost the same as this one's — the same transfer re-saved or
 * rescaled to get past the exact-image check. Says nothing when there are none.
 */
export function SimilarSlipsWarning({ payment }: { payment: Payment }) {
  const similar = useSimilarSlips(payment.id, payment.slip !== null);
  if (!payment.slip) return null;
  if (similar.isError) {
    return (
      <Text fz="sm" c="dimmed">
        {texts.similarFailed}
      </Text>
    );
  }
  if (!similar.data || similar.data.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconCopy size={20} aria-hidden />}
      title={texts.similarTitle}
      data-testid="similar-slips"
    >
      <Stack gap="xs">
        <Text fz="sm">{texts.similarBody}</Text>
        <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {similar.data.map((other) => (
            <Paper component="li" key={other.paymentId} withBorder radius="sm" px="sm" py={6} bg="white">
              <Group justify="space-between" gap="xs" wrap="nowrap" align="center">
                <Anchor
                  component={Link}
                  to={paths.admin.paymentView.href(other.paymentId)}
                  ff="monospace"
                  fz="sm"
                  fw={600}
                  style={{ whiteSpace: 'nowrap' }}
                  aria-label={texts.similarOpen(other.paymentNo, other.similarity)}
                >
                  {other.paymentNo}
                </Anchor>
                <Badge color="red" variant="outline" bg="white" size="md" tt="none" style={{ flex: 'none' }}>
                  {texts.similarity(other.similarity)}
                </Badge>
              </Group>
              <Group gap={6} mt={2} wrap="wrap" align="center">
                <Text fz="xs" c="dimmed">
                  {texts.similarBooking(other.bookingNo)} · {formatBaht(other.amount)}
                </Text>
                <PaymentStatusBadge status={other.status} size="xs" />
              </Group>
            </Paper>
          ))}
        </Stack>
      </Stack>
    </Alert>
  );
}

/** What a reviewer reads before deciding: the amount against what the booking owes, the slip's QR, look-alike slips. */
export function SlipChecks({ payment }: { payment: Payment }) {
  return (
    <>
      <AmountCheck payment={payment} />
      <QrInfo payment={payment} />
      <SimilarSlipsWarning payment={payment} />
    </>
  );
}
