import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { Booking } from '@jongdee/contracts';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../app.ts';
import { outbox } from '../db/schema.ts';
import { enqueueMessage } from '../modules/messages/outbox.ts';
import { createBookingAs } from './booking-factory.ts';
import { createTestClinic } from './clinic-factory.ts';
import { addTestDoctor, certifyExaminees, confirmedBookingWithExaminees } from './exam-factory.ts';
import { apiCaller, bearer, buildTestApp, registerUser, signInAsNewAdmin, type TestContext } from './helpers.ts';
import {
  type Attempt,
  answerProblem,
  attemptsFor,
  type KnownIds,
  type Operation,
  operationsOf,
  type Role,
} from './hostile-input.ts';

/**
 * The hostile-input suite (plugins/hostile-input*.test.ts): every endpoint of the OpenAPI document, as a
 * visitor, a customer and an admin, with hostile values in every path parameter, query parameter and
 * body field (docs/security.md §8, issue 13): each answer is the JSON envelope with a Thai `error`, or a
 * success where the value happens to be valid; never a 5xx; `/api/health` answers beside every
 * endpoint's requests; and the server log keeps no secret.
 *
 * Its 23,000 requests are one thread's work for two minutes, so the endpoints are dealt into parts, one
 * file each, every `parts`-th endpoint of the document's order to a part: the files run on different
 * workers, each on an app and a database of its own, and together walk every endpoint once.
 */
export const HOSTILE_INPUT_PARTS = 3;

// A request that has not been answered in this long has hung: the limit is for liveness, not speed.
const HANG_MS = 15_000;

type Caller = { role: Role; token: string | null };
type Problem = { request: string; as: string; status: number; body: string };

