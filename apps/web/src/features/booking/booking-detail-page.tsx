import type { Booking } from '@jongdee/contracts';
import { CERTIFICATE_TYPE_LABELS } from '@jongdee/contracts';
import { clinicAddressLine, formatBaht, formatThaiDate, formatThaiDateTime } from '@jongdee/contracts/thai-format';
import { Anchor, Button, Card, Center, Divider, Grid, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCalendarTime,
  IconCertificate,
  IconClock,
  IconCreditCard,
  IconFileSearch,
  IconMapPin,
  IconPencil,
  IconPhone,
  IconReceipt2,
  IconX,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { useBooking } from '../../api/get-booking.ts';
import { BookingStatusBadge } from '../../components/booking-status-badge.tsx';
import { Fact } from '../../components/fact.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { Panel } from '../../components/panel.tsx';
import { RetryAlert } from '../../components/retry-alert.tsx';
import { Row } from '../../components/row.tsx';
import { paths } from '../../paths.ts';
import { CancelBookingModal, EditBookingModal, RescheduleModal } from './components/booking-action-modals.tsx';
import { BookingReceipts } from './components/booking-receipts.tsx';
import { BookingTimeline } from './components/booking-timeline.tsx';
import { CheckInPass } from './components/check-in-pass.tsx';
import { ExamineesSection } from './components/examinees-section.tsx';
import { awaitsNewSlip, RejectedSlipNotice } from './components/rejected-slip-notice.tsx';
import { bookingTexts as texts } from './texts.ts';

/**
 * What other features show inside the booking, each given what to show when it has nothing: its
 * payments and its certificates (put in by routes/booking-detail-route.tsx).
 */
type BookingParts = {
  payments: (booking: Booking, empty: ReactNode) => ReactNode;
  certificates: (booking: Booking, empty: ReactNode) => ReactNode;
};

export function BookingDetailPage(parts: BookingParts) {
  const { id = '' } = useParams();
  const booking = useBooking(id);
  if (booking.isPending) return <PageLoader label={texts.loading} />;
  if (booking.isError) {
    const error = booking.error;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <BookingNotFound />;
    return <RetryAlert title={texts.loadFailed} retryLabel={texts.retry} onRetry={() => booking.refetch()} />;
  }
  return <BookingDetail booking={booking.data} parts={parts} />;
}

function BookingNotFound() {
  return (
    <Center mih="50vh">
      <Stack align="center" gap="sm" ta="center" maw={420}>
        <ThemeIcon size={64} radius="xl" variant="light" color="gray">
          <IconFileSearch size={34} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz={24}>
          {texts.notFoundTitle}
        </Title>
        <Text c="dimmed">{texts.notFoundBody}</Text>
        <Group>
          <Button component={Link} to={paths.home.href()}>
            {texts.backHome}
          </Button>
          <Button component={Link} to={paths.booking.href()} variant="default">
            {texts.bookAgain}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}

type Dialog = 'reschedule' | 'edit' | 'cancel' | null;

function BookingDetail({ booking, parts }: { booking: Booking; parts: BookingParts }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const actions = booking.allowedActions;
  const hasActions = actions.reschedule || actions.edit || actions.cancel;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Text fz="sm" c="dimmed">
            {texts.detailTitle}
          </Text>
          <Title order={1} fz={{ base: 24, sm: 28 }} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {booking.bookingNo}
          </Title>
          <Text fz="sm" c="dimmed">
            {texts.createdAt} {formatThaiDateTime(booking.createdAt)}
          </Text>
        </div>
        <BookingStatusBadge status={booking.status} size="xl" />
      </Group>

      <RejectedSlipNotice booking={booking} />

      {actions.pay && !awaitsNewSlip(booking) ? (
        <Card
          radius="lg"
          padding="lg"
          bg="orange.0"
          withBorder
          style={{ borderColor: 'var(--mantine-color-orange-3)' }}
        >
          <Group justify="space-between" gap="md">
            <div>
              <Text fw={600}>{texts.paymentDue}</Text>
              <Text fz="xl" fw={700} c="orange">
                {formatThaiDateTime(booking.paymentDueAt)}
              </Text>
              <Text fz="sm">
                {/* What is still owed: after a part payment, the rest (decision 014). */}
                {texts.amountDue} <b>{formatBaht(booking.amountDue)}</b>
              </Text>
            </div>
            <Button
              component={Link}
              to={paths.payment.href(booking.id)}
              size="lg"
              leftSection={<IconCreditCard size={22} aria-hidden />}
              w={{ base: '100%', xs: 'auto' }}
            >
              {texts.pay}
            </Button>
          </Group>
        </Card>
      ) : null}

      <CheckInPass booking={booking} />

      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Panel icon={<IconCalendarEvent size={20} aria-hidden />} title={texts.appointment}>
              <Stack gap="sm">
                <Group gap="lg">
                  <Fact icon={<IconCalendarTime size={18} aria-hidden />} label={texts.date}>
                    {formatThaiDate(booking.appointmentDate, 'long')}
                  </Fact>
                  <Fact icon={<IconClock size={18} aria-hidden />} label={texts.time}>
                    {texts.timeValue(booking.slotTime)}
                  </Fact>
                </Group>
                <Divider />
                <div>
                  <Text fw={600}>{booking.clinic.name}</Text>
                  <Group gap={6} wrap="nowrap" align="flex-start" c="dimmed">
                    <IconMapPin size={16} aria-hidden style={{ flex: 'none', marginTop: 4 }} />
                    <Text fz="sm">{clinicAddressLine(booking.clinic.address, booking.clinic.province)}</Text>
                  </Group>
                  <Group gap={6} c="dimmed">
                    <IconPhone size={16} aria-hidden />
                    <Anchor href={`tel:${booking.clinic.phone}`} fz="sm">
                      {booking.clinic.phone}
                    </Anchor>
                  </Group>
                </div>
                {booking.clinic.mapUrl ? (
                  <Group>
                    <Button
                      component="a"
                      href={booking.clinic.mapUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      variant="light"
                      leftSection={<IconMapPin size={18} aria-hidden />}
                      w={{ base: '100%', xs: 'auto' }}
                    >
                      {texts.openMap}
                    </Button>
                  </Group>
                ) : null}
              </Stack>
            </Panel>

            <Panel icon={<IconReceipt2 size={20} aria-hidden />} title={texts.serviceAndPrice}>
              <Stack gap={6}>
                <Text fw={600}>{booking.service.name}</Text>
                <Text fz="sm" c="dimmed">
                  {CERTIFICATE_TYPE_LABELS[booking.service.certificateType]}
                </Text>
                <Divider my={4} />
                <Row label={texts.unitPrice} value={formatBaht(booking.unitPrice)} strong />
                <Row label={texts.examineeCountShort} value={texts.people(booking.examineeCount)} strong />
                <Group justify="space-between" align="baseline">
                  <Text fw={600}>{texts.total}</Text>
                  <Text fw={700} fz={24} c="jade.8" data-testid="booking-total">
                    {formatBaht(booking.totalAmount)}
                  </Text>
                </Group>
              </Stack>
            </Panel>

            <ExamineesSection booking={booking} />

            <Panel icon={<IconCreditCard size={20} aria-hidden />} title={texts.payments}>
              {parts.payments(
                booking,
                <Stack gap={4}>
                  <Text fz="sm" fw={600}>
                    {texts.paymentsEmpty}
                  </Text>
                  <Text fz="sm" c="dimmed">
                    {actions.pay ? texts.paymentsEmptyPay : texts.paymentsEmptyNoPay}
                  </Text>
                </Stack>,
              )}
            </Panel>
            <Panel icon={<IconCertificate size={20} aria-hidden />} title={texts.certificates}>
              {parts.certificates(
                booking,
                <Text fz="sm" c="dimmed">
                  {texts.certificatesEmpty}
                </Text>,
              )}
            </Panel>
            <BookingReceipts booking={booking} />
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <Panel title={texts.timeline}>
              <BookingTimeline booking={booking} />
            </Panel>
            <Panel title={texts.actions}>
              {hasActions ? (
                <Stack gap="sm">
                  {actions.reschedule ? (
                    <Button
                      variant="light"
                      leftSection={<IconCalendarTime size={18} aria-hidden />}
                      onClick={() => setDialog('reschedule')}
                    >
                      {texts.reschedule}
                    </Button>
                  ) : null}
                  {actions.edit ? (
                    <Button
                      variant="default"
                      leftSection={<IconPencil size={18} aria-hidden />}
                      onClick={() => setDialog('edit')}
                    >
                      {texts.edit}
                    </Button>
                  ) : null}
                  {actions.cancel ? (
                    <Button
                      variant="outline"
                      color="red"
                      leftSection={<IconX size={18} aria-hidden />}
                      onClick={() => setDialog('cancel')}
                    >
                      {texts.cancelBooking}
                    </Button>
                  ) : null}
                </Stack>
              ) : (
                <Text fz="sm" c="dimmed">
                  {texts.noActions}
                </Text>
              )}
            </Panel>
            <Panel title={texts.contact}>
              <Stack gap={4}>
                <Text fw={500}>{booking.contactName}</Text>
                <Anchor href={`tel:${booking.contactPhone}`} fz="sm">
                  {booking.contactPhone}
                </Anchor>
                {booking.note ? (
                  <Text fz="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                    {texts.note}: {booking.note}
                  </Text>
                ) : null}
              </Stack>
            </Panel>
          </Stack>
        </Grid.Col>
      </Grid>

      <RescheduleModal booking={booking} opened={dialog === 'reschedule'} onClose={close} />
      <EditBookingModal booking={booking} opened={dialog === 'edit'} onClose={close} />
      <CancelBookingModal booking={booking} opened={dialog === 'cancel'} onClose={close} />
    </Stack>
  );
}
