import type { CalendarClinic } from '@jongdee/contracts';
import { Card, Group, Stack, Text } from '@mantine/core';
import classes from './calendar.module.css';
import { slotEnd } from './calendar-labels.ts';
import { BookingCard, closedText, isWithdrawn, UsageBar } from './calendar-parts.tsx';
import { calendarTexts as texts } from './texts.ts';
import { ClinicHeading } from './week-view.tsx';

/** One day, one table per clinic: every slot with its use and its bookings in full. */
export function DayView({
  date,
  clinics,
  showCancelled,
}: {
  date: string;
  clinics: CalendarClinic[];
  showCancelled: boolean;
}) {
  return (
    <Stack gap="lg">
      {clinics.map((clinic) => {
        const day = clinic.days.find((candidate) => candidate.date === date);
        const slots = day?.slots ?? [];
        return (
          <Card
            key={clinic.clinicId}
            withBorder
            radius="lg"
            padding={0}
            data-testid="calendar-clinic"
            data-clinic-id={clinic.clinicId}
          >
            <ClinicHeading clinic={clinic} />
            {day?.closedReason ? (
              <Group className={classes.closed} px="md" py="sm" gap="xs" data-testid="calendar-closed">
                <Text fw={600} fz="sm">
                  {texts.closedDay}
                </Text>
                <Text fz="sm" c="gray.7">
                  {closedText(day.closedReason, day.closedNote)}
                </Text>
              </Group>
            ) : null}
            {day && slots.length > 0 ? (
              <div style={{ overflowX: 'auto' }}>
                <table className={`${classes.table} ${classes.dayTable}`} style={{ minWidth: 560 }}>
                  <thead>
                    <tr>
                      <th scope="col" style={{ width: 120 }}>
                        {texts.time}
                      </th>
                      <th scope="col" style={{ width: 150 }}>
                        {texts.seats}
                      </th>
                      <th scope="col">{texts.bookingsColumn}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {slots.map((slot) => {
                      const bookings = slot.bookings.filter((booking) => showCancelled || !isWithdrawn(booking.status));
                      return (
                        <tr
                          key={slot.time}
                          data-testid="calendar-slot"
                          data-time={slot.time}
                          className={slot.offered && !day.closedReason ? undefined : classes.closed}
                        >
                          <th scope="row" style={{ fontWeight: 600 }}>
                            <Text fz="sm" fw={600}>
                              {texts.timeRange(slot.time, slotEnd(slot.time, clinic.slotMinutes))}
                            </Text>
                            {slot.offered ? null : (
                              <Text fz="xs" c="gray.7">
                                {texts.notOffered}
                              </Text>
                            )}
                          </th>
                          <td>
                            <Group gap={6} wrap="nowrap">
                              <UsageBar used={slot.used} capacity={slot.capacity} />
                              <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                                {texts.usage(slot.used, slot.capacity)}
                              </Text>
                            </Group>
                          </td>
                          <td>
                            {bookings.length === 0 ? (
                              <Text fz="sm" c="dimmed">
                                {texts.noBookingsInSlot}
                              </Text>
                            ) : (
                              <Group gap="xs" align="stretch">
                                {bookings.map((booking) => (
                                  <BookingCard key={booking.id} booking={booking} />
                                ))}
                              </Group>
                            )}
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            ) : day && !day.closedReason ? (
              <Text px="md" pb="md" c="dimmed">
                {texts.noSlots}
              </Text>
            ) : null}
          </Card>
        );
      })}
    </Stack>
  );
}
