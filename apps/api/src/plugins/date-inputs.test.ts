import { randomUUID } from 'node:crypto';
import { CALENDAR_MAX_DAYS, LIST_RANGE_MAX_DAYS, REPORT_MAX_DAYS } from '@jongdee/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../lib/clinic-time.ts';
import { createTestClinic, type TestClinic } from '../test/clinic-factory.ts';
import { apiCaller, useStaffAndCustomer, useTestApp } from '../test/helpers.ts';

const ctx = useTestApp();
const call = apiCaller(ctx);
const tokens = useStaffAndCustomer(ctx);
let clinic: TestClinic;

beforeAll(async () => {
  clinic = await createTestClinic(ctx);
});

const THAI = /[\u0E00-\u0E7F]/;

/** A Thai 400 envelope whose field message for `field` is Thai (and, when given, contains `text`). */
function expectThai400(response: Awaited<ReturnType<typeof call>>, field: string, text?: string) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json();
  expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  expect(body.error).toMatch(THAI);
  const detail = (body.details as { field: string; message: string }[]).find((entry) => entry.field === field);
  expect(detail?.message, JSON.stringify(body.details)).toMatch(THAI);
  if (text) expect(detail?.message).toContain(text);
}

async function expectHealthy() {
  const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(200);
}

describe('dates far outside the calendar the product works in', () => {
  it('the booking calendar of month 9999-12 answers a Thai 400, and the server keeps answering', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/clinics/${clinic.clinicId}/availability/month?month=9999-12&serviceId=${clinic.serviceId}`,
    });
    expectThai400(response, 'month', '2000–2200');
    await expectHealthy();
  });

  it('the admin calendar of 9999-12-01 … 9999-12-31 answers a Thai 400, and the server keeps answering', async () => {
    const response = await call('GET', '/api/admin/calendar?from=9999-12-01&to=9999-12-31', tokens.admin);
    expectThai400(response, 'from', '2000–2200');
    await expectHealthy();
  });

  it('the first and last months of the span still answer, every day in its place', async () => {
    for (const month of ['2000-01', '2200-12']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/clinics/${clinic.clinicId}/availability/month?month=${month}&serviceId=${clinic.serviceId}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      const days = response.json().data.days as { date: string }[];
      expect(days).toHaveLength(31);
      expect(days.at(-1)?.date).toBe(`${month}-31`);
    }
  });

  // Every endpoint with a date, month or range input; `field` is where the bad date goes.
  type Case = {
    name: string;
    token: () => string | null;
    method: 'GET' | 'POST' | 'PUT';
    request: (date: string) => { url: string; payload?: object };
    field: string;
  };
  const id = randomUUID();
  const admin = () => tokens.admin;
  const user = () => tokens.user;
  const cases: Case[] = [
    {
      name: 'one day of availability',
      token: () => null,
      method: 'GET',
      request: (date) => ({
        url: `/api/clinics/${clinic.clinicId}/availability?date=${date}&serviceId=${clinic.serviceId}`,
      }),
      field: 'date',
    },
    {
      name: 'a month of availability',
      token: () => null,
      method: 'GET',
      request: (date) => ({
        url: `/api/clinics/${clinic.clinicId}/availability/month?month=${date.slice(0, 7)}&serviceId=${clinic.serviceId}`,
      }),
      field: 'month',
    },
    {
      name: 'a new booking',
      token: user,
      method: 'POST',
      request: (date) => ({
        url: '/api/bookings',
        payload: {
          clinicId: clinic.clinicId,
          serviceId: clinic.serviceId,
          appointmentDate: date,
          slotTime: '09:00',
          examineeCount: 1,
        },
      }),
      field: 'appointmentDate',
    },
    {
      name: 'moving a booking',
      token: user,
      method: 'PUT',
      request: (date) => ({ url: `/api/bookings/${id}`, payload: { appointmentDate: date, slotTime: '09:00' } }),
      field: 'appointmentDate',
    },
    {
      name: 'my bookings',
      token: user,
      method: 'GET',
      request: (date) => ({ url: `/api/bookings?dateFrom=${date}` }),
      field: 'dateFrom',
    },
    {
      name: 'my payments',
      token: user,
      method: 'GET',
      request: (date) => ({ url: `/api/payments?dateTo=${date}` }),
      field: 'dateTo',
    },
    {
      name: 'search',
      token: user,
      method: 'POST',
      request: (date) => ({ url: '/api/search', payload: { type: 'payments', filters: { dateFrom: date } } }),
      field: 'filters.dateFrom',
    },
    {
      name: 'the bookings export',
      token: admin,
      method: 'GET',
      request: (date) => ({ url: `/api/admin/bookings/export?dateTo=${date}` }),
      field: 'dateTo',
    },
    {
      name: 'the payments list, as staff',
      token: admin,
      method: 'GET',
      request: (date) => ({ url: `/api/payments?dateFrom=${date}` }),
      field: 'dateFrom',
    },
    {
      name: 'the certificates list',
      token: admin,
      method: 'GET',
      request: (date) => ({ url: `/api/admin/certificates?dateFrom=${date}` }),
      field: 'dateFrom',
    },
    {
      name: 'the audit log',
      token: admin,
      method: 'GET',
      request: (date) => ({ url: `/api/admin/audit-log?dateFrom=${date}` }),
      field: 'dateFrom',
    },
    {
      name: 'the results work list',
      token: admin,
      method: 'GET',
      request: (date) => ({ url: `/api/admin/examination-results?date=${date}` }),
      field: 'date',
    },
    {
      name: 'a result',
      token: admin,
      method: 'PUT',
      request: (date) => ({
        url: `/api/admin/examination-results/examinee/${id}`,
        payload: { examDate: date, doctorId: id, conclusion: 'fit', items: [] },
      }),
      field: 'examDate',
    },
    {
      name: 'a clinic’s closed dates',
      token: admin,
      method: 'PUT',
      request: (date) => ({ url: `/api/admin/clinics/${clinic.clinicId}`, payload: { closedDates: [{ date }] } }),
      field: 'closedDates.0.date',
    },
    {
      name: 'the calendar',
      token: admin,
      method: 'GET',
      request: (date) => ({ url: `/api/admin/calendar?from=${date}&to=${date}` }),
      field: 'from',
    },
    {
      name: 'the report',
      token: admin,
      method: 'GET',
      request: (date) => ({ url: `/api/admin/reports/summary?from=${date}&to=${date}` }),
      field: 'from',
    },
    {
      name: 'the report export',
      token: admin,
      method: 'GET',
      request: (date) => ({ url: `/api/admin/reports/export?from=${date}&to=${date}` }),
      field: 'from',
    },
  ];

  for (const date of ['0000-01-01', '1999-12-31', '2201-01-01', '9999-12-31']) {
    it.each(cases)(`$name refuses ${date} with a Thai 400`, async ({ token, method, request, field }) => {
      const { url, payload } = request(date);
      const bearerToken = token();
      const response = bearerToken
        ? await call(method, url, bearerToken, payload)
        : await ctx.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expectThai400(response, field, 'ค.ศ.');
    });
  }
});

describe('birth dates', () => {
  it.each(['0000-01-01', '1899-12-31', '2201-01-01', '9999-12-31'])(
    'an examinee born %s is refused with a Thai 400; 1950 is a birth date like any other',
    async (birthDate) => {
      const examinee = { title: 'นาย', firstName: 'สมชาย', lastName: 'ใจดี', idType: 'passport', idNumber: 'AA1234567' };
      const url = `/api/bookings/${randomUUID()}/examinees`;
      expectThai400(await call('POST', url, tokens.user, { ...examinee, birthDate }), 'birthDate', 'ค.ศ. 1900–2200');
      // Valid, so the answer is about the (unknown) booking, not the date.
      expect((await call('POST', url, tokens.user, { ...examinee, birthDate: '1950-06-15' })).statusCode).toBe(404);
    },
  );
});

describe('moments people type, in the same years', () => {
  const id = randomUUID();
  const cases = [
    {
      name: 'a slip’s transfer time',
      token: () => tokens.user,
      url: `/api/payments/${id}/slip`,
      body: (at: string) => ({ slipImage: 'aGVsbG8=', transferredAt: at }),
      field: 'transferredAt',
    },
    {
      name: 'a payment staff record',
      token: () => tokens.admin,
      url: '/api/admin/payments',
      body: (at: string) => ({ bookingId: id, method: 'cash', amount: 100, paidAt: at }),
      field: 'paidAt',
    },
    {
      name: 'a refund',
      token: () => tokens.admin,
      url: `/api/admin/payments/${id}/refund`,
      body: (at: string) => ({ note: 'โอนคืนแล้ว', refundedAt: at }),
      field: 'refundedAt',
    },
    {
      name: 'a banner’s start',
      token: () => tokens.admin,
      url: '/api/admin/banners',
      body: (at: string) => ({ title: 'แบนเนอร์', startsAt: at }),
      field: 'startsAt',
    },
  ];
  for (const at of [
    '0000-01-01T00:00:00Z',
    '1999-12-31T23:00:00Z',
    '2201-01-01T00:00:00+07:00',
    '9999-12-31T00:00:00Z',
  ]) {
    it.each(cases)(`$name refuses ${at} with a Thai 400`, async ({ token, url, body, field }) => {
      expectThai400(await call('POST', url, token(), body(at)), field, 'ค.ศ.');
    });
  }
});

describe('date ranges: in order and no longer than the endpoint allows', () => {
  const day = '2026-01-01';
  const lists = [
    '/api/bookings',
    '/api/payments',
    '/api/admin/certificates',
    '/api/admin/audit-log',
    '/api/admin/bookings/export',
  ];

  it.each(lists)('%s refuses a range that ends before it starts', async (path) => {
    const response = await call('GET', `${path}?dateFrom=2026-02-01&dateTo=2026-01-31`, tokens.admin);
    expectThai400(response, 'dateTo', 'วันเริ่มต้นต้องไม่อยู่หลังวันสิ้นสุด');
  });

  it.each(lists)('%s takes the longest range and refuses one day more, naming the limit', async (path) => {
    const longest = addDays(day, LIST_RANGE_MAX_DAYS - 1);
    const ok = await call('GET', `${path}?dateFrom=${day}&dateTo=${longest}`, tokens.admin);
    expect(ok.statusCode, ok.body).toBe(200);
    const tooLong = await call('GET', `${path}?dateFrom=${day}&dateTo=${addDays(longest, 1)}`, tokens.admin);
    expectThai400(tooLong, 'dateTo', LIST_RANGE_MAX_DAYS.toLocaleString('en-US'));
  });

  it('search filters take the same range rule', async () => {
    const response = await call('POST', '/api/search', tokens.user, {
      type: 'bookings',
      filters: { dateFrom: day, dateTo: addDays(day, LIST_RANGE_MAX_DAYS) },
    });
    expectThai400(response, 'filters.dateTo', LIST_RANGE_MAX_DAYS.toLocaleString('en-US'));
  });

  it.each([
    ['/api/admin/calendar', CALENDAR_MAX_DAYS],
    ['/api/admin/reports/summary', REPORT_MAX_DAYS],
  ] as const)('%s takes %i days and refuses one more, naming the limit', async (path, maxDays) => {
    const longest = addDays(day, maxDays - 1);
    const ok = await call('GET', `${path}?from=${day}&to=${longest}`, tokens.admin);
    expect(ok.statusCode, ok.body).toBe(200);
    const tooLong = await call('GET', `${path}?from=${day}&to=${addDays(longest, 1)}`, tokens.admin);
    expectThai400(tooLong, 'to', String(maxDays));
  });
});
