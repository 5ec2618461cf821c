import { describe, expect, it } from 'vitest';
import { ExamineeBodySchema, maskIdNumber } from './bookings.ts';

describe('maskIdNumber', () => {
  it('masks a Thai id as lists and masked certificates show it: the last three digits only', () => {
    expect(maskIdNumber('thai_id', '1101701234561')).toBe('x-xxxx-xxxxx-56-1');
    expect(maskIdNumber('thai_id', '0101701234567')).toBe('x-xxxx-xxxxx-56-7');
  });
  it('keeps the last three characters of a passport number', () => {
    expect(maskIdNumber('passport', 'AA1234567')).toBe('xxxxxx567');
  });
});

describe('ExamineeBodySchema', () => {
  const base = { title: 'นาย', firstName: 'สมชาย', lastName: 'ใจดี' } as const;

  it('accepts a Thai id typed with dashes and stores the digits', () => {
    const parsed = ExamineeBodySchema.parse({ ...base, idNumber: '1-1017-01234-56-1' });
    expect(parsed).toMatchObject({ idType: 'thai_id', idNumber: '1101701234561', nationality: 'ไทย', birthDate: null });
  });

  it('accepts a non-Thai 13-digit number that starts with 0', () => {
    // Weights 13…2 over 000000000001 give 2, so the check digit is (11 − 2) mod 10 = 9.
    expect(ExamineeBodySchema.safeParse({ ...base, idNumber: '0000000000019' }).success).toBe(true);
  });

  it('refuses a wrong check digit with a Thai message on idNumber', () => {
    const result = ExamineeBodySchema.safeParse({ ...base, idNumber: '1101701234562' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['idNumber'],
      message: 'เลขประจำตัวประชาชนไม่ถูกต้อง กรุณาตรวจสอบ 13 หลักอีกครั้ง',
    });
  });

  it('takes a passport number in capitals and refuses punctuation', () => {
    expect(ExamineeBodySchema.parse({ ...base, idType: 'passport', idNumber: 'mb 123456' }).idNumber).toBe('MB123456');
    expect(ExamineeBodySchema.safeParse({ ...base, idType: 'passport', idNumber: 'MB/12' }).success).toBe(false);
  });
});
