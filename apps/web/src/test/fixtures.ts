import type { MyConsents, User } from '@jongdee/contracts';

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

/** My consents with health data (the one needed to book) in the given state, under notice 2569-1. */
export function makeConsents(status: 'granted' | 'withdrawn' | 'not_given'): MyConsents {
  return {
    currentNoticeVersion: '2569-1',
    purposes: [
      {
        purpose: 'health_data',
        label: 'ประมวลผลข้อมูลส่วนบุคคลและข้อมูลสุขภาพเพื่อให้บริการตรวจสุขภาพ',
        required: true,
        status,
        granted: status === 'granted',
        noticeVersion: status === 'not_given' ? null : '2569-1',
        grantedAt: status === 'not_given' ? null : '2026-11-01T03:00:00.000Z',
        withdrawnAt: status === 'withdrawn' ? '2026-11-20T07:30:00.000Z' : null,
      },
    ],
    history: [],
  };
}
