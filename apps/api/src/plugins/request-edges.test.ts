import net from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../app.ts';
import { loggableError } from '../lib/log-safety.ts';
import { createBookingAs, THAI_IDS } from '../test/booking-factory.ts';
import { createTestClinic, type TestClinic } from '../test/clinic-factory.ts';
import { bearer, buildTestApp, registerUser, signInAsNewAdmin, type TestContext } from '../test/helpers.ts';

/**
 * Requests that go wrong before or around a route: text no person types, URLs and headers the router or
 * Node's parser refuses, multipart bodies cut short. Each is the envelope with a Thai message and a 4xx;
 * and what reaches the log never carries a person's data or a secret.
 */

let ctx: TestContext;
const logLines: string[] = [];
let customer: string;
let admin: string;
let clinic: TestClinic;
const ARGON2_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2g';

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  ctx = await buildTestApp({ logger: pino({ ...loggerOptions({ logLevel: 'info' }), transport: undefined }, sink) });
  customer = (await registerUser(ctx.app)).token;
  admin = (await signInAsNewAdmin(ctx)).token;
  clinic = await createTestClinic(ctx);
});
afterAll(() => ctx.close());

const THAI = /[\u0E00-\u0E7F]/;

function expectThaiEnvelope(response: { statusCode: number; json: () => unknown }, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as { success: boolean; error: string; code: string };
  expect(body).toMatchObject({ success: false, code });
  expect(body.error).toMatch(THAI);
}

describe('text no person types', () => {
  const UNSAFE = {
    NUL: 'สม\u0000ชาย',
    'an escape sequence': 'สม\u001b[2Jชาย',
    'a C1 control': 'สม\u0085ชาย',
    'a bidi override': 'สมชาย\u202Egpj.exe',
    'a bidi isolate': '\u2067สมชาย\u2069',
    'half a surrogate pair': 'สม\ud800ชาย',
  };

  it.each(Object.entries(UNSAFE))('refuses %s in a profile name with a Thai 400 naming the field', async (_, name) => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(customer),
      payload: { firstName: name, lastName: 'ใจดี', phone: '0812345678' },
    });
    expectThaiEnvelope(response, 400, 'VALIDATION_FAILED');
    expect(response.json().details).toEqual([{ field: 'firstName', message: expect.stringMatching(/อักขระ/) }]);
  });

  it('refuses it deep in a body, in a query string and in a path', async () => {
    const booking = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(customer),
      payload: {
        clinicId: clinic.clinicId,
        serviceId: clinic.serviceId,
        appointmentDate: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
        slotTime: '09:00',
        examineeCount: 1,
        contactName: 'สมชาย ใจดี',
        contactPhone: '0891234567',
        examinees: [{ title: 'นาย', firstName: 'สม\u0000ชาย', lastName: 'ใจดี', idNumber: THAI_IDS[0] }],
      },
    });
    expectThaiEnvelope(booking, 400, 'VALIDATION_FAILED');
    expect(booking.json().details[0].field).toBe('examinees.0.firstName');

    const list = await ctx.app.inject({ method: 'GET', url: '/api/bookings?q=%00', headers: bearer(customer) });
    expectThaiEnvelope(list, 400, 'VALIDATION_FAILED');
    const path = await ctx.app.inject({ method: 'GET', url: '/api/verify/AB%00CD' });
    expectThaiEnvelope(path, 400, 'VALIDATION_FAILED');
  });

  it('looks through a body nested 100,000 deep without overflowing, and answers 400', async () => {
    const deep = (inner: string) =>
      `{"firstName":${'['.repeat(100_000)}${inner}${']'.repeat(100_000)},"lastName":"ใจดี"}`;
    for (const [inner, field] of [
      ['"สม\\u0000ชาย"', `firstName${'.0'.repeat(100_000)}`],
      ['1', 'firstName'],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: { ...bearer(customer), 'content-type': 'application/json' },
        payload: deep(inner),
      });
      expectThaiEnvelope(response, 400, 'VALIDATION_FAILED');
      expect(response.json().details[0].field).toBe(field);
    }
  });

  it('keeps Thai marks, emoji, tabs and line breaks, which people do type', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(customer),
      payload: { firstName: 'กิ่งแก้ว 🌸', lastName: 'ใจดี', phone: '0812345678', address: '1 ถนนสีลม\nแขวงสีลม\tบางรัก' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ firstName: 'กิ่งแก้ว 🌸', address: '1 ถนนสีลม\nแขวงสีลม\tบางรัก' });
  });
});

