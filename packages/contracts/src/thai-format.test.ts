import { describe, expect, it } from 'vitest';
import * as contracts from './index.ts';
import * as thaiFormat from './thai-format.ts';
import {
  addDays,
  BOOKING_WINDOW_DAYS,
  bahtWords,
  bangkokDateTimeToIso,
  bangkokNow,
  bangkokToday,
  clinicAddressLine,
  formatBaht,
  formatCount,
  formatThaiDate,
  formatThaiDateTime,
  formatThaiTime,
  isInBookingWindow,
  isInFuture,
  lastBookableDate,
  normaliseLicenceNo,
  personName,
  satangToBaht,
  satangToBahtText,
  THAI_MONTHS_LONG,
  THAI_MONTHS_SHORT,
} from './thai-format.ts';

describe('the module', () => {
  it('is exported from the package index too, value for value', () => {
    const fromIndex = new Map<string, unknown>(Object.entries(contracts));
    for (const [name, value] of Object.entries(thaiFormat)) expect(fromIndex.get(name), name).toBe(value);
  });
});

describe('Bangkok time', () => {
  it('takes today in Bangkok whatever the time zone of the machine', () => {
    expect(bangkokToday(new Date('2026-11-23T02:00:00Z'))).toBe('2026-11-23');
    // 20:00 UTC on the 22nd is already 03:00 on the 23rd in Thailand.
    expect(bangkokToday(new Date('2026-11-22T20:00:00Z'))).toBe('2026-11-23');
    expect(bangkokToday(new Date('2026-11-22T16:59:59Z'))).toBe('2026-11-22');
  });

  it('rolls the year over at Bangkok midnight: 31 Dec 23:30 UTC is 1 Jan in Bangkok', () => {
    expect(bangkokToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(bangkokNow(new Date('2026-12-31T23:30:00Z'))).toEqual({ date: '2027-01-01', time: '06:30' });
  });

  it('gives now to the minute as a date and a time of day', () => {
    expect(bangkokNow(new Date('2026-11-23T02:15:42Z'))).toEqual({ date: '2026-11-23', time: '09:15' });
  });

  it('adds days across the end of a month, a leap day and the end of a year, and back', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-11-23', 0)).toBe('2026-11-23');
  });

  it('books up to 90 days ahead: the last bookable day and both edges of the window', () => {
    expect(BOOKING_WINDOW_DAYS).toBe(90);
    expect(lastBookableDate('2026-11-23')).toBe('2027-02-21');
    const now = new Date('2026-11-23T02:00:00Z');
    expect(lastBookableDate(bangkokToday(now))).toBe('2027-02-21');
    expect(isInBookingWindow('2026-11-23', now)).toBe(true);
    expect(isInBookingWindow('2027-02-21', now)).toBe(true);
    expect(isInBookingWindow('2027-02-22', now)).toBe(false);
    expect(isInBookingWindow('2026-11-22', now)).toBe(false);
  });

  it('writes a picked Bangkok moment as ISO with the +07:00 offset', () => {
    expect(bangkokDateTimeToIso({ date: '2026-11-23', time: '09:15' })).toBe('2026-11-23T09:15:00+07:00');
  });

  it('counts a moment as future only past a minute of grace', () => {
    const now = Date.parse('2026-11-23T02:15:00Z'); // 09:15 in Bangkok
    expect(isInFuture({ date: '2026-11-23', time: '09:15' }, now)).toBe(false);
    expect(isInFuture({ date: '2026-11-23', time: '09:16' }, now)).toBe(false);
    expect(isInFuture({ date: '2026-11-23', time: '09:17' }, now)).toBe(true);
  });
});

