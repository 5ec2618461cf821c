import type { Availability, AvailabilityMonth, Slot } from '@jongdee/contracts';
import { bangkokToday, lastBookableDate } from '@jongdee/contracts/thai-format';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Collapse,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconAlertTriangle, IconCalendar, IconCalendarOff, IconClockHour4 } from '@tabler/icons-react';
import { type ChangeEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import classes from './slot-picker.module.css';
import { slotPickerTexts as texts } from './slot-picker-texts.ts';
import { ThaiDatePicker, ThaiDatePickerInput } from './thai-date-picker.tsx';
import { thaiDayLabel } from './thai-dates.tsx';

type DayState = AvailabilityMonth['days'][number]['state'];

/** `2026-11-23` → `2026-11`. */
export const monthOf = (date: string) => date.slice(0, 7);

/** `2026-11` + 1 → `2026-12`. */
export function addMonths(month: string, count: number): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * What the picker shows, asked for by the screen (the queries belong to the booking feature,
 * `useSlotAvailability`): the month on the calendar, the state of its days, the chosen day's slots.
 */
export type SlotAvailability = {
  month: string;
  setMonth: (month: string) => void;
  days: { data: AvailabilityMonth | undefined; isFetching: boolean; isPlaceholderData: boolean };
  day: { data: Availability | undefined; isPending: boolean; error: Error | null };
};

/** Where the booking being moved or edited is now, and how many seats it holds there. */
export type CurrentSlot = { date: string; time: string; examineeCount: number };

/** Staff booking for a customer: the date is a field of their form, and a full slot may be taken with a reason. */
export type SlotPickerAdminMode = {
  /** No clinic chosen yet: the date waits for it. */
  disabled?: boolean;
  override: boolean;
  onOverrideChange: (override: boolean) => void;
  overrideReason: {
    value: string;
    onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
    error?: string;
    name?: string;
  };
};

export type SlotPickerProps = {
  availability: SlotAvailability;
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
  /**
   * The booking's present place. A customer moving it is not offered it again; staff editing it
   * may keep it, its own seats counting as free there.
   */
  current?: CurrentSlot | null;
  /** Staff mode: a date field, slots as a required choice, and the stated capacity override. */
  admin?: SlotPickerAdminMode;
};

const MONTHS_AHEAD = 3;

/** A slot can take the booking: open, with room for every examinee, and not where the booking already is. */
export function isBookable(slot: Slot, examineeCount: number, isCurrent = false): boolean {
  return slot.state === 'open' && slot.remaining >= examineeCount && !isCurrent;
}

/**
 * The date and the time slot of a booking, with the seats each slot has left: for the customer a
 * calendar of open days beside the day's slots; for staff (`admin`) a date field, the slots, and
 * a full slot taken on purpose with a reason.
 */
export function SlotPicker(props: SlotPickerProps) {
  const { availability, date, slotTime, examineeCount, autoSelect, slotAlert, dateError, current, admin } = props;
  const { onDateChange, onSlotChange } = props;
  const { month, setMonth, days, day } = availability;
  const today = bangkokToday();
  const [autoAdvanced, setAutoAdvanced] = useState(0);
  const headingId = useId();
  const states = new Map<string, DayState>((days.data?.days ?? []).map((entry) => [entry.date, entry.state]));

  // Defaults: the first open day (looking a few months ahead if this one is full), then the first slot with room.
  useEffect(() => {
    if (!autoSelect || date || !days.data || days.isPlaceholderData) return;
    const firstOpen = days.data.days.find((entry) => entry.state === 'open');
    if (firstOpen) onDateChange(firstOpen.date);
    else if (autoAdvanced < MONTHS_AHEAD) {
      setAutoAdvanced((count) => count + 1);
      setMonth(addMonths(month, 1));
    }
  }, [autoSelect, date, days.data, days.isPlaceholderData, autoAdvanced, month, setMonth, onDateChange]);

  useEffect(() => {
    if (!autoSelect || slotTime || !day.data || day.data.date !== date) return;
    const first = day.data.slots.find((slot) =>
      isBookable(slot, examineeCount, current?.date === date && current.time === slot.time),
    );
    if (first) onSlotChange(first.time);
  }, [autoSelect, slotTime, day.data, date, examineeCount, current, onSlotChange]);

  const slotSection = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (slotAlert) slotSection.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [slotAlert]);

  const slots = day.data?.date === date ? (day.data?.slots ?? []) : [];
  const isCurrent = (slot: Slot) => current?.date === date && current?.time === slot.time;
  const seatsOf = (slot: Slot) => slot.remaining + (admin && current && isCurrent(slot) ? current.examineeCount : 0);
  const canTake = (slot: Slot) =>
    admin
      ? slot.state !== 'past' &&
        slot.state !== 'closed' &&
        (admin.override || seatsOf(slot) >= Math.max(examineeCount, 1))
      : isBookable(slot, examineeCount, isCurrent(slot));
  const selected = slots.find((slot) => slot.time === slotTime);
  const short = selected !== undefined && seatsOf(selected) < examineeCount;

  const excludeDate = (value: string) => {
    const state = states.get(value);
    if (state === 'open') return false;
    if (!admin) return true;
    // Staff may pick a day before its state is known, and a full one on purpose (or the booking's own).
    if (state === undefined) return false;
    return !(state === 'full' && (admin.override || value === current?.date));
  };
  const calendar = {
    date: `${month}-01`,
    onDateChange: (value: string) => setMonth(monthOf(value)),
    minDate: today,
    maxDate: lastBookableDate(today),
    excludeDate,
    renderDay: (value: string) => <DayMark date={value} state={states.get(value)} />,
  };

  const status = (slot: Slot) => {
    if (slot.state === 'past' || slot.state === 'closed') return texts.slotState[slot.state] ?? '';
    if (admin && isCurrent(slot)) return texts.slotCurrent;
    const seats = seatsOf(slot);
    return seats > 0 ? texts.slotRemaining(seats) : (texts.slotState.full ?? '');
  };

  const closedReason = day.data?.date === date ? day.data?.closedReason : null;
  const slotList =
    !date || admin?.disabled ? (
      <Text c="dimmed" fz="sm">
        {admin ? texts.pickClinicAndDateFirst : texts.pickDateFirst}
      </Text>
    ) : day.isPending ? (
      <Group justify="center" py="md">
        <Loader size="sm" aria-label={texts.loading} />
      </Group>
    ) : day.error ? (
      <Text c="red" fz="sm">
        {day.error.message}
      </Text>
    ) : closedReason || slots.length === 0 || (!admin && !slots.some((slot) => slot.state === 'open')) ? (
      <Group gap="xs" c="dimmed" wrap="nowrap">
        <IconCalendarOff size={18} aria-hidden />
        <Text fz="sm">{(closedReason && texts.closedReason[closedReason]) || texts.noSlots}</Text>
      </Group>
    ) : (
      <SimpleGrid
        cols={3}
        spacing="xs"
        role={admin ? 'radiogroup' : undefined}
        aria-label={admin ? texts.slotField : undefined}
      >
        {slots.map((slot) => {
          const chosen = slot.time === slotTime;
          const usable = canTake(slot);
          const label = status(slot);
          return (
            <Button
              key={slot.time}
              className={classes.slotButton}
              variant={chosen ? 'filled' : 'default'}
              disabled={!usable && !chosen}
              {...(admin ? { role: 'radio', 'aria-checked': chosen } : { 'aria-pressed': chosen })}
              data-short={(usable && seatsOf(slot) < Math.max(examineeCount, 1)) || undefined}
              onClick={() => onSlotChange(slot.time)}
              size="sm"
            >
              <Text fw={600} fz="sm" inherit>
                {slot.time}
              </Text>
              <Text fz="xs" inherit className={classes.slotHint}>
                {label}
              </Text>
            </Button>
          );
        })}
      </SimpleGrid>
    );

  const slotPart = (
    <Stack
      gap="xs"
      ref={slotSection}
      className={`${classes.slotSection} ${slotAlert ? classes.slotSectionAlert : ''}`}
      role={admin ? undefined : 'group'}
      aria-labelledby={admin ? undefined : headingId}
    >
      <Group justify="space-between" align="baseline">
        {admin ? (
          <Text fw={500} fz="sm" id={headingId}>
            {texts.slotField}{' '}
            <Text span c="red">
              *
            </Text>
          </Text>
        ) : (
          <Text fw={600} component="h3" fz="md" m={0} id={headingId}>
            {texts.slotHeading}
          </Text>
        )}
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
      {slotList}
      {selected && short && !slotAlert && !admin?.override ? (
        <Group gap={6} c="red">
          <IconClockHour4 size={16} aria-hidden />
          <Text fz="sm">{texts.slotTooSmall(seatsOf(selected))}</Text>
        </Group>
      ) : null}
    </Stack>
  );

  if (admin) {
    return (
      <Stack gap="md">
        <Box maw={{ base: '100%', sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}>
          <ThaiDatePickerInput
            label={texts.dateField}
            placeholder={texts.datePlaceholder}
            leftSection={<IconCalendar size={18} aria-hidden />}
            value={date || null}
            onChange={(value) => value && onDateChange(value)}
            {...calendar}
            disabled={admin.disabled}
            error={dateError}
            required
            size="md"
          />
        </Box>
        {slotPart}
        <Stack gap={6}>
          <Checkbox
            label={texts.override}
            description={texts.overrideHint}
            checked={admin.override}
            onChange={(event) => admin.onOverrideChange(event.currentTarget.checked)}
          />
          <Collapse in={admin.override}>
            <Textarea
              label={texts.overrideReason}
              {...admin.overrideReason}
              required
              autosize
              minRows={2}
              maxLength={500}
              mt={4}
            />
          </Collapse>
          {short && admin.override ? (
            <Alert color="orange" icon={<IconAlertTriangle size={18} />} py="xs">
              {texts.overrideHint}
            </Alert>
          ) : null}
        </Stack>
      </Stack>
    );
  }

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="lg">
      <Stack gap="xs">
        <Text fw={600} component="h3" fz="md" m={0}>
          {texts.dateHeading}
        </Text>
        <div className={classes.calendarWrap}>
          <ThaiDatePicker
            value={date}
            onChange={(value) => value && onDateChange(value)}
            {...calendar}
            maxLevel="month"
            getDayAriaLabel={(value) => `${thaiDayLabel(value)} ${texts.dayState[states.get(value) ?? 'closed'] ?? ''}`}
            size="md"
          />
        </div>
        <Group gap="md" justify="center" fz="sm">
          <Legend className={classes.markOpen} label={texts.calendarLegendOpen} />
          <Legend className={classes.markFull} label={texts.calendarLegendFull} />
          <Legend className={classes.legendClosed} label={texts.calendarLegendClosed} />
          {days.isFetching ? <Loader size="xs" aria-label={texts.loading} /> : null}
        </Group>
        {days.data && !days.isPlaceholderData && !days.data.days.some((entry) => entry.state === 'open') ? (
          <Text c="dimmed" fz="sm" ta="center">
            {texts.noOpenDay}
          </Text>
        ) : null}
        {dateError ? (
          <Text c="red" fz="sm" role="alert">
            {dateError}
          </Text>
        ) : null}
      </Stack>
      {slotPart}
    </SimpleGrid>
  );
}

/** A day of the calendar, with a dot for an open or a full day. */
function DayMark({ date, state }: { date: string; state: DayState | undefined }): ReactNode {
  return (
    <div className={classes.dayCell}>
      <span className={state === 'full' ? classes.dayFull : undefined}>{Number(date.slice(8, 10))}</span>
      {state === 'open' || state === 'full' ? (
        <span aria-hidden className={`${classes.dayMark} ${state === 'open' ? classes.markOpen : classes.markFull}`} />
      ) : null}
    </div>
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
