import type { User } from '@jongdee/contracts';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
    email: 'somchai@example.com',
    role: 'user',
    firstName: 'สมชาย',
    lastName: 'ใจดี',
    phone: '0812345678',
    companyName: null,
    taxId: null,
    mustChangePassword: false,
    address: null,
    isActive: true,
    lastLoginAt: null,
    createdAt: '2026-11-01T03:00:00.000Z',
    updatedAt: '2026-11-01T03:00:00.000Z',
    ...overrides,
  };
}

export const ok = (data: unknown) => ({ body: { success: true, data } });
export const fail = (status: number, error: string, code = 'X') => ({ status, body: { success: false, error, code } });