describe('Buddhist-Era dates', () => {
  it('shows the Buddhist Era year with Thai month names', () => {
    expect(formatThaiDate('2026-11-22T03:00:00Z')).toBe('22 พ.ย. 2569');
    expect(formatThaiDate('2026-11-22T03:00:00Z', 'long')).toBe('22 พฤศจิกายน 2569');
    expect(formatThaiDate('2026-11-27')).toBe('27 พ.ย. 2569');
    expect(formatThaiDate('2026-11-27', 'long')).toBe('27 พฤศจิกายน 2569');
    expect(formatThaiDate('2026-11-23', 'long')).toBe('23 พฤศจิกายน 2569');
    expect(formatThaiDate('2027-01-01', 'long')).toBe('1 มกราคม 2570');
  });

  it('uses Bangkok time: 20:00 UTC on the 22nd is already the 23rd in Thailand', () => {
    expect(formatThaiDate('2026-11-22T20:00:00Z')).toBe('23 พ.ย. 2569');
    expect(formatThaiDate(new Date('2026-11-22T18:00:00Z'), 'long')).toBe('23 พฤศจิกายน 2569');
    expect(formatThaiDate(Date.parse('2026-11-22T18:00:00Z'))).toBe('23 พ.ย. 2569');
  });

  it('rolls the BE year at Bangkok midnight: 2569 → 2570', () => {
    expect(formatThaiDate('2026-12-31T16:59:00Z')).toBe('31 ธ.ค. 2569');
    expect(formatThaiDate('2026-12-31T23:30:00Z')).toBe('1 ม.ค. 2570');
    expect(formatThaiDateTime('2026-12-31T23:30:00Z')).toBe('1 ม.ค. 2570 06:30');
  });

  it('reads a date-only value as that calendar day, never moved by a time zone', () => {
    expect(formatThaiDate('2026-12-31')).toBe('31 ธ.ค. 2569');
    expect(formatThaiDate('2027-01-01')).toBe('1 ม.ค. 2570');
  });

  it('shows date and time together, short for tables and long for a sentence', () => {
    expect(formatThaiDateTime('2026-11-22T07:30:00Z')).toBe('22 พ.ย. 2569 14:30');
    expect(formatThaiDateTime('2026-11-27T14:30:00+07:00', 'long')).toBe('27 พฤศจิกายน 2569 เวลา 14:30 น.');
    expect(formatThaiTime('2026-11-22T07:30:00Z')).toBe('14:30');
    expect(formatThaiTime(new Date('2026-01-01T02:05:00Z'))).toBe('09:05');
  });

  it('names every month as Intl does in Thai', () => {
    const short = new Intl.DateTimeFormat('th-TH', { dateStyle: 'medium', timeZone: 'UTC' });
    const long = new Intl.DateTimeFormat('th-TH', { dateStyle: 'long', timeZone: 'UTC' });
    expect(THAI_MONTHS_SHORT).toHaveLength(12);
    expect(THAI_MONTHS_LONG).toHaveLength(12);
    for (let month = 1; month <= 12; month++) {
      const date = `2026-${String(month).padStart(2, '0')}-09`;
      expect(formatThaiDate(date)).toBe(short.format(new Date(`${date}T00:00:00Z`)));
      expect(formatThaiDate(date, 'long')).toBe(long.format(new Date(`${date}T00:00:00Z`)));
    }
  });

  it('refuses a value that is no date, as Intl did', () => {
    expect(() => formatThaiDate('not a date')).toThrow(RangeError);
    expect(() => formatThaiDateTime(Number.NaN)).toThrow(RangeError);
  });
});

describe('money', () => {
  it.each([
    [125050, '฿1,250.50'],
    [150000, '฿1,500.00'],
    [0, '฿0.00'],
    [99, '฿0.99'],
    [123456789, '฿1,234,567.89'],
    [-1250, '-฿12.50'],
  ])('formats %i satang as %s', (satang, expected) => {
    expect(formatBaht(satang)).toBe(expected);
  });

  it('formats as Intl does in Thai', () => {
    const baht = new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB' });
    for (const satang of [0, 5, 99, 100, 125050, 99999999]) expect(formatBaht(satang)).toBe(baht.format(satang / 100));
  });

  it('writes plain baht with two decimals for payloads and the clipboard', () => {
    expect(satangToBahtText(240000)).toBe('2400.00');
    expect(satangToBahtText(123456)).toBe('1234.56');
    expect(satangToBahtText(5)).toBe('0.05');
    expect(satangToBahtText(100)).toBe('1.00');
  });

  it.each([
    [0, 'ศูนย์บาทถ้วน'],
    [100, 'หนึ่งบาทถ้วน'],
    [1100, 'สิบเอ็ดบาทถ้วน'],
    [2100, 'ยี่สิบเอ็ดบาทถ้วน'],
    [10100, 'หนึ่งร้อยเอ็ดบาทถ้วน'],
    [80000, 'แปดร้อยบาทถ้วน'],
    [240000, 'สองพันสี่ร้อยบาทถ้วน'],
    [125050, 'หนึ่งพันสองร้อยห้าสิบบาทห้าสิบสตางค์'],
    [50, 'ห้าสิบสตางค์'],
    [121, 'หนึ่งบาทยี่สิบเอ็ดสตางค์'],
    [100000000, 'หนึ่งล้านบาทถ้วน'],
    [100000100, 'หนึ่งล้านเอ็ดบาทถ้วน'],
    [1100000000, 'สิบเอ็ดล้านบาทถ้วน'],
    [123456789000, 'หนึ่งพันสองร้อยสามสิบสี่ล้านห้าแสนหกหมื่นเจ็ดพันแปดร้อยเก้าสิบบาทถ้วน'],
  ])('writes %i satang in words as %s', (satang, expected) => {
    expect(bahtWords(satang)).toBe(expected);
  });

  it('refuses what is not an amount of satang', () => {
    for (const bad of [-100, 1.5, Number.NaN]) expect(() => bahtWords(bad)).toThrow(RangeError);
  });

  it('gives a baht number for a spreadsheet cell', () => {
    expect(satangToBaht(125050)).toBe(1250.5);
    expect(satangToBaht(0)).toBe(0);
  });
});

