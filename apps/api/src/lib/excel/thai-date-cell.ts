/**
 * Dates that Thai staff type into a spreadsheet as text. Day first, as Thais write them; a year
 * above 2400 is Buddhist Era (BE = CE + 543). Only years 1900–2200 CE come out: anything else is a
 * typo (`2300` meant `2530`?) or a two-digit year, which stays ambiguous (69 → 2569 or 1969) and is
 * refused, so the import shows the row as an error instead of guessing.
 */

const BUDDHIST_ERA_OFFSET = 543;
const FIRST_BUDDHIST_YEAR = 2400;
const EARLIEST_YEAR = 1900;
const LATEST_YEAR = 2200;

/**
 * Month names come from ICU (as the web app's `formatThaiDate` shows them: `23 พ.ย. 2569`,
 * `23 พฤศจิกายน 2569`), so there is no second hand-typed copy of them. English ones are accepted too.
 * Keys drop dots and spaces, so `พ.ย.`, `พ.ย` and `พย` are one month.
 */
const MONTHS: ReadonlyMap<string, number> = (() => {
  const months = new Map<string, number>();
  const styles = ['long', 'short'] as const;
  for (const locale of ['th-TH', 'en-US']) {
    for (const month of styles) {
      const format = new Intl.DateTimeFormat(locale, { month, timeZone: 'UTC' });
      for (let index = 0; index < 12; index++) {
        months.set(monthKey(format.format(Date.UTC(2026, index, 1))), index + 1);
      }
    }
  }
  return months;
})();

function monthKey(text: string): string {
  return text.replace(/[.\s]/g, '').toLowerCase();
}

const THAI_DIGITS = /[๐-๙]/g;
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const NUMERIC = /^(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})$/;
const NAMED_MONTH = /^(\d{1,2})\s*(\D+?)\s*(\d{4})$/u;
const ERA_SUFFIX = /\s*(พ\s*\.?\s*ศ|ค\s*\.?\s*ศ)\s*\.?$/u;

/**
 * `2026-11-23`, `23/11/2569`, `23/11/2026`, `23-11-2569`, `23 พ.ย. 2569`, `23 พฤศจิกายน พ.ศ. 2569`,
 * `๒๓/๑๑/๒๕๖๙` → `2026-11-23`; anything else, or a day that does not exist (31/02), → null.
 */
export function parseThaiOrIsoDate(text: string): string | null {
  const input = text
    .normalize('NFC')
    .replace(THAI_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0e50))
    .trim();

  const iso = ISO.exec(input);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]), 'guess');

  const numeric = NUMERIC.exec(input);
  if (numeric) return isoDate(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]), 'guess');

  const named = NAMED_MONTH.exec(input);
  if (named?.[2]) {
    let monthText = named[2];
    let era: Era = 'guess';
    const eraMatch = ERA_SUFFIX.exec(monthText);
    if (eraMatch?.[1]) {
      era = eraMatch[1].startsWith('พ') ? 'buddhist' : 'common';
      monthText = monthText.slice(0, eraMatch.index);
    }
    const month = MONTHS.get(monthKey(monthText));
    if (month) return isoDate(Number(named[3]), month, Number(named[1]), era);
  }
  return null;
}

type Era = 'buddhist' | 'common' | 'guess';

function isoDate(year: number, month: number, day: number, era: Era): string | null {
  const commonYear =
    era === 'buddhist' || (era === 'guess' && year > FIRST_BUDDHIST_YEAR) ? year - BUDDHIST_ERA_OFFSET : year;
  if (commonYear < EARLIEST_YEAR || commonYear > LATEST_YEAR || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(commonYear, month - 1, day));
  // Date.UTC rolls 31/02 over into March; a date that moved did not exist.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}
