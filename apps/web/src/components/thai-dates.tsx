import dayjs from 'dayjs';
import buddhistEra from 'dayjs/plugin/buddhistEra';
import 'dayjs/locale/th';

// Mantine's calendars format through dayjs: Thai month and day names, and `BBBB` for the Buddhist Era
// year. dayjs cannot parse BE years, so values stay CE `YYYY-MM-DD`; BE is only what people see.
// The calendars themselves are thai-date-picker.tsx.
dayjs.extend(buddhistEra);

/** Month headers and labels in Thai with the BE year: `พฤศจิกายน 2569`. */
export const thaiMonthLabel = (date: string) => dayjs(date).locale('th').format('MMMM BBBB');
/** A day for screen readers: `23 พฤศจิกายน 2569`. */
export const thaiDayLabel = (date: string) => dayjs(date).locale('th').format('D MMMM BBBB');
/** The value of a date field: `23 พ.ย. 2569`. */
export const THAI_DATE_VALUE_FORMAT = 'D MMM BBBB';
