import type { CalendarClinic, CalendarDay, CalendarSlot } from '@jongdee/contracts';
import { formatThaiDate } from '@jongdee/contracts/thai-format';
import { Anchor, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import classes from './calendar.module.css';
import { weekdayOf } from './calendar-dates.ts';
import { slotEnd } from './calendar-labels.ts';
import { BookingChip, closedText, isWithdrawn, UsagePill } from './calendar-parts.tsx';
import { calendarTexts as texts } from './texts.ts';

/** At most this many bookings show in a week cell; the rest are a link to the day. */
const CHIPS_MAX = 3;

/** Seven days side by side, one table per clinic: each slot's use and its bookings. */
export function WeekView({
  dates,
  today,
  clinics,
  showCancelled,
  dayHref,
}: {
  dates: string[];
  today: string;
  clinics: CalendarClinic[];
  showCancelled: boolean;
  dayHref: (date: string) => string;
}) {
  return (
    <Stack gap="lg">
      {clinics.map((clinic) => (
        <ClinicWeek
          key={clinic.clinicId}
          clinic={clinic}
          dates={dates}
          today={today}
          showCancelled={showCancelled}
          dayHref={dayHref}
        />
      ))}
    </Stack>
  );
}

export function ClinicHeading({ clinic }: { clinic: CalendarClinic }) {
  return (
    <Group justify="space-between" px="md" py="sm" wrap="wrap" gap="xs">
      <Title order={2} fz="lg">
        {clinic.clinicName}
      </Title>
      <Text fz="sm" c="dimmed">
        {clinic.isActive ? texts.clinicSlots(clinic.slotMinutes, clinic.capacityPerSlot) : texts.inactiveClinic}
      </Text>
    </Group>
  );
}

function ClinicWeek({
  clinic,
  dates,
  today,
  showCancelled,
  dayHref,
}: {
  clinic: CalendarClinic;
  dates: string[];
  today: string;
  showCancelled: boolean;
  dayHref: (date: string) => string;
}) {
  const byDate = new Map(clinic.days.map((day) => [day.date, day]));
  const times = [...new Set(dates.flatMap((date) => byDate.get(date)?.slots?.map((slot) => slot.time) ?? []))].sort();
  return (
    <Card withBorder radius="lg" padding={0} data-testid="calendar-clinic" data-clinic-id={clinic.clinicId}>
      <ClinicHeading clinic={clinic} />
      <div style={{ overflowX: 'auto' }}>
        <table className={classes.table} style={{ minWidth: 680 }}>
          <thead>
            <tr>
              <th className={classes.timeCell} scope="col">
                {texts.time}
              </th>
              {dates.map((date) => {
                const day = byDate.get(date);
                return (
                  <th key={date} scope="col" className={date === today ? classes.todayColumn : undefined}>
                    <Anchor component={Link} to={dayHref(date)} className={classes.headLink} fz="sm" fw={600}>
                      <span aria-hidden>
                        {texts.weekdaysShort[weekdayOf(date)]} {Number(date.slice(8, 10))}
                      </span>
                      <VisuallyHidden>{texts.openDay(formatThaiDate(date, 'long'))}</VisuallyHidden>
                    </Anchor>
                    <div>
                      {day && !(day.closedReason && day.used === 0) ? (
                        <UsagePill used={day.used} capacity={day.capacity} />
                      ) : (
                        <Text fz="xs" c="dimmed" span>
                          {texts.closed}
                        </Text>
                      )}
                    </div>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {times.length === 0 ? (
              <tr>
                <th className={classes.timeCell} scope="row" />
                {dates.map((date) => (
                  <ClosedCell key={date} day={byDate.get(date)} />
                ))}
              </tr>
            ) : (
              times.map((time, row) => (
                <tr key={time}>
                  <th className={classes.timeCell} scope="row">
                    {time}
                    <Text fz={10} c="dimmed" span display="block">
                      {slotEnd(time, clinic.slotMinutes)}
                    </Text>
                  </th>
                  {dates.map((date) => {
                    const day = byDate.get(date);
                    // A day closed with nothing booked is one tall cell that says why.
                    if (day?.closedReason && (day.slots ?? []).length === 0) {
                      return row === 0 ? <ClosedCell key={date} day={day} rowSpan={times.length} /> : null;
                    }
                    const slot = day?.slots?.find((candidate) => candidate.time === time);
                    return (
                      <SlotCell
                        key={date}
                        date={date}
                        slot={slot}
                        closed={Boolean(day?.closedReason)}
                        today={date === today}
                        showCancelled={showCancelled}
                        moreHref={dayHref(date)}
                      />
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

function ClosedCell({ day, rowSpan }: { day: CalendarDay | undefined; rowSpan?: number }) {
  return (
    <td className={classes.closed} rowSpan={rowSpan} data-testid="calendar-closed">
      {day?.closedReason ? (
        <Text fz="xs" c="gray.7" fw={500}>
          {texts.closedDay}
          <Text fz="xs" c="gray.7" span display="block">
            {closedText(day.closedReason, day.closedNote)}
          </Text>
        </Text>
      ) : null}
    </td>
  );
}

function SlotCell({
  date,
  slot,
  closed,
  today,
  showCancelled,
  moreHref,
}: {
  date: string;
  slot: CalendarSlot | undefined;
  closed: boolean;
  today: boolean;
  showCancelled: boolean;
  moreHref: string;
}) {
  if (!slot) return <td className={closed ? classes.closed : undefined} />;
  const bookings = slot.bookings.filter((booking) => showCancelled || !isWithdrawn(booking.status));
  const hidden = bookings.length - CHIPS_MAX;
  return (
    <td
      className={closed || !slot.offered ? classes.closed : today ? classes.todayColumn : undefined}
      data-testid="calendar-slot"
      data-date={date}
      data-time={slot.time}
    >
      <Stack gap={3}>
        <UsagePill used={slot.used} capacity={slot.capacity} />
        {bookings.slice(0, CHIPS_MAX).map((booking) => (
          <BookingChip key={booking.id} booking={booking} />
        ))}
        {hidden > 0 ? (
          <Anchor component={Link} to={moreHref} fz="xs">
            {texts.moreBookings(hidden)}
          </Anchor>
        ) : null}
      </Stack>
    </td>
  );
}
