import { describe, expect, it } from 'vitest';
import {
  BirthDateSchema,
  dateRangeDays,
  findUnsafeText,
  IsoDateSchema,
  IsoMonthSchema,
  isUnsafeText,
  LIST_RANGE_MAX_DAYS,
  listDateRangeCheck,
  MomentSchema,
  requiredText,
  TimeOfDaySchema,
} from './common.ts';
import { z } from './thai-zod.ts';

describe('IsoDateSchema', () => {
  it('takes real calendar dates, leap days included', () => {
    for (const date of ['2026-11-23', '2028-02-29', '2026-12-31']) expect(IsoDateSchema.parse(date)).toBe(date);
  });

  it('refuses dates that do not exist, rather than rolling them over', () => {
    for (const date of ['2026-02-29', '2026-02-31', '2026-13-01', '2026-04-31']) {
      const result = IsoDateSchema.safeParse(date);
      expect(result.success, date).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('ไม่มีวันที่นี้ในปฏิทิน');
    }
  });

  it('refuses other formats with the format named in Thai', () => {
    expect(IsoDateSchema.safeParse('23/11/2569').error?.issues[0]?.message).toBe('รูปแบบวันที่ไม่ถูกต้อง (ปปปป-ดด-วว)');
  });
});

describe('the years a date may name', () => {
  it('IsoDateSchema takes 2000-01-01 … 2200-12-31 and nothing outside', () => {
    for (const date of ['2000-01-01', '2200-12-31']) expect(IsoDateSchema.parse(date)).toBe(date);
    for (const date of ['0000-01-01', '1999-12-31', '2201-01-01', '9999-12-31']) {
      const result = IsoDateSchema.safeParse(date);
      expect(result.success, date).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('ปีของวันที่ต้องอยู่ระหว่าง ค.ศ. 2000–2200');
    }
  });

  it('BirthDateSchema reaches back to 1900 for people born before 2000', () => {
    expect(BirthDateSchema.parse('1950-06-15')).toBe('1950-06-15');
    expect(BirthDateSchema.safeParse('1899-12-31').success).toBe(false);
    expect(BirthDateSchema.safeParse('2201-01-01').success).toBe(false);
  });

  it('IsoMonthSchema takes 2000-01 … 2200-12, and months 01 to 12 only', () => {
    for (const month of ['2000-01', '2200-12', '2026-11']) expect(IsoMonthSchema.parse(month)).toBe(month);
    expect(IsoMonthSchema.safeParse('9999-12').error?.issues[0]?.message).toBe('ปีของเดือนต้องอยู่ระหว่าง ค.ศ. 2000–2200');
    for (const month of ['0000-01', '1999-12', '2201-01', '2026-00', '2026-13', '2026-1', '2026/11'])
      expect(IsoMonthSchema.safeParse(month).success, month).toBe(false);
  });
});

describe('MomentSchema', () => {
  it('takes timestamps with an offset in 2000–2200 and refuses others in Thai', () => {
    for (const at of ['2000-01-01T00:00:00Z', '2200-12-31T23:59:59+07:00']) expect(MomentSchema.parse(at)).toBe(at);
    expect(MomentSchema.safeParse('0000-01-01T00:00:00Z').error?.issues[0]?.message).toBe(
      'ปีของวันเวลาต้องอยู่ระหว่าง ค.ศ. 2000–2200',
    );
    expect(MomentSchema.safeParse('2026-11-25 10:00').error?.issues[0]?.message).toBe('รูปแบบวันเวลาไม่ถูกต้อง');
  });
});

describe('list date ranges', () => {
  const Filter = z
    .object({ dateFrom: IsoDateSchema.optional(), dateTo: IsoDateSchema.optional() })
    .superRefine(listDateRangeCheck);

  it('counts both ends', () => {
    expect(dateRangeDays('2026-01-01', '2026-01-01')).toBe(1);
    expect(dateRangeDays('2028-02-28', '2028-03-01')).toBe(3);
  });

  it('takes one end alone, or a range up to the limit', () => {
    expect(Filter.safeParse({ dateFrom: '2026-01-01' }).success).toBe(true);
    expect(Filter.safeParse({ dateTo: '2026-01-01' }).success).toBe(true);
    const last = new Date(Date.UTC(2026, 0, LIST_RANGE_MAX_DAYS)).toISOString().slice(0, 10);
    expect(dateRangeDays('2026-01-01', last)).toBe(LIST_RANGE_MAX_DAYS);
    expect(Filter.safeParse({ dateFrom: '2026-01-01', dateTo: last }).success).toBe(true);
  });

  it('refuses a range out of order or one day too long, on the `dateTo` field', () => {
    const backwards = Filter.safeParse({ dateFrom: '2026-01-02', dateTo: '2026-01-01' });
    expect(backwards.error?.issues[0]).toMatchObject({ path: ['dateTo'], message: 'วันเริ่มต้นต้องไม่อยู่หลังวันสิ้นสุด' });
    const dayAfter = new Date(Date.UTC(2026, 0, LIST_RANGE_MAX_DAYS + 1)).toISOString().slice(0, 10);
    const tooLong = Filter.safeParse({ dateFrom: '2026-01-01', dateTo: dayAfter });
    expect(tooLong.error?.issues[0]?.path).toEqual(['dateTo']);
    expect(tooLong.error?.issues[0]?.message).toContain('3,660 วัน');
  });
});

describe('TimeOfDaySchema', () => {
  it('takes 24-hour times and refuses others', () => {
    expect(TimeOfDaySchema.parse('08:30')).toBe('08:30');
    for (const time of ['8:30', '24:00', '12:60', '9am'])
      expect(TimeOfDaySchema.safeParse(time).success, time).toBe(false);
  });
});

describe('unsafe text', () => {
  it('refuses controls, DEL, C1, bidi overrides and isolates and half surrogate pairs; keeps what people type', () => {
    for (const text of [
      'a\u0000b',
      'a\u0008',
      '\u001b[2J',
      'a\u007f',
      'a\u0085',
      '\u202Eexe',
      '\u2066x\u2069',
      'a\ud800',
    ])
      expect(isUnsafeText(text), JSON.stringify(text)).toBe(true);
    for (const text of ['สมชาย ใจดี', 'ก็็็่่', '👩‍⚕️', 'line\nbreak\r\n', 'tab\there', 'Müller', 'محمد'])
      expect(isUnsafeText(text), text).toBe(false);
  });

  it('names the first unsafe value or key in a parsed body, at any depth', () => {
    expect(findUnsafeText({ a: 'ok', b: [{ c: 'ok' }, { d: 'x\u0000' }] })).toBe('b.1.d');
    expect(findUnsafeText({ 'bad\u202Ekey': 1 })).toBe('bad\u202Ekey');
    expect(findUnsafeText('\u0000')).toBe('_');
    expect(findUnsafeText({ a: ['ok', 1, null, true] })).toBeNull();
  });

  it('is part of the text schemas the web forms use', () => {
    const name = requiredText(100, 'ชื่อ');
    expect(name.safeParse('สมชาย').success).toBe(true);
    expect(name.safeParse('สม\u0000ชาย').error?.issues[0]?.message).toMatch(/อักขระ/);
  });
});
