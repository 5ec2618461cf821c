import '@mantine/dates/styles.css';
import { DatesProvider } from '@mantine/dates';
import dayjs from 'dayjs';
import buddhistEra from 'dayjs/plugin/buddhistEra';
import 'dayjs/locale/th';
import type { ReactNode } from 'react';

// Mantine's calendars format through dayjs: Thai month and day names, and `BBBB` for the Buddhist Era
// year. dayjs cannot parse BE years, so values stay CE `YYYY-MM-DD`; BE is only what people see.
dayjs.extend(buddhistEra);

/** Month headers and labels in Thai with the BE year: `พฤศจิกายน 2569`. */
export const thaiMonthLabel = (date: string) => dayjs(date).locale('th').format('MMMM BBBB');
/** A day for screen readers: `23 พฤศจิกายน 2569`. */
export const thaiDayLabel = (date: string) => dayjs(date).locale('th').format('D MMMM BBBB');
/** The value of a date field: `23 พ.ย. 2569`. */
export const THAI_DATE_VALUE_FORMAT = 'D MMM BBBB';

/**
 * Every place a Mantine calendar prints a year, in the Buddhist Era: the month header
 * (`พฤศจิกายน 2569`), the year header and list, the decade header, and each day's label.
 * Mantine's defaults (`MMMM YYYY`, `YYYY`) would show the CE year.
 */
export const thaiCalendarFormats = {
  monthLabelFormat: thaiMonthLabel,
  yearLabelFormat: 'BBBB',
  yearsListFormat: 'BBBB',
  decadeLabelFormat: (start: string, end: string) => `${dayjs(start).format('BBBB')} – ${dayjs(end).format('BBBB')}`,
  getDayAriaLabel: thaiDayLabel,
};

export function ThaiDatesProvider({ children }: { children: ReactNode }) {
  return (
    <DatesProvider settings={{ locale: 'th', firstDayOfWeek: 0, weekendDays: [], consistentWeeks: false }}>
      {children}
    </DatesProvider>
  );
}
