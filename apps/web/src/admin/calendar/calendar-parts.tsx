import {
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  type BookingStatus,
  CALENDAR_CLOSED_REASON_LABELS,
  type CalendarBooking,
  type CalendarClosedReason,
  type CalendarStatusCounts,
} from '@jongdee/contracts';
import { Group, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { BOOKING_STATUS_LOOK } from '../../components/booking-status-badge.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { paths } from '../../paths.ts';
import classes from './calendar.module.css';
import { FULLNESS_COLOR, type Fullness, fullnessOf, usedPercent } from './slot-fullness.ts';
import { calendarTexts as texts } from './texts.ts';

/** Cancelled and expired bookings hold no places: shown only when asked for, struck through. */
export const isWithdrawn = (status: BookingStatus) => status === 'cancelled' || status === 'expired';

const tint = (color: string, shade: number) => `var(--mantine-color-${color}-${shade})`;

/** A thin bar of the share taken, in the colour of how full it is; the numbers sit beside it. */
export function UsageBar({ used, capacity }: { used: number; capacity: number }) {
  const color = FULLNESS_COLOR[fullnessOf(used, capacity)];
  return (
    <span className={classes.bar} aria-hidden>
      <span
        className={classes.barFill}
        style={{ width: `${usedPercent(used, capacity)}%`, background: tint(color, 6) }}
      />
    </span>
  );
}

/** `3/10` on a tint of its fullness colour. */
export function UsagePill({ used, capacity }: { used: number; capacity: number }) {
  const fullness = fullnessOf(used, capacity);
  const color = FULLNESS_COLOR[fullness];
  return (
    <span
      className={classes.usage}
      style={{ background: tint(color, fullness === 'empty' || fullness === 'closed' ? 0 : 1) }}
      title={texts.usageLong(used, capacity)}
    >
      <span className={classes.swatch} style={{ width: 8, height: 8, background: tint(color, 6) }} aria-hidden />
      {texts.usage(used, capacity)}
    </span>
  );
}

const chipStyle = (status: BookingStatus) => {
  const color = BOOKING_STATUS_LOOK[status].color;
  return { background: tint(color, 0), borderLeftColor: tint(color, 6) };
};

/** One booking in a week cell: the customer and how many, coloured by status; opens the booking. */
export function BookingChip({ booking }: { booking: CalendarBooking }) {
  return (
    <Link
      to={paths.admin.bookingView.href(booking.id)}
      className={`${classes.chip} ${isWithdrawn(booking.status) ? classes.cancelled : ''}`}
      style={chipStyle(booking.status)}
      title={`${booking.bookingNo} · ${booking.customerName} · ${texts.people(booking.examineeCount)} · ${BOOKING_STATUS_LABELS[booking.status]}`}
      data-testid="calendar-booking"
    >
      {/* The name is what fits; the number and status are read out too (the link's name is its text). */}
      <VisuallyHidden>{booking.bookingNo} </VisuallyHidden>
      {booking.customerName} · {booking.examineeCount}
      <VisuallyHidden>{texts.chipSuffix(BOOKING_STATUS_LABELS[booking.status])}</VisuallyHidden>
    </Link>
  );
}

/** One booking in the day view: number, customer, examinees and status. */
export function BookingCard({ booking }: { booking: CalendarBooking }) {
  return (
    <Link
      to={paths.admin.bookingView.href(booking.id)}
      className={classes.card}
      style={chipStyle(booking.status)}
      data-testid="calendar-booking"
    >
      <Group justify="space-between" gap={6} wrap="nowrap">
        <Text
          fz="sm"
          fw={600}
          ff="monospace"
          className={isWithdrawn(booking.status) ? classes.cancelled : undefined}
          style={{ whiteSpace: 'nowrap' }}
        >
          {booking.bookingNo}
        </Text>
        <Text fz="xs" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {texts.people(booking.examineeCount)}
        </Text>
      </Group>
      <Text fz="sm" lineClamp={1}>
        {booking.customerName}
      </Text>
      <StatusBadge
        color={BOOKING_STATUS_LOOK[booking.status].color}
        label={BOOKING_STATUS_LABELS[booking.status]}
        size="sm"
        mt={4}
      />
    </Link>
  );
}

/** `วันหยุดคลินิก: reason`, or the reason's label alone. */
export function closedText(reason: CalendarClosedReason, note: string | null): string {
  const label = CALENDAR_CLOSED_REASON_LABELS[reason];
  return note ? `${label}: ${note}` : label;
}

/** Counts per status as coloured dots: `● 3 ● 1`, each with its Thai label for screen readers. */
export function StatusCountDots({ counts, showCancelled }: { counts: CalendarStatusCounts; showCancelled: boolean }) {
  const shown = BOOKING_STATUSES.filter(
    (status) => (counts[status] ?? 0) > 0 && (showCancelled || !isWithdrawn(status)),
  );
  if (shown.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap">
      {shown.map((status) => (
        <Group key={status} gap={3} wrap="nowrap" title={BOOKING_STATUS_LABELS[status]}>
          <span
            className={classes.swatch}
            style={{ width: 8, height: 8, borderRadius: 4, background: tint(BOOKING_STATUS_LOOK[status].color, 6) }}
            aria-hidden
          />
          <Text fz="xs" span>
            <VisuallyHidden>{BOOKING_STATUS_LABELS[status]} </VisuallyHidden>
            {counts[status]}
          </Text>
        </Group>
      ))}
    </Group>
  );
}

export function countBookings(counts: CalendarStatusCounts, showCancelled: boolean): number {
  return BOOKING_STATUSES.reduce(
    (total, status) => total + (showCancelled || !isWithdrawn(status) ? (counts[status] ?? 0) : 0),
    0,
  );
}

const LEGEND_FULLNESS: Fullness[] = ['empty', 'open', 'busy', 'almost', 'full'];
const LEGEND_STATUSES: BookingStatus[] = ['pending_payment', 'payment_review', 'confirmed', 'completed'];

/** What the colours mean: how full a slot is, and each booking status. */
export function CalendarLegend({ showCancelled }: { showCancelled: boolean }) {
  const statuses = showCancelled ? [...LEGEND_STATUSES, 'cancelled' as const, 'expired' as const] : LEGEND_STATUSES;
  return (
    <Group gap="lg" wrap="wrap" aria-label={texts.legendTitle} role="group">
      <Group gap={10} wrap="wrap">
        {LEGEND_FULLNESS.map((fullness) => (
          <Group key={fullness} gap={4} wrap="nowrap">
            <span
              className={classes.swatch}
              style={{ background: tint(FULLNESS_COLOR[fullness], fullness === 'empty' ? 3 : 6) }}
              aria-hidden
            />
            <Text fz="xs">{texts.fullness[fullness]}</Text>
          </Group>
        ))}
        <Text fz="xs" c="dimmed">
          {texts.legendUsage}
        </Text>
      </Group>
      <Group gap={10} wrap="wrap">
        {statuses.map((status) => (
          <Group key={status} gap={4} wrap="nowrap">
            <span
              className={classes.swatch}
              style={{
                width: 16,
                background: tint(BOOKING_STATUS_LOOK[status].color, 1),
                borderLeft: `4px solid ${tint(BOOKING_STATUS_LOOK[status].color, 6)}`,
              }}
              aria-hidden
            />
            <Text fz="xs">{BOOKING_STATUS_LABELS[status]}</Text>
          </Group>
        ))}
      </Group>
    </Group>
  );
}
