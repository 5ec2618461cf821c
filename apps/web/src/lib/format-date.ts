// Dates are shown in the Buddhist Era, Bangkok time (22 พ.ย. 2569). Inputs and the API stay ISO / CE.
const TIME_ZONE = 'Asia/Bangkok';

const dateFormats = {
  medium: new Intl.DateTimeFormat('th-TH', { dateStyle: 'medium', timeZone: TIME_ZONE }),
  long: new Intl.DateTimeFormat('th-TH', { dateStyle: 'long', timeZone: TIME_ZONE }),
};
const dateTimeFormat = new Intl.DateTimeFormat('th-TH', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: TIME_ZONE,
});

type DateInput = string | number | Date;

/** `22 พ.ย. 2569` (medium) or `22 พฤศจิกายน 2569` (long). */
export function formatThaiDate(value: DateInput, style: keyof typeof dateFormats = 'medium'): string {
  return dateFormats[style].format(new Date(value));
}

/** `22 พ.ย. 2569 14:30`. */
export function formatThaiDateTime(value: DateInput): string {
  return dateTimeFormat.format(new Date(value)).replace(' เวลา', '');
}
