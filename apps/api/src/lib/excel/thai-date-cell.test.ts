import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseThaiOrIsoDate } from './thai-date-cell.ts';

describe('parseThaiOrIsoDate', () => {
  it.each([
    ['2026-11-23', '2026-11-23'],
    ['23/11/2569', '2026-11-23'],
    ['23/11/2026', '2026-11-23'],
    ['1/2/2569', '2026-02-01'],
    ['23-11-2569', '2026-11-23'],
    ['23.11.2569', '2026-11-23'],
    [' 23 / 11 / 2569 ', '2026-11-23'],
    ['23 พ.ย. 2569', '2026-11-23'],
    ['23 พ.ย.2569', '2026-11-23'],
    ['23พ.ย.2569', '2026-11-23'],
    ['23 พย 2569', '2026-11-23'],
    ['23 พฤศจิกายน 2569', '2026-11-23'],
    ['23 พฤศจิกายน พ.ศ. 2569', '2026-11-23'],
    ['5 ม.ค. 2530', '1987-01-05'],
    ['5 มี.ค. 2530', '1987-03-05'],
    ['29 ก.พ. 2567', '2024-02-29'],
    ['23 Nov 2026', '2026-11-23'],
    ['๒๓/๑๑/๒๕๖๙', '2026-11-23'],
    ['2569-11-23', '2026-11-23'],
  ])('reads %j as %s', (text, iso) => {
    expect(parseThaiOrIsoDate(text)).toBe(iso);
  });

  it.each([
    ['31/02/2569', 'a day that does not exist'],
    ['29/02/2566', '29 February in a common year (2023)'],
    ['2026-02-30', 'an impossible ISO date'],
    ['32/01/2569', 'day 32'],
    ['23/13/2569', 'month 13'],
    ['0/11/2569', 'day 0'],
    ['23/11/69', 'a two-digit year (2569 or 1969?)'],
    ['11/23/2026', 'month first'],
    ['23 พฤศ 2569', 'an unknown month abbreviation'],
    ['23/11/2300', 'a year that is neither a plausible CE nor BE year'],
    ['23/11/1850', 'a year before Excel dates'],
    ['2026-11-23T10:00', 'a date-time'],
    ['', 'empty text'],
    ['สมชาย', 'a name'],
  ])('refuses %j (%s)', (text) => {
    expect(parseThaiOrIsoDate(text)).toBeNull();
  });

  it('answers an ISO date or null for any text, and every ISO date it answers is real', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const date = parseThaiOrIsoDate(text);
        if (date === null) return;
        expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
      }),
    );
  });

  it('reads back every day of a Buddhist-Era calendar written the way Thai staff write it', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1901-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
          expect(parseThaiOrIsoDate(`${day}/${month}/${year + 543}`)).toBe(iso);
        },
      ),
    );
  });
});