/** Part `part` (1 to HOSTILE_INPUT_PARTS) of the suite, with state of its own: parts may share a worker. */
export function describeHostileInput(part: number): void {
  let ctx: TestContext;
  const logLines: string[] = [];
  const ids = {} as KnownIds;
  const callers: Caller[] = [];
  /** Every endpoint of the document, and this part's share of them. */
  let documented: Operation[] = [];
  let operations: Operation[] = [];

  async function freshCustomer(): Promise<{ token: string; userId: string }> {
    const { token, user } = await registerUser(ctx.app);
    return { token, userId: user.id };
  }

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    const logger = pino({ ...loggerOptions({ logLevel: 'info' }), transport: undefined }, sink);
    // Metrics on, so /api/metrics is walked with its guard in place (the callers' session tokens are not its token).
    ctx = await buildTestApp({ logger, env: { METRICS_TOKEN: 'hostile-suite-metrics-token-0123456789' } });
    await ctx.app.ready();

    const admin = await signInAsNewAdmin(ctx);
    const customer = await freshCustomer();
    const clinic = await createTestClinic(ctx);
    const booking: Booking = await createBookingAs(ctx, customer.token, clinic, { examineeCount: 2 });
    const people = await confirmedBookingWithExaminees(ctx, { admin: admin.token, user: customer.token }, booking, 2);
    const doctor = await addTestDoctor(ctx, admin.token, clinic.clinicId);
    const [certificate] = await certifyExaminees(ctx, admin.token, booking, people.slice(0, 1), doctor.id);
    // A second booking, waiting for money, so the payment endpoints have something to act on.
    const unpaid = await createBookingAs(ctx, customer.token, clinic, { appointmentDate: booking.appointmentDate });
    const payment = await apiCaller(ctx)('POST', '/api/payments', customer.token, {
      bookingId: unpaid.id,
      method: 'promptpay',
    });
    // A third, paid in cash at the counter: its receipt is what the receipt endpoints act on.
    const paid = await createBookingAs(ctx, customer.token, clinic, { appointmentDate: booking.appointmentDate });
    const cash = await apiCaller(ctx)('POST', '/api/admin/payments', admin.token, {
      bookingId: paid.id,
      method: 'cash',
      amount: paid.totalAmount,
      paidAt: new Date().toISOString(),
    });
    // A message in the outbox, so the staff's message endpoints act on a real one.
    await enqueueMessage(ctx.database.db, { kind: 'account_opened', userId: customer.userId });
    const [message] = await ctx.database.db.select({ id: outbox.id }).from(outbox).limit(1);
    Object.assign(ids, {
      clinicId: clinic.clinicId,
      serviceId: clinic.serviceId,
      bookingId: unpaid.id,
      doctorId: doctor.id,
      userId: customer.userId,
      examineeId: people[1]?.id,
      paymentId: payment.json().data.id,
      certificateId: certificate?.id,
      receiptId: cash.json().data.receipt.id,
      messageId: message?.id,
    });

    callers.push(
      { role: 'visitor', token: null },
      { role: 'customer', token: customer.token },
      { role: 'admin', token: admin.token },
    );

    const audiences = new Map(
      ctx.app.registeredRoutes.map((route) => [
        `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`,
        route.audience,
      ]),
    );
    documented = operationsOf(ctx.app.swagger() as Parameters<typeof operationsOf>[0], (key) => audiences.get(key));
    operations = documented.filter((_, index) => index % HOSTILE_INPUT_PARTS === part - 1);
  }, 120_000);
  afterAll(() => ctx.close());

  async function send(attempt: Attempt, caller: Caller): Promise<{ problem: Problem | null; ms: number }> {
    const started = performance.now();
    const headers = { ...(caller.token ? bearer(caller.token) : {}), ...attempt.headers };
    let timer: NodeJS.Timeout | undefined;
    const hung = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), HANG_MS);
    });
    const response = await Promise.race([
      ctx.app.inject({
        method: attempt.method,
        url: attempt.url,
        headers,
        ...(attempt.payload === undefined ? {} : { payload: attempt.payload as string | object }),
      }),
      hung,
    ]);
    clearTimeout(timer);
    const ms = performance.now() - started;
    const describe = `${attempt.method} ${attempt.url.slice(0, 160)} ${attempt.what ?? JSON.stringify(attempt.payload ?? null).slice(0, 100)}`;
    if (!response)
      return { problem: { request: describe, as: caller.role, status: 0, body: `no answer in ${HANG_MS} ms` }, ms };
    const why = answerProblem(response.statusCode, String(response.headers['content-type'] ?? ''), response.body);
    return {
      problem: why
        ? {
            request: describe,
            as: caller.role,
            status: response.statusCode,
            body: `${why}: ${response.body.slice(0, 200)}`,
          }
        : null,
      ms,
    };
  }

  /** A test may end the caller's session (sign out, change the password): sign in afresh before the next endpoint. */
  async function keepSignedIn(): Promise<void> {
    for (const caller of callers) {
      if (!caller.token) continue;
      const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(caller.token) });
      if (me.statusCode === 200 && me.json().data.isActive && !me.json().data.mustChangePassword) continue;
      caller.token = caller.role === 'admin' ? (await signInAsNewAdmin(ctx)).token : (await freshCustomer()).token;
    }
  }

  describe(`hostile input over every endpoint, part ${part} of ${HOSTILE_INPUT_PARTS}`, () => {
    it('answers every hostile value with a Thai envelope or a success, never a 5xx, and stays healthy', async () => {
      const problems: Problem[] = [];
      const slowest: { request: string; ms: number }[] = [];
      let requests = 0;
      let healthChecks = 0;
      for (const operation of operations) {
        for (const caller of callers) {
          const attempts = attemptsFor(operation, caller.role, ids);
          // The health check is sent beside the endpoint's requests: a loop that holds the process fails it.
          const health = ctx.app.inject({ method: 'GET', url: '/api/health' });
          for (const attempt of attempts) {
            const { problem, ms } = await send(attempt, caller);
            requests += 1;
            if (problem) problems.push(problem);
            slowest.push({ request: `${attempt.method} ${attempt.url.slice(0, 100)}`, ms });
          }
          const answer = await health;
          healthChecks += 1;
          if (answer.statusCode !== 200) {
            problems.push({
              request: 'GET /api/health',
              as: `beside ${operation.method} ${operation.path}`,
              status: answer.statusCode,
              body: answer.body,
            });
          }
          await keepSignedIn();
        }
        slowest.sort((a, b) => b.ms - a.ms).splice(5);
      }
      // The count and the slowest answers are printed for the reader of the test output (issue 13 asks for the count).
      process.stdout.write(
        `hostile input, part ${part} of ${HOSTILE_INPUT_PARTS}: ${operations.length} of the OpenAPI document's ${documented.length} endpoints × ${callers.length} callers, ` +
          `${requests} requests, ${healthChecks} health checks; slowest: ${slowest.map((entry) => `${entry.request} ${Math.round(entry.ms)} ms`).join('; ')}\n`,
      );
      expect(
        problems.map(
          (problem) => `${problem.status} as ${problem.as}: ${problem.request} → ${problem.body.slice(0, 120)}`,
        ),
      ).toEqual([]);
      expect(documented.length).toBeGreaterThanOrEqual(100);
      // One file per part, so that together they walk every endpoint.
      const partFiles = readdirSync(path.join(import.meta.dirname, '../plugins')).filter((name) =>
        /^hostile-input(\.part-\d+)?\.test\.ts$/.test(name),
      );
      expect(partFiles).toHaveLength(HOSTILE_INPUT_PARTS);
      expect(operations.length).toBeGreaterThanOrEqual(Math.floor(documented.length / HOSTILE_INPUT_PARTS));
    }, 600_000);

    it('leaves no password hash, bearer token or national id in the server log', { timeout: 60_000 }, () => {
      // Every line's own "time" is a 13-digit number too; a national id is any other run of 13 digits.
      const log = logLines
        .join('')
        .replace(/"time":\d+/g, '')
        .replace(/"responseTime":[\d.]+/g, '');
      expect(log.length).toBeGreaterThan(0);
      const secrets = [
        ...log.matchAll(/\$argon2[^"\s]{0,40}/g),
        ...log.matchAll(/bearer\s+(?!\[redacted\])\S{0,20}/gi),
        ...log.matchAll(/(?<![\d.])\d{13}(?!\d)/g),
        ...callers.flatMap((caller) => (caller.token ? [...log.matchAll(new RegExp(caller.token, 'g'))] : [])),
      ].map((match) => log.slice(Math.max(0, match.index - 80), match.index + 40));
      expect(secrets).toEqual([]);
    });
  });
}
