import type { AvailabilityMonth, Slot } from '@jongdee/contracts';
import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCalendarOff, IconClockHour4 } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { ThaiDatePicker } from '../../../components/thai-date-picker.tsx';
import { thaiDayLabel } from '../../../components/thai-dates.tsx';
import { useAvailability } from '../api/get-availability.ts';
import { useAvailabilityMonth } from '../api/get-availability-month.ts';
import { addMonths, bangkokToday, monthOf } from '../booking-math.ts';
import { bookingTexts as texts } from '../texts.ts';
import classes from './appointment-picker.module.css';

type DayState = AvailabilityMonth['days'][number]['state'];

export type AppointmentPickerProps = {
  clinicId: string;
  serviceId: string;
  date: string | null;
  slotTime: string | null;
  examineeCount: number;
  onDateChange: (date: string) => void;
  onSlotChange: (time: string | null) => void;
  /** Pick the first open day, then the first slot with room, when nothing is chosen yet. */
  autoSelect?: boolean;
  /** Outlines the slots and says why (a slot that filled up meanwhile, a missing choice). */
  slotAlert?: string | null;
  dateError?: string | null;
  /** The slot of the booking being moved (`YYYY-MM-DD HH:mm`): it is where the booking already is, so not offered. */
  currentSlot?: string | null;
};

const MONTHS_AHEAD = 3;

/** A slot can take the booking: open, with room for every examinee, and not where the booking already is. */
export function isBookable(slot: Slot, examineeCount: number, isCurrent = false): boolean {
  return slot.state === 'open' && slot.remaining >= examineeCount && !isCurrent;
}

