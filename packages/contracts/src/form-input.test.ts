import { describe, expect, it } from 'vitest';
import { NewPasswordSchema, ThaiMobileSchema } from './auth.ts';
import { CreateBookingBodySchema } from './bookings.ts';
import { OpeningHoursDaySchema } from './clinics.ts';
import { IsoDateSchema, TimeOfDaySchema } from './common.ts';
import { formatOpeningHours, parseThaiDate } from './thai-format.ts';

// What people type into the forms: a date with its Buddhist-Era year, and fields left empty.

/** The first message zod gives for a value: the one a form shows under its field. */
function firstMessage(
  schema: { safeParse: (value: unknown) => { error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  return schema.safeParse(value).error?.issues[0]?.message;
}

describe('a typed date', () => {
  it('reads day, month and a Buddhist-Era year, however they are separated', () => {
    expect(parseThaiDate('15/03/2535')).toBe('1992-03-15');
    expect(parseThaiDate('5-3-2535')).toBe('1992-03-05');
    expect(parseThaiDate(' 15.03.2535 ')).toBe('1992-03-15');
    expect(parseThaiDate('15032535')).toBe('1992-03-15');
  });

  it('takes a year under 2400 as CE', () => {
    expect(parseThaiDate('15/03/1992')).toBe('1992-03-15');
  });

  it('refuses what is not a day of the calendar or not yet a whole date', () => {
    expect(parseThaiDate('31/02/2535')).toBeNull();
    expect(parseThaiDate('15/13/2535')).toBeNull();
    expect(parseThaiDate('15/03/25')).toBeNull();
    expect(parseThaiDate('15/03/')).toBeNull();
    expect(parseThaiDate('')).toBeNull();
  });
});

describe('opening hours', () => {
  const closed = null;
  const weekdays = { open: '08:00', close: '16:00' };
  it('runs days with the same hours together, Monday first, and says which days are closed', () => {
    const week = [closed, weekdays, weekdays, weekdays, weekdays, weekdays, { open: '08:00', close: '12:00' }];
    expect(formatOpeningHours(week)).toEqual(['จันทร์–ศุกร์ 08:00–16:00', 'เสาร์ 08:00–12:00', 'อาทิตย์ ปิด']);
  });

  it('says every day when the hours never change', () => {
    expect(formatOpeningHours(Array.from({ length: 7 }, () => weekdays))).toEqual(['ทุกวัน 08:00–16:00']);
  });

  it('keeps a day that breaks a run on its own line', () => {
    const week = [weekdays, weekdays, weekdays, closed, weekdays, weekdays, weekdays];
    expect(formatOpeningHours(week)).toEqual(['จันทร์–อังคาร 08:00–16:00', 'พุธ ปิด', 'พฤหัสบดี–อาทิตย์ 08:00–16:00']);
  });
});

describe('a required field left empty', () => {
  it('asks for it ("กรุณา…") instead of quoting its format rule', () => {
    expect(firstMessage(ThaiMobileSchema, '')).toBe('กรุณากรอกเบอร์มือถือ');
    expect(firstMessage(ThaiMobileSchema, ' - ')).toBe('กรุณากรอกเบอร์มือถือ');
    expect(firstMessage(NewPasswordSchema, '')).toBe('กรุณากรอกรหัสผ่าน');
    expect(firstMessage(IsoDateSchema, '')).toBe('กรุณาเลือกวันที่');
    expect(firstMessage(TimeOfDaySchema, '')).toBe('กรุณาเลือกเวลา');
  });

  it('still quotes the rule once something is typed', () => {
    expect(firstMessage(ThaiMobileSchema, '0812')).toBe('เบอร์มือถือต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 06 08 หรือ 09');
    expect(firstMessage(NewPasswordSchema, 'abc1')).toBe('รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร');
  });

  it('names each empty field of a booking by what it needs', () => {
    const result = CreateBookingBodySchema.safeParse({
      clinicId: '',
      serviceId: '',
      appointmentDate: '',
      slotTime: '',
      examineeCount: 1,
      contactName: '',
      contactPhone: '',
    });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).reverse().map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      clinicId: 'กรุณาเลือกคลินิก',
      serviceId: 'กรุณาเลือกบริการ',
      appointmentDate: 'กรุณาเลือกวันที่',
      slotTime: 'กรุณาเลือกเวลา',
      contactName: 'กรุณากรอกชื่อผู้ติดต่อ',
      contactPhone: 'กรุณากรอกเบอร์มือถือ',
    });
  });
});

describe('a day’s closing time', () => {
  it('close at 24:00 for a clinic open until midnight, but never open then or close later', () => {
    expect(OpeningHoursDaySchema.safeParse({ open: '00:00', close: '24:00' }).success).toBe(true);
    expect(firstMessage(OpeningHoursDaySchema, { open: '24:00', close: '24:00' })).toBe('รูปแบบเวลาไม่ถูกต้อง (ชช:นน)');
    expect(firstMessage(OpeningHoursDaySchema, { open: '08:00', close: '24:30' })).toBe('รูปแบบเวลาไม่ถูกต้อง (ชช:นน)');
    expect(firstMessage(OpeningHoursDaySchema, { open: '18:00', close: '09:00' })).toBe('เวลาปิดต้องหลังเวลาเปิด');
  });
});
