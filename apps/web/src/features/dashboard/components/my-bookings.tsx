import '@mantine/core/styles/Pagination.layer.css';
import type { BookingListItem } from '@jongdee/contracts';
import { BOOKING_PERIODS, BOOKING_STATUS_LABELS } from '@jongdee/contracts/labels';
import { formatBaht, formatThaiDate } from '@jongdee/contracts/thai-format';
import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCalendarEvent,
  IconCertificate,
  IconChevronRight,
  IconCreditCard,
  IconFilterOff,
  IconListDetails,
  IconUpload,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { BookingStatusBadge } from '../../../components/booking-status-badge.tsx';
import { Pages } from '../../../components/pages.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { Segments } from '../../../components/segments.tsx';
import { paths } from '../../../paths.ts';
import { useMyBookings } from '../api/get-my-bookings.ts';
import type { MyBookingsState } from '../my-bookings-state.ts';
import { type NextStep, nextStep, showsAmountDue } from '../next-step.ts';
import { myBookingsTexts as texts } from '../texts.ts';

const STEP_ICONS: Record<NextStep, typeof IconCreditCard> = {
  pay: IconCreditCard,
  resendSlip: IconUpload,
  addExaminees: IconUserPlus,
  certificates: IconCertificate,
  details: IconListDetails,
};

/**
 * My bookings under the counts: one period at a time (upcoming, past, cancelled or expired), or one
 * status when a count card was chosen; `state` comes from the URL and `onChange` writes it there.
 */
export function MyBookings({
  state,
  onChange,
}: {
  state: MyBookingsState;
  onChange: (next: Partial<MyBookingsState>) => void;
}) {
  const headingId = useId();
  const bookings = useMyBookings(state);

  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="xl" id={headingId}>
        {texts.title}
      </Title>
      {state.status ? (
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={600} data-testid="my-bookings-filter">
            {texts.filteredBy(BOOKING_STATUS_LABELS[state.status])}
          </Text>
          <Button
            component={Link}
            to={paths.home.href()}
            variant="default"
            size="sm"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            style={{ flex: 'none' }}
          >
            {texts.clearFilter}
          </Button>
        </Group>
      ) : (
        <Segments
          label={texts.periodsLabel}
          value={state.period}
          onChange={(period) => onChange({ period, page: 1 })}
          data={BOOKING_PERIODS.map((period) => ({ value: period, label: texts.periods[period] }))}
        />
      )}

      {bookings.isPending ? (
        <MyBookingsSkeleton />
      ) : bookings.isError ? (
        <RetryAlert inline message={texts.loadFailed} retryLabel={texts.retry} onRetry={() => bookings.refetch()} />
      ) : bookings.data.items.length === 0 ? (
        <MyBookingsEmpty state={state} />
      ) : (
        <>
          <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {bookings.data.items.map((booking) => (
              <li key={booking.id}>
                <BookingCard booking={booking} />
              </li>
            ))}
          </Stack>
          {bookings.data.pagination.totalPages > 1 ? (
            <Group justify="center">
              <Pages
                total={bookings.data.pagination.totalPages}
                value={state.page}
                onChange={(page) => onChange({ page })}
              />
            </Group>
          ) : null}
        </>
      )}
    </Stack>
  );
}

function BookingCard({ booking }: { booking: BookingListItem }) {
  const { step, href } = nextStep(booking);
  const StepIcon = STEP_ICONS[step];
  const primary = step !== 'details';
  return (
    <Card withBorder radius="lg" padding="md" data-testid="my-booking">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Anchor
          component={Link}
          to={paths.bookingDetail.href(booking.id)}
          fw={700}
          c="dark"
          style={{ fontVariantNumeric: 'tabular-nums' }}
          aria-label={texts.bookingNo(booking.bookingNo)}
        >
          <Group gap={2} wrap="nowrap" component="span">
            {booking.bookingNo}
            <IconChevronRight size={16} aria-hidden />
          </Group>
        </Anchor>
        <BookingStatusBadge size="lg" status={booking.status} />
      </Group>
      <Text fw={600} mt={6} lh={1.45}>
        {booking.clinic.name}
      </Text>
      <Text fz="sm" c="gray.7" lh={1.45}>
        {booking.service.name}
      </Text>
      <Stack gap={4} mt="xs">
        <Group gap={6} wrap="nowrap">
          <IconCalendarEvent size={16} aria-hidden />
          <Text fz="sm" fw={500}>
            {texts.when(formatThaiDate(booking.appointmentDate), booking.slotTime)}
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconUsers size={16} aria-hidden />
          <Text fz="sm">{texts.people(booking.examineesFilled, booking.examineeCount)}</Text>
        </Group>
        <Group gap="md" style={{ rowGap: 0 }}>
          <Text fz="sm">
            {texts.total}{' '}
            <Text span fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatBaht(booking.totalAmount)}
            </Text>
          </Text>
          {showsAmountDue(booking) ? (
            <Text fz="sm" c="red" data-testid="amount-due">
              {texts.amountDue}{' '}
              <Text span fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatBaht(booking.amountDue)}
              </Text>
            </Text>
          ) : null}
        </Group>
      </Stack>
      {step === 'resendSlip' ? (
        <Alert
          mt="sm"
          py="xs"
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={texts.slipRejected}
        >
          {booking.rejectedSlipReason ? <Text fz="sm">{booking.rejectedSlipReason}</Text> : null}
        </Alert>
      ) : null}
      <Button
        component={Link}
        to={href}
        mt="sm"
        variant={primary ? 'filled' : 'default'}
        leftSection={<StepIcon size={18} aria-hidden />}
        w={{ base: '100%', xs: 'auto' }}
        aria-label={texts.nextLabel(texts.next[step], booking.bookingNo)}
      >
        {texts.next[step]}
      </Button>
    </Card>
  );
}

function MyBookingsEmpty({ state }: { state: MyBookingsState }) {
  const empty = state.status ? texts.empty.status(BOOKING_STATUS_LABELS[state.status]) : texts.empty[state.period];
  return (
    <Card withBorder radius="lg" padding="xl">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconCalendarEvent size={30} />
        </ThemeIcon>
        <Text fw={600} mt="xs">
          {empty.title}
        </Text>
        <Text fz="sm" c="dimmed" maw={360}>
          {empty.body}
        </Text>
        <Button component={Link} to={paths.booking.href()} mt="xs">
          {texts.book}
        </Button>
      </Stack>
    </Card>
  );
}

function MyBookingsSkeleton() {
  return (
    <Stack gap="sm" aria-hidden>
      {[0, 1].map((row) => (
        <Card key={row} withBorder radius="lg" padding="md">
          <Group justify="space-between">
            <Skeleton height={16} width="40%" />
            <Skeleton height={20} width={90} radius="xl" />
          </Group>
          <Skeleton height={14} width="70%" mt="md" />
          <Skeleton height={12} width="50%" mt="xs" />
          <Skeleton height={36} width={140} mt="md" />
        </Card>
      ))}
    </Stack>
  );
}