describe('URLs and headers refused before any route', () => {
  it('answers a URL that does not decode with the envelope, not the echo', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/bookings/%', headers: bearer(customer) });
    expectThaiEnvelope(response, 400, 'BAD_REQUEST_LINE');
    expect(response.body).not.toContain('%');
  });

  it('answers a 500-character path parameter with 414 in the envelope, not the echo', async () => {
    const long = 'a'.repeat(500);
    const response = await ctx.app.inject({ method: 'GET', url: `/api/bookings/${long}`, headers: bearer(customer) });
    expectThaiEnvelope(response, 414, 'URL_TOO_LONG');
    expect(response.body).not.toContain(long);
  });

  describe('on a real socket, where Node parses the request', () => {
    let port: number;
    beforeAll(async () => {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      port = (ctx.app.server.address() as net.AddressInfo).port;
    });

    async function raw(request: string): Promise<{ status: number; body: string }> {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
        let received = '';
        socket.on('data', (chunk) => {
          received += chunk;
        });
        socket.on('close', () => resolve(received));
        socket.on('error', reject);
      });
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      return { status: Number(head.split(' ')[1]), body };
    }

    it('answers headers over the limit with 431 in the envelope', async () => {
      const answer = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      expect(answer.status).toBe(431);
      expect(JSON.parse(answer.body)).toMatchObject({
        success: false,
        code: 'HEADERS_TOO_LARGE',
        error: expect.stringMatching(THAI),
      });
    });

    it('answers Content-Length together with chunked encoding with 400 in the envelope', async () => {
      const answer = await raw(
        'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      );
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({
        success: false,
        code: 'BAD_REQUEST_LINE',
        error: expect.stringMatching(THAI),
      });
    });
  });
});

describe('multipart bodies cut short or malformed', () => {
  const BROKEN = {
    'cut short inside the file':
      '--XB\r\nContent-Disposition: form-data; name="slipImage"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\u00ff\u00d8\u00ff',
    'with a broken part header': '--XB\r\nContent-Disposition\r\n\r\nvalue\r\n--XB--\r\n',
    'with NUL in the file name':
      '--XB\r\nContent-Disposition: form-data; name="slipImage"; filename="a\u0000.jpg"\r\nContent-Type: image/jpeg\r\n\r\nabc\r\n--XB--\r\n',
  };

  it.each(Object.entries(BROKEN))('answers a slip upload %s with a Thai 400', async (_, payload) => {
    const booking = await createBookingAs(ctx, customer, clinic);
    const payment = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: bearer(customer),
      payload: { bookingId: booking.id, method: 'promptpay' },
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/${payment.json().data.id}/slip`,
      headers: { ...bearer(customer), 'content-type': 'multipart/form-data; boundary=XB' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: expect.stringMatching(THAI) });
  });

  it.each(Object.entries(BROKEN))('answers an Excel preview %s with a Thai 400', async (_, payload) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/excel-imports/preview',
      headers: { ...bearer(admin), 'content-type': 'multipart/form-data; boundary=XB' },
      payload: payload.replaceAll('slipImage', 'file'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: expect.stringMatching(THAI) });
  });
});

describe('the log', () => {
  it('keeps the SQL of a failed query but not its parameters, password hashes or national ids', async () => {
    const failure = await ctx.database.db
      .execute(sql`select ${ARGON2_HASH}::text as hash, ${THAI_IDS[0]}::text as id, 'x'::int`)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    // What an unprotected serializer would have written, so this test shows the danger is real.
    expect(`${(failure as Error).message}`).toContain(THAI_IDS[0]);

    const logged = JSON.stringify(loggableError(failure));
    expect(logged).toContain('select');
    expect(logged).not.toContain('argon2');
    expect(logged).not.toContain(THAI_IDS[0]);
  });

  it('does not keep a national id searched for in the query string', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/bookings?q=${THAI_IDS[1]}`,
      headers: bearer(customer),
    });
    expect(response.statusCode).toBe(200);
    const lines = logLines.filter((line) => line.includes('/api/bookings?'));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('')).not.toContain(THAI_IDS[1]);
    expect(lines.join('')).toContain('q=%5Bredacted%5D');
  });
});
