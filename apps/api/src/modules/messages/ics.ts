/**
 * A calendar invitation for an appointment (RFC 5545), written by hand: one event, so a library would
 * bring more than it saves. Google Calendar and Apple Calendar both want CRLF line ends, lines folded
 * at 75 octets and a VTIMEZONE for the zone the event's times name.
 */
import { BANGKOK_TIME_ZONE } from '@jongdee/contracts/thai-format';

export type AppointmentEvent = {
  bookingId: string;
  bookingNo: string;
  /** Bangkok calendar day and time of day, as the booking keeps them. */
  date: string;
  time: string;
  minutes: number;
  summary: string;
  location: string;
  description: string;
  url: string;
  /** TENTATIVE until the booking is paid. */
  confirmed: boolean;
};

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';

export const icsFileName = (bookingNo: string) => `jongdee-${bookingNo}.ics`;

/** TEXT values escape backslash, semicolon, comma and line ends (RFC 5545 §3.3.11). */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });

/**
 * Folds a content line into pieces of at most 75 octets, each continuation starting with a space
 * (which counts). The cut falls between graphemes: a Thai letter's three UTF-8 octets stay together,
 * and so do a consonant and the vowel and tone marks written on it, for a reader that shows a
 * folded line without unfolding it.
 */
export function foldIcsLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  // A cluster too long for a line (marks piled on one letter) is cut between its code points instead.
  const units = [...graphemes.segment(line)].flatMap(({ segment }) =>
    encoder.encode(segment).length > 74 ? [...segment] : [segment],
  );
  for (const character of units) {
    const size = encoder.encode(character).length;
    const limit = pieces.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

/** `2026-11-23`, `09:00` plus minutes → `20261123T100000`, a wall-clock time without zone. */
function localStamp(date: string, time: string, plusMinutes = 0): string {
  const wall = new Date(Date.parse(`${date}T${time}:00Z`) + plusMinutes * 60_000);
  return wall.toISOString().replace(/[-:]/g, '').slice(0, 15);
}

const utcStamp = (instant: Date) => `${instant.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/** Bangkok keeps +0700 all year, so one STANDARD block from 1970 describes it completely. */
const BANGKOK_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${BANGKOK_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0700',
  'TZOFFSETTO:+0700',
  'TZNAME:ICT',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** The invitation's text. The UID is the booking's, so a second invitation updates the first event. */
export function appointmentIcs(event: AppointmentEvent, now: Date = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID:-//JongDee//Clinic booking//TH',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...BANGKOK_VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:booking-${event.bookingId}@jongdee`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=${BANGKOK_TIME_ZONE}:${localStamp(event.date, event.time)}`,
    `DTEND;TZID=${BANGKOK_TIME_ZONE}:${localStamp(event.date, event.time, event.minutes)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    `URL:${event.url}`,
    `STATUS:${event.confirmed ? 'CONFIRMED' : 'TENTATIVE'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