/** Calendar of open days (from the month endpoint) and the day's slots with the seats left. */
export function AppointmentPicker(props: AppointmentPickerProps) {
  const { clinicId, serviceId, date, slotTime, examineeCount, autoSelect, slotAlert, dateError, currentSlot } = props;
  const { onDateChange, onSlotChange } = props;
  const today = bangkokToday();
  const [month, setMonth] = useState(() => monthOf(date ?? today));
  const [autoAdvanced, setAutoAdvanced] = useState(0);
  const monthQuery = useAvailabilityMonth(clinicId, serviceId, month);
  const dayQuery = useAvailability(clinicId, serviceId, date);
  const states = new Map<string, DayState>((monthQuery.data?.days ?? []).map((day) => [day.date, day.state]));

  // Defaults: the first open day (looking a few months ahead if this one is full), then the first slot with room.
  useEffect(() => {
    if (!autoSelect || date || !monthQuery.data || monthQuery.isPlaceholderData) return;
    const firstOpen = monthQuery.data.days.find((day) => day.state === 'open');
    if (firstOpen) onDateChange(firstOpen.date);
    else if (autoAdvanced < MONTHS_AHEAD) {
      setAutoAdvanced((count) => count + 1);
      setMonth((current) => addMonths(current, 1));
    }
  }, [autoSelect, date, monthQuery.data, monthQuery.isPlaceholderData, autoAdvanced, onDateChange]);

  const slots = dayQuery.data?.date === date ? (dayQuery.data?.slots ?? []) : [];
  const bookable = (slot: Slot) => isBookable(slot, examineeCount, `${date} ${slot.time}` === currentSlot);

  useEffect(() => {
    if (!autoSelect || slotTime || !dayQuery.data || dayQuery.data.date !== date) return;
    const first = dayQuery.data.slots.find((slot) =>
      isBookable(slot, examineeCount, `${date} ${slot.time}` === currentSlot),
    );
    if (first) onSlotChange(first.time);
  }, [autoSelect, slotTime, dayQuery.data, date, examineeCount, currentSlot, onSlotChange]);

  const slotSection = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (slotAlert) slotSection.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [slotAlert]);

  const maxDate = dayjs(today).add(90, 'day').format('YYYY-MM-DD');
  const selectedSlot = slots.find((slot) => slot.time === slotTime);

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="lg">
      <Stack gap="xs">
        <Text fw={600} component="h3" fz="md" m={0}>
          {texts.stepDate}
        </Text>
        <div className={classes.calendarWrap}>
          <ThaiDatePicker
            value={date}
            onChange={(value) => value && onDateChange(value)}
            date={`${month}-01`}
            onDateChange={(value) => setMonth(monthOf(value))}
            minDate={today}
            maxDate={maxDate}
            maxLevel="month"
            excludeDate={(day) => states.get(day) !== 'open'}
            getDayAriaLabel={(day) => `${thaiDayLabel(day)} ${texts.dayState[states.get(day) ?? 'closed'] ?? ''}`}
            renderDay={(day) => {
              const state = states.get(day);
              return (
                <div className={classes.dayCell}>
                  <span className={state === 'full' ? classes.dayFull : undefined}>{dayjs(day).date()}</span>
                  {state === 'open' || state === 'full' ? (
                    <span
                      aria-hidden
                      className={`${classes.dayMark} ${state === 'open' ? classes.markOpen : classes.markFull}`}
                    />
                  ) : null}
                </div>
              );
            }}
            size="md"
          />
        </div>
        <Group gap="md" justify="center" fz="sm">
          <Legend className={classes.markOpen} label={texts.calendarLegendOpen} />
          <Legend className={classes.markFull} label={texts.calendarLegendFull} />
          <Legend className={classes.legendClosed} label={texts.calendarLegendClosed} />
          {monthQuery.isFetching ? <Loader size="xs" aria-label={texts.loading} /> : null}
        </Group>
        {monthQuery.data && !monthQuery.isPlaceholderData && !monthQuery.data.days.some((d) => d.state === 'open') ? (
          <Text c="dimmed" fz="sm" ta="center">
            {texts.noOpenDay}
          </Text>
        ) : null}
        {dateError ? (
          <Text c="red.8" fz="sm" role="alert">
            {dateError}
          </Text>
        ) : null}
      </Stack>

      <Stack
        gap="xs"
        ref={slotSection}
        className={`${classes.slotSection} ${slotAlert ? classes.slotSectionAlert : ''}`}
        role="group"
        aria-labelledby="slot-heading"
      >
        <Group justify="space-between" align="baseline">
          <Text fw={600} component="h3" fz="md" m={0} id="slot-heading">
            {texts.stepSlot}
          </Text>
          {date ? (
            <Text fz="sm" c="dimmed">
              {thaiDayLabel(date)}
            </Text>
          ) : null}
        </Group>
        {slotAlert ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert" p="xs">
            {slotAlert}
          </Alert>
        ) : null}
        {!date ? (
          <Text c="dimmed" fz="sm">
            {texts.pickDateFirst}
          </Text>
        ) : dayQuery.isPending ? (
          <Group justify="center" py="md">
            <Loader size="sm" aria-label={texts.loading} />
          </Group>
        ) : slots.length === 0 || !slots.some((slot) => slot.state === 'open') ? (
          <Group gap="xs" c="dimmed">
            <IconCalendarOff size={18} aria-hidden />
            <Text fz="sm">{texts.noSlots}</Text>
          </Group>
        ) : (
          <SimpleGrid cols={3} spacing="xs">
            {slots.map((slot) => {
              const selected = slot.time === slotTime;
              const status =
                slot.state === 'open' ? texts.slotRemaining(slot.remaining) : (texts.slotState[slot.state] ?? '');
              return (
                <Button
                  key={slot.time}
                  className={classes.slotButton}
                  variant={selected ? 'filled' : 'default'}
                  disabled={!bookable(slot) && !selected}
                  aria-pressed={selected}
                  onClick={() => onSlotChange(slot.time)}
                  size="sm"
                >
                  <Text fw={600} fz="sm" inherit>
                    {slot.time}
                  </Text>
                  <Text fz="xs" inherit>
                    {status}
                  </Text>
                </Button>
              );
            })}
          </SimpleGrid>
        )}
        {selectedSlot && selectedSlot.remaining < examineeCount && !slotAlert ? (
          <Group gap={6} c="red.8">
            <IconClockHour4 size={16} aria-hidden />
            <Text fz="sm">{texts.slotTooSmall(selectedSlot.remaining)}</Text>
          </Group>
        ) : null}
      </Stack>
    </SimpleGrid>
  );
}

function Legend({ className, label }: { className: string | undefined; label: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <span aria-hidden className={`${classes.legendDot} ${className ?? ''}`} />
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}
