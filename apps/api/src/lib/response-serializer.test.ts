import { successEnvelope, z } from '@jongdee/contracts';
import pino from 'pino';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { registerUser, useTestApp } from '../test/helpers.ts';
import { createResponseSerializerCompiler, SerializerMismatchError } from './response-serializer.ts';

const UserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  balance: z.number().int(),
  address: z.object({ province: z.string() }).nullable(),
  roles: z.array(z.object({ code: z.enum(['admin', 'customer']) })),
});
const Envelope = successEnvelope(UserSchema);

const user = {
  id: '0190b1c2-1111-7000-8000-000000000000',
  name: 'สมหญิง',
  balance: 50_000,
  address: { province: 'กรุงเทพมหานคร', passwordHash: 'in-a-nested-object' },
  roles: [{ code: 'customer', passwordHash: 'in-an-array-item' }],
  passwordHash: '$argon2id$at-the-top',
};

function serializerFor(schema: z.ZodType, checkAgainstZod: boolean) {
  const { compile, choices } = createResponseSerializerCompiler({ log: pino({ level: 'silent' }), checkAgainstZod });
  const serialize = compile({ schema, method: 'GET', url: '/test', httpStatus: '200' } as never) as (
    data: unknown,
  ) => string;
  return { serialize, choices };
}

describe('the fast response serializer', () => {
  for (const checkAgainstZod of [false, true]) {
    const mode = checkAgainstZod ? 'checked against zod, as in tests' : 'alone, as in production';
    it(`writes only declared fields, at the top, in a nested object and in array items (${mode})`, () => {
      const { serialize, choices } = serializerFor(Envelope, checkAgainstZod);
      expect(choices).toEqual([{ method: 'GET', url: '/test', status: '200', serializer: 'fast' }]);
      const written = serialize({ success: true, data: user, debug: 'undeclared too' });
      expect(written).not.toContain('passwordHash');
      expect(written).not.toContain('argon2');
      expect(JSON.parse(written)).toEqual({
        success: true,
        data: {
          id: user.id,
          name: 'สมหญิง',
          balance: 50_000,
          address: { province: 'กรุงเทพมหานคร' },
          roles: [{ code: 'customer' }],
        },
      });
    });

    it(`refuses a value of the wrong type instead of casting it (${mode})`, () => {
      const { serialize } = serializerFor(Envelope, checkAgainstZod);
      // fast-json-stringify's plain `number` would write "50000" as 50000 and its `string` would write
      // 42 as "42"; the type lists the serializer declares make both throw, which Fastify answers as a 500.
      expect(() => serialize({ success: true, data: { ...user, balance: '50000' } })).toThrow();
      expect(() => serialize({ success: true, data: { ...user, name: 42 } })).toThrow();
      expect(() => serialize({ success: true, data: { ...user, roles: { code: 'customer' } } })).toThrow();
      expect(() => serialize({ success: true, data: { ...user, address: 'กรุงเทพมหานคร' } })).toThrow();
      // A missing required field throws too.
      expect(() => serialize({ success: true, data: { ...user, name: undefined } })).toThrow();
    });
  }

  it('writes a null the contract does not allow as null alone, and the check under tests refuses it', () => {
    // Never "" or 0, which fast-json-stringify's single-type code would invent (decision 020).
    const alone = serializerFor(Envelope, false).serialize;
    expect(JSON.parse(alone({ success: true, data: { ...user, balance: null } })).data.balance).toBeNull();
    expect(JSON.parse(alone({ success: true, data: { ...user, name: null } })).data.name).toBeNull();
    // Under tests zod runs first and refuses it, as it did before this serializer: the answer is a 500.
    const checked = serializerFor(Envelope, true).serialize;
    expect(() => checked({ success: true, data: { ...user, balance: null } })).toThrow();
  });

  it('keeps zod, and says why, for a schema whose output it would not write the same', () => {
    const transformed = serializerFor(z.object({ at: z.string().transform((value) => value.length) }), false);
    expect(transformed.choices[0]).toMatchObject({ serializer: 'zod', reason: '$.at: pipe' });
    const union = serializerFor(z.object({ value: z.union([z.object({ a: z.string() }), z.null()]) }), false);
    expect(union.choices[0]).toMatchObject({ serializer: 'zod', reason: '$.value: union' });
    const trimmed = serializerFor(z.object({ name: z.string().trim() }), false);
    expect(trimmed.choices[0]).toMatchObject({ serializer: 'zod' });
    expect(trimmed.serialize({ name: ' สมหญิง ' })).toBe('{"name":"สมหญิง"}');
    const strict = serializerFor(z.strictObject({ a: z.string() }), false);
    expect(strict.choices[0]).toMatchObject({ serializer: 'zod' });
    // zod refuses an undeclared key of a strict object; the route keeps that 500.
    expect(() => strict.serialize({ a: 'x', b: 'y' })).toThrow();
  });

  it('writes the branch a discriminated union names, and an enum-keyed record, with their declared fields only', () => {
    const Result = z.discriminatedUnion('type', [
      z.object({ type: z.literal('bookings'), items: z.array(z.object({ id: z.string() })) }),
      z.object({ type: z.literal('payments'), total: z.number() }),
    ]);
    const Counts = z.object({ byStatus: z.record(z.enum(['pending', 'paid']), z.number()) });
    for (const checkAgainstZod of [false, true]) {
      const union = serializerFor(Result, checkAgainstZod);
      expect(union.choices[0]?.serializer).toBe('fast');
      const written = union.serialize({ type: 'bookings', items: [{ id: 'a', passwordHash: 'x' }], total: 3 });
      expect(JSON.parse(written)).toEqual({ type: 'bookings', items: [{ id: 'a' }] });
      expect(JSON.parse(union.serialize({ type: 'payments', total: 3, items: [] }))).toEqual({
        type: 'payments',
        total: 3,
      });
      expect(() => union.serialize({ type: 'users', passwordHash: 'x' })).toThrow();
      const record = serializerFor(Counts, checkAgainstZod);
      expect(JSON.parse(record.serialize({ byStatus: { paid: 2, pending: 1 } }))).toEqual({
        byStatus: { pending: 1, paid: 2 },
      });
      expect(() => record.serialize({ byStatus: { paid: 2 } })).toThrow();
    }
  });

  it('fails the check when its output and zod’s differ', () => {
    // An object with toJSON: zod reads its fields into a new object; fast-json-stringify calls toJSON.
    const { serialize } = serializerFor(z.object({ user: z.object({ name: z.string() }) }), true);
    const user = { name: 'สมหญิง', toJSON: () => ({ name: 'someone else' }) };
    const consoleError = vi.spyOn(console, 'error');
    expect(() => serialize({ user })).toThrow(SerializerMismatchError);
    // The line that says why, since the test sees only a 500: expected here, so cleared.
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('$.user.name'));
    consoleError.mockClear();
    // Alone, as in production, it writes what toJSON answers.
    expect(serializerFor(z.object({ user: z.object({ name: z.string() }) }), false).serialize({ user })).toBe(
      '{"user":{"name":"someone else"}}',
    );
  });

  it('lets zod refuse, first, what zod refused before', () => {
    // A Date where a string is declared: zod refuses it (a 500, as before); alone, fast writes its ISO text.
    const { serialize } = serializerFor(z.object({ at: z.string() }), true);
    expect(() => serialize({ at: new Date(0) })).toThrow(/./);
    expect(() => serialize({ at: new Date(0) })).not.toThrow(SerializerMismatchError);
  });
});