describe('counts', () => {
  it('groups thousands as Intl does in Thai', () => {
    for (const count of [0, 7, 999, 1000, 12345, 1234567, -1234, 2 ** 40]) {
      expect(formatCount(count)).toBe(count.toLocaleString('th-TH'));
    }
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});

describe('person names', () => {
  it('spaces an English title: Miss Aung, not MissAung', () => {
    expect(personName({ title: 'Miss', firstName: 'Aung', lastName: 'Kyaw' })).toBe('Miss Aung Kyaw');
    expect(personName({ title: 'Mr.', firstName: 'John', lastName: 'Smith' })).toBe('Mr. John Smith');
    expect(personName({ title: 'Ms.', firstName: 'Su', lastName: 'Myat' })).toBe('Ms. Su Myat');
  });

  it('writes a Thai title against the name', () => {
    expect(personName({ title: 'นาย', firstName: 'สมชาย', lastName: 'ใจดี' })).toBe('นายสมชาย ใจดี');
    expect(personName({ title: 'นางสาว', firstName: 'มานี', lastName: 'มีนา' })).toBe('นางสาวมานี มีนา');
    expect(personName({ title: 'เด็กหญิง', firstName: 'ใบเตย', lastName: 'ใจดี' })).toBe('เด็กหญิงใบเตย ใจดี');
  });

  it('joins first and last name with one space when there is no title', () => {
    expect(personName({ firstName: 'มานี', lastName: 'มีนา' })).toBe('มานี มีนา');
    expect(personName({ title: '', firstName: 'มานี', lastName: 'มีนา' })).toBe('มานี มีนา');
    expect(personName({ title: null, firstName: 'สมชาย', lastName: '' })).toBe('สมชาย');
  });
});

describe('licence numbers', () => {
  it.each([
    ['ว.12345', 'ว.12345'],
    ['ว 12345', 'ว.12345'],
    ['ว12345', 'ว.12345'],
    ['ว. 12345', 'ว.12345'],
    [' ว.12 345 ', 'ว.12345'],
    ['12345', 'ว.12345'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseLicenceNo(input)).toBe(expected);
  });

  it('leaves what is not a Medical Council number as it was', () => {
    expect(normaliseLicenceNo('MD-001')).toBe('MD-001');
    expect(normaliseLicenceNo('')).toBe('');
  });
});

describe('a clinic address on one line', () => {
  it('does not repeat the province an address already names', () => {
    const silom = '191 ถนนสีลม แขวงสีลม เขตบางรัก กรุงเทพมหานคร 10500';
    expect(clinicAddressLine(silom, 'กรุงเทพมหานคร')).toBe(silom);
    expect(clinicAddressLine('45/2 ถนนนิมมานเหมินท์ จังหวัดเชียงใหม่ 50200', 'เชียงใหม่')).toBe(
      '45/2 ถนนนิมมานเหมินท์ จังหวัดเชียงใหม่ 50200',
    );
    expect(clinicAddressLine('88/9 ถนนมิตรภาพ จ.ขอนแก่น 40000', 'จังหวัดขอนแก่น')).toBe('88/9 ถนนมิตรภาพ จ.ขอนแก่น 40000');
  });

  it('knows the short names of Bangkok', () => {
    expect(clinicAddressLine('1 ถนนพระราม 4 เขตปทุมวัน กรุงเทพฯ 10330', 'กรุงเทพมหานคร')).toBe(
      '1 ถนนพระราม 4 เขตปทุมวัน กรุงเทพฯ 10330',
    );
    expect(clinicAddressLine('1 ถนนพระราม 4, กทม.', 'กรุงเทพมหานคร')).toBe('1 ถนนพระราม 4, กทม.');
  });

  it('adds a missing province before the postcode, or at the end without one', () => {
    expect(clinicAddressLine('1 ถนนสีลม เขตบางรัก 10500', 'กรุงเทพมหานคร')).toBe('1 ถนนสีลม เขตบางรัก กรุงเทพมหานคร 10500');
    expect(clinicAddressLine('  1 ถนนสีลม เขตบางรัก ', ' กรุงเทพมหานคร ')).toBe('1 ถนนสีลม เขตบางรัก กรุงเทพมหานคร');
  });

  it('does not take a province inside a longer word for the province', () => {
    expect(clinicAddressLine('1 ถนนห้วยแก้ว อำเภอเมืองเชียงใหม่ 50200', 'เชียงใหม่')).toBe(
      '1 ถนนห้วยแก้ว อำเภอเมืองเชียงใหม่ เชียงใหม่ 50200',
    );
  });

  it('answers the part there is when the other is empty', () => {
    expect(clinicAddressLine('', 'ขอนแก่น')).toBe('ขอนแก่น');
    expect(clinicAddressLine('1 ถนนมิตรภาพ', '')).toBe('1 ถนนมิตรภาพ');
  });
});
