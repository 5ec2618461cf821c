import '@mantine/dates/styles.layer.css';
import { addDays, bangkokToday, parseThaiDate } from '@jongdee/contracts/thai-format';
import {
  DateInput,
  type DateInputProps,
  DatePicker,
  DatePickerInput,
  type DatePickerInputProps,
  type DatePickerProps,
  type DatePickerType,
  DatesProvider,
} from '@mantine/dates';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { dateTimeTexts as texts } from './texts.ts';
import { THAI_DATE_VALUE_FORMAT, thaiDayLabel, thaiMonthLabel } from './thai-dates.tsx';

/**
 * Every place a Mantine calendar prints a year, in the Buddhist Era: the month header
 * (`พฤศจิกายน 2569`), the year header and list, the decade header, and each day's label.
 * Mantine's defaults (`MMMM YYYY`, `YYYY`) would show the CE year.
 */
const thaiCalendarFormats = {
  monthLabelFormat: thaiMonthLabel,
  yearLabelFormat: 'BBBB',
  yearsListFormat: 'BBBB',
  decadeLabelFormat: (start: string, end: string) => `${dayjs(start).format('BBBB')} – ${dayjs(end).format('BBBB')}`,
  getDayAriaLabel: thaiDayLabel,
};

/**
 * The days of the months before and after are not shown: Mantine draws them at half the dimmed grey,
 * which no one can read (axe: color contrast), and a day picked there would turn the month anyway.
 */
const OUTSIDE_DAYS = { hideOutsideDates: true } as const;

/** Thai month and day names, weeks from Sunday, no day marked as a weekend. */
function ThaiDatesProvider({ children }: { children: ReactNode }) {
  return (
    <DatesProvider settings={{ locale: 'th', firstDayOfWeek: 0, weekendDays: [], consistentWeeks: false }}>
      {children}
    </DatesProvider>
  );
}

/**
 * The props that print a year. They are the component's, not the caller's: a picker given its own
 * `monthLabelFormat` (Mantine's default is `MMMM YYYY`) showed the CE year in its header again.
 */
type YearFormatProps = 'monthLabelFormat' | 'yearLabelFormat' | 'yearsListFormat' | 'decadeLabelFormat' | 'valueFormat';

export type ThaiDatePickerInputProps<Type extends DatePickerType = 'default'> = Omit<
  DatePickerInputProps<Type>,
  YearFormatProps
>;
export type ThaiDatePickerProps<Type extends DatePickerType = 'default'> = Omit<DatePickerProps<Type>, YearFormatProps>;

/** A typed date shows as it is typed: `15/03/2535`. */
const TYPED_DATE_FORMAT = 'DD/MM/BBBB';

const DIMMED_PLACEHOLDER = { placeholder: { color: 'var(--mantine-color-dimmed)' } };

/**
 * A date field with a Thai calendar in the Buddhist Era: `23 พ.ย. 2569` in the field, `พฤศจิกายน 2569`
 * in the month header, BE years in the year and decade views. Every date field of the app is this
 * one; the value stays CE `YYYY-MM-DD` (or a pair of them with `type="range"`).
 */
export function ThaiDatePickerInput<Type extends DatePickerType = 'default'>({
  ariaLabels = texts.calendarLabels,
  styles = DIMMED_PLACEHOLDER,
  ...props
}: ThaiDatePickerInputProps<Type>) {
  return (
    <ThaiDatesProvider>
      <DatePickerInput<Type>
        {...OUTSIDE_DAYS}
        {...(props as DatePickerInputProps<Type>)}
        ariaLabels={ariaLabels}
        styles={styles}
        {...thaiCalendarFormats}
        // A caller's richer day label (one that adds whether the day is open) still wins.
        getDayAriaLabel={props.getDayAriaLabel ?? thaiCalendarFormats.getDayAriaLabel}
        valueFormat={THAI_DATE_VALUE_FORMAT}
      />
    </ThaiDatesProvider>
  );
}

/** How far back a birth-date calendar opens: most people booking a check are adults. */
const BIRTH_CALENDAR_YEARS_BACK = 30;

/**
 * A date of birth: typed as people write it, day first with the Buddhist-Era year (`15/03/2535`),
 * or picked from a calendar that opens on the decade of about 30 years ago rather than this one
 * (an adult's year was many taps away). Never after today; the value stays CE `YYYY-MM-DD`.
 */
export function ThaiBirthDateInput({
  ariaLabels = texts.calendarLabels,
  ...props
}: Omit<DateInputProps, YearFormatProps | 'dateParser' | 'value' | 'onChange'> & {
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const today = bangkokToday();
  return (
    <ThaiDatesProvider>
      <DateInput
        placeholder={texts.birthDatePlaceholder}
        maxDate={today}
        defaultLevel="decade"
        defaultDate={props.value ?? addDays(today, -Math.round(BIRTH_CALENDAR_YEARS_BACK * 365.25))}
        inputMode="numeric"
        {...OUTSIDE_DAYS}
        {...props}
        ariaLabels={ariaLabels}
        {...thaiCalendarFormats}
        dateParser={parseThaiDate}
        valueFormat={TYPED_DATE_FORMAT}
      />
    </ThaiDatesProvider>
  );
}

/** A from–to pair of CE `YYYY-MM-DD` days; either end may be open. */
export type ThaiDateRange = [string | null, string | null];

/** The range field of the admin filters: one day may be both ends; the change is the pair of days. */
export function ThaiDateRangeInput({
  onChange,
  ...props
}: Omit<ThaiDatePickerInputProps<'range'>, 'type' | 'onChange' | 'value'> & {
  value: ThaiDateRange;
  onChange: (range: ThaiDateRange) => void;
}) {
  return (
    <ThaiDatePickerInput
      type="range"
      allowSingleDateInRange
      onChange={(value) => onChange(value as ThaiDateRange)}
      {...props}
    />
  );
}

/** The same calendar shown inline, without a field (the customer's appointment picker). */
export function ThaiDatePicker<Type extends DatePickerType = 'default'>({
  ariaLabels = texts.calendarLabels,
  ...props
}: ThaiDatePickerProps<Type>) {
  return (
    <ThaiDatesProvider>
      <DatePicker<Type>
        {...OUTSIDE_DAYS}
        {...(props as DatePickerProps<Type>)}
        ariaLabels={ariaLabels}
        {...thaiCalendarFormats}
        getDayAriaLabel={props.getDayAriaLabel ?? thaiCalendarFormats.getDayAriaLabel}
      />
    </ThaiDatesProvider>
  );
}
