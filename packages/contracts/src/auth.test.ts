import { describe, expect, it } from 'vitest';
import { ProfileUpdateBodySchema, RegisterBodySchema } from './auth.ts';
import { errorMessage } from './errors.ts';

const valid = {
  firstName: ' สมชาย ',
  lastName: 'ใจดี',
  email: ' SomChai@Example.COM ',
  phone: '081 234 5678',
  password: 'รหัสผ่าน1234',
  pdpaConsent: true,
};

describe('RegisterBodySchema', () => {
  it('normalises what people type: trimmed names, lower-case email, phone digits only', () => {
    expect(RegisterBodySchema.parse(valid)).toEqual({
      firstName: 'สมชาย',
      lastName: 'ใจดี',
      email: 'somchai@example.com',
      phone: '0812345678',
      password: 'รหัสผ่าน1234',
      pdpaConsent: true,
      marketingConsent: false,
    });
  });

  it('counts Thai letters as letters in the password rule', () => {
    expect(RegisterBodySchema.safeParse({ ...valid, password: 'สวัสดีครับ9' }).success).toBe(true);
  });

  it('answers every problem in Thai', () => {
    const result = RegisterBodySchema.safeParse({
      email: 42,
      phone: '0212345678',
      password: 'abc',
      pdpaConsent: 'yes',
    });
    expect(result.success).toBe(false);
    for (const issue of result.error?.issues ?? []) expect(issue.message).toMatch(/[\u0E00-\u0E7F]/);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(
      expect.arrayContaining(['firstName', 'lastName', 'email', 'phone', 'password', 'pdpaConsent']),
    );
  });

  it('rejects unknown keys silently (stripped), so a role cannot be smuggled in', () => {
    expect(RegisterBodySchema.parse({ ...valid, role: 'admin' })).not.toHaveProperty('role');
  });
});

describe('ProfileUpdateBodySchema', () => {
  it('accepts a valid tax id with dashes and stores empty optional fields as null', () => {
    expect(
      ProfileUpdateBodySchema.parse({
        firstName: 'ก',
        lastName: 'ข',
        phone: '0912345678',
        taxId: '1-1017-01234-56-1',
        companyName: '  ',
      }),
    ).toEqual({
      firstName: 'ก',
      lastName: 'ข',
      phone: '0912345678',
      taxId: '1101701234561',
      companyName: null,
      address: null,
    });
  });
});

describe('errorMessage', () => {
  it('fills the placeholders', () => {
    expect(errorMessage('TOO_MANY_LOGIN_ATTEMPTS', { minutes: 7 })).toBe(
      'เข้าสู่ระบบไม่สำเร็จหลายครั้งเกินไป กรุณารอ 7 นาทีแล้วลองใหม่',
    );
  });
});
