import type { BookingStatus, CalendarClinic, CalendarDay, CalendarStatusCounts } from '@jongdee/contracts';
import { formatThaiDate } from '@jongdee/contracts/thai-format';
import { Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import classes from './calendar.module.css';
import { datesBetween } from './calendar-dates.ts';
import { closedText, countBookings, StatusCountDots, UsageBar } from './calendar-parts.tsx';
import { calendarTexts as texts } from './texts.ts';

/** Beyond this many clinics a day shows the clinics' total rather than a line each. */
const CLINIC_LINES_MAX = 3;

function mergeCounts(days: CalendarDay[]): CalendarStatusCounts {
  const merged: CalendarStatusCounts = {};
  for (const day of days) {
    for (const [status, count] of Object.entries(day.byStatus) as [BookingStatus, number][]) {
      merged[status] = (merged[status] ?? 0) + count;
    }
  }
  return merged;
}

/**
 * The month as whole weeks, Sunday first. Each day shows how full each clinic is (or all of them
 * together) and its bookings by status; the whole day opens the day view.
 */
export function MonthView({
  month,
  from,
  to,
  today,
  clinics,
  showCancelled,
  dayHref,
}: {
  /** Any date of the month shown. */
  month: string;
  from: string;
  to: string;
  today: string;
  clinics: CalendarClinic[];
  showCancelled: boolean;
  dayHref: (date: string) => string;
}) {
  const dayMaps = clinics.map((clinic) => new Map(clinic.days.map((day) => [day.date, day])));
  return (
    <div className={classes.monthGrid} data-testid="calendar-month">
      {texts.weekdaysShort.map((name, index) => (
        <div key={name} className={classes.monthHead} role="presentation">
          <span aria-hidden>{name}</span>
          <VisuallyHidden>{texts.weekdaysLong[index]}</VisuallyHidden>
        </div>
      ))}
      {datesBetween(from, to).map((date) => {
        const days = dayMaps.map((map) => map.get(date));
        const outside = date.slice(0, 7) !== month.slice(0, 7);
        // Closed everywhere shown, with nobody booked: the whole day is visibly shut.
        const shut = days.length > 0 && days.every((day) => day?.closedReason && day.used === 0);
        return (
          <Link
            key={date}
            to={dayHref(date)}
            className={`${classes.monthCell} ${shut ? classes.closed : outside ? classes.outside : ''}`}
            data-date={date}
            data-testid="calendar-day"
          >
            <VisuallyHidden>{texts.openDay(formatThaiDate(date, 'long'))}</VisuallyHidden>
            <span className={classes.dayNumber} aria-hidden>
              <span className={date === today ? classes.today : undefined}>{Number(date.slice(8, 10))}</span>
            </span>
            <DaySummary clinics={clinics} days={days} showCancelled={showCancelled} />
          </Link>
        );
      })}
    </div>
  );
}

function DaySummary({
  clinics,
  days,
  showCancelled,
}: {
  clinics: CalendarClinic[];
  days: (CalendarDay | undefined)[];
  showCancelled: boolean;
}) {
  const known = days.filter((day): day is CalendarDay => day !== undefined);
  if (known.length === 0) return null;
  const counts = mergeCounts(known);
  const total = countBookings(counts, showCancelled);
  const bookingsLine =
    total > 0 ? (
      <Group gap={6} wrap="wrap" mt="auto">
        <Text fz="xs" fw={600}>
          {texts.bookings(total)}
        </Text>
        <StatusCountDots counts={counts} showCancelled={showCancelled} />
      </Group>
    ) : null;

  if (clinics.length <= CLINIC_LINES_MAX) {
    return (
      <>
        <Stack gap={4}>
          {clinics.map((clinic, index) => {
            const day = days[index];
            if (!day) return null;
            return <ClinicLine key={clinic.clinicId} name={clinics.length > 1 ? clinic.clinicName : null} day={day} />;
          })}
        </Stack>
        {bookingsLine}
      </>
    );
  }
  const open = known.filter((day) => !day.closedReason);
  const used = known.reduce((sum, day) => sum + day.used, 0);
  const capacity = known.reduce((sum, day) => sum + day.capacity, 0);
  return (
    <>
      {open.length === 0 && used === 0 ? (
        <Text fz="xs" c="dimmed">
          {texts.closedDay}
        </Text>
      ) : (
        <Group gap={4} wrap="nowrap">
          <UsageBar used={used} capacity={capacity} />
          <Text fz="xs" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {texts.usage(used, capacity)}
          </Text>
        </Group>
      )}
      {bookingsLine}
    </>
  );
}

function ClinicLine({ name, day }: { name: string | null; day: CalendarDay }) {
  return (
    <Stack gap={0}>
      {name ? (
        <Text fz={11} c="dimmed" truncate="end" lh={1.4}>
          {name}
        </Text>
      ) : null}
      {day.closedReason && day.used === 0 ? (
        <Text fz="xs" c="dimmed" lineClamp={2} lh={1.4}>
          {closedText(day.closedReason, day.closedNote)}
        </Text>
      ) : (
        <Group gap={4} wrap="nowrap">
          <UsageBar used={day.used} capacity={day.capacity} />
          <Text fz="xs" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {texts.usage(day.used, day.capacity)}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