describe('the serializer each route got', () => {
  const ctx = useTestApp();
  beforeAll(async () => {
    await ctx.app.ready();
  });

  it('writes every hot list with the fast serializer', () => {
    const fast = new Set(
      ctx.app.responseSerializers
        .filter((choice) => choice.serializer === 'fast')
        .map((choice) => `${choice.method} ${choice.url} ${choice.status}`),
    );
    for (const route of [
      'GET /api/bookings 200',
      'GET /api/auth/me 200',
      'GET /api/payments 200',
      'GET /api/admin/users 200',
      'POST /api/search 200',
    ])
      expect(fast).toContain(route);
  });

  it('names every route that keeps zod, with the reason', () => {
    // A route that leaves the fast path shows up here, so the change is seen and decided on. These
    // answer with a text the contract trims (the receiver's PromptPay id, a result item's label): zod's
    // encode trims what it writes, fast-json-stringify cannot, so they keep zod. None is a hot list.
    const kept = ctx.app.responseSerializers
      .filter((choice) => choice.serializer === 'zod')
      .map((choice) => `${choice.method} ${choice.url} ${choice.status} — ${choice.reason}`);
    expect(kept).toEqual([
      'GET /api/admin/clinics 200 — $.data[].paymentReceiver.promptPayId: string rewritten by trim() or a case change',
      'HEAD /api/admin/clinics 200 — $.data[].paymentReceiver.promptPayId: string rewritten by trim() or a case change',
      'GET /api/admin/clinics/:id 200 — $.data.paymentReceiver.promptPayId: string rewritten by trim() or a case change',
      'HEAD /api/admin/clinics/:id 200 — $.data.paymentReceiver.promptPayId: string rewritten by trim() or a case change',
      'POST /api/admin/clinics 201 — $.data.paymentReceiver.promptPayId: string rewritten by trim() or a case change',
      'PUT /api/admin/clinics/:id 200 — $.data.paymentReceiver.promptPayId: string rewritten by trim() or a case change',
      'PATCH /api/admin/clinics/:id/active 200 — $.data.paymentReceiver.promptPayId: string rewritten by trim() or a case change',
      'GET /api/admin/examination-results/examinee/:examineeId 200 — $.data.result.items[].label: string rewritten by trim() or a case change',
      'HEAD /api/admin/examination-results/examinee/:examineeId 200 — $.data.result.items[].label: string rewritten by trim() or a case change',
      'PUT /api/admin/examination-results/examinee/:examineeId 200 — $.data.items[].label: string rewritten by trim() or a case change',
    ]);
  });

  it('answers /api/auth/me without the password hash', async () => {
    const { token } = await registerUser(ctx.app);
    const response = await ctx.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/passwordHash|argon2/);
  });
});
