import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import parsePrometheusTextFormat, { type PrometheusFamily } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { outbox } from '../../db/schema.ts';
import { startJobRunner } from '../../lib/jobs/job-runner.ts';
import { KBANK_SLIP_QR, slipImage } from '../../lib/slips/slip-fixtures.ts';
import { createBookingAs } from '../../test/booking-factory.ts';
import { createTestClinic } from '../../test/clinic-factory.ts';
import { addTestDoctor, certifyExaminees, confirmedBookingWithExaminees, payInCash } from '../../test/exam-factory.ts';
import {
  apiCaller,
  buildTestApp,
  registerUser,
  signInAsNewAdmin,
  type TestContext,
  useTestApp,
} from '../../test/helpers.ts';
import { enqueueMessage } from '../messages/outbox.ts';

const THAI = /[\u0E00-\u0E7F]/;
const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

const ctx = useTestApp({ env: { METRICS_TOKEN } });
const call = apiCaller(ctx);

async function scrape(app = ctx.app, token = METRICS_TOKEN): Promise<Scraped> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/metrics',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return { families: parsePrometheusTextFormat(response.body), text: response.body };
}

type Scraped = { families: PrometheusFamily[]; text: string };

const SAMPLE_LINE = /^(\w+)(?:\{(.*)\})? (\S+)$/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

/**
 * The sample of `name` whose labels include `labels`: a counter's or gauge's value, a histogram's
 * count; 0 when absent. The parser folds a histogram's labelled series into one, so a histogram's
 * `_count` line is read from the text it parsed.
 */
function sampleOf({ families, text }: Scraped, name: string, labels: Record<string, string> = {}): number {
  const family = families.find((candidate) => candidate.name === name);
  const matches = (sampleLabels: Record<string, string> | undefined) =>
    Object.entries(labels).every(([key, value]) => sampleLabels?.[key] === value);
  if (family?.type === 'HISTOGRAM') {
    for (const line of text.split('\n')) {
      const [, sampleName, labelText = '', value] = SAMPLE_LINE.exec(line) ?? [];
      if (sampleName !== `${name}_count`) continue;
      const sampleLabels = Object.fromEntries([...labelText.matchAll(LABEL)].map(([, key, text]) => [key, text]));
      if (matches(sampleLabels as Record<string, string>)) return Number(value);
    }
    return 0;
  }
  const sample = family?.metrics.find((metric) => matches(metric.labels));
  return sample ? Number(sample.value) : 0;
}

/** Counts the test's own change: the difference of `name` across `act`. */
async function change(name: string, labels: Record<string, string>, act: () => Promise<unknown>): Promise<number> {
  const before = sampleOf(await scrape(), name, labels);
  await act();
  return sampleOf(await scrape(), name, labels) - before;
}

/** The database of a test app closes once however often it is asked (the test closes it early). */
function closeDatabaseOnce(context: TestContext): void {
  const close = context.database.close;
  let closing: Promise<void> | undefined;
  context.database.close = () => {
    closing ??= close();
    return closing;
  };
}

describe('GET /api/health/live and /api/health/ready', () => {
  it('answers live and ready while the process and its database are well; /api/health keeps its shape', async () => {
    const live = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ success: true, data: { status: 'ok', uptimeSeconds: expect.any(Number) } });
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ success: true, data: { status: 'ready', database: ctx.database.kind } });
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(Object.keys(health.json().data).sort()).toEqual(['database', 'status', 'uptimeSeconds', 'version']);
  });

  it('fails ready (503, Thai) once the database is closed, while live still answers 200', {
    timeout: 90_000,
  }, async () => {
    const broken = await buildTestApp();
    closeDatabaseOnce(broken);
    try {
      await broken.database.close();
      const ready = await broken.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        success: false,
        code: 'SERVICE_UNAVAILABLE',
        error: expect.stringMatching(THAI),
      });
      expect((await broken.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
      const live = await broken.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.json().data.status).toBe('ok');
    } finally {
      await broken.close();
    }
  });

  it('fails ready (503, Thai) once a shutdown has begun, while the database still answers and live answers 200', {
    timeout: 90_000,
  }, async () => {
    const closing = await buildTestApp();
    try {
      expect((await closing.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
      closing.app.markShuttingDown();
      const ready = await closing.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', error: expect.stringMatching(THAI) });
      expect((await closing.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await closing.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await closing.close();
    }
  });
});

describe('GET /api/metrics', () => {
  it.each([
    ['no Authorization header', undefined],
    ['a wrong token', `Bearer ${METRICS_TOKEN}x`],
    ['the token cut short', `Bearer ${METRICS_TOKEN.slice(0, -1)}`],
    ['the token as Basic', `Basic ${METRICS_TOKEN}`],
    ['the token alone', METRICS_TOKEN],
    ['an empty bearer', 'Bearer '],
    ['a customer-sized long token', `Bearer ${'a'.repeat(8_000)}`],
    ['Thai text', 'Bearer รหัสลับ'],
  ])('refuses %s with 401, in Thai', async (_what, authorization) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: authorization === undefined ? {} : { authorization },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.json()).toMatchObject({
      success: false,
      code: 'METRICS_TOKEN_INVALID',
      error: expect.stringMatching(THAI),
    });
  });

  it('refuses a signed-in admin’s session token: only METRICS_TOKEN opens it', async () => {
    const admin = await signInAsNewAdmin(ctx);
    expect((await call('GET', '/api/metrics', admin.token)).statusCode).toBe(401);
  });

  it('is off (404, Thai) when METRICS_TOKEN is unset, whatever is sent', { timeout: 90_000 }, async () => {
    const off = await buildTestApp();
    try {
      for (const headers of [{}, { authorization: `Bearer ${METRICS_TOKEN}` }]) {
        const response = await off.app.inject({ method: 'GET', url: '/api/metrics', headers });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND', error: expect.stringMatching(THAI) });
      }
    } finally {
      await off.close();
    }
  });

  it('parses as Prometheus text and counts requests by route pattern and status, never by raw URL', async () => {
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    const labels = { method: 'GET', route: '/api/clinics/:id', status: '404' };
    const before = await scrape();
    for (const id of ids) {
      expect((await ctx.app.inject({ method: 'GET', url: `/api/clinics/${id}` })).statusCode).toBe(404);
    }
    const after = await scrape();
    expect(
      sampleOf(after, 'jongdee_http_requests_total', labels) - sampleOf(before, 'jongdee_http_requests_total', labels),
    ).toBe(3);
    expect(
      sampleOf(after, 'jongdee_http_request_duration_seconds', labels) -
        sampleOf(before, 'jongdee_http_request_duration_seconds', labels),
    ).toBe(3);
    for (const id of ids) expect(after.text).not.toContain(id);
    expect(after.families.find((family) => family.name === 'jongdee_http_request_duration_seconds')?.type).toBe(
      'HISTOGRAM',
    );
    // Node's own metrics are there once a scraper is configured.
    expect(sampleOf(after, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('shows the database pool and the state load shedding reads', async () => {
    const scraped = await scrape();
    const { families } = scraped;
    expect(sampleOf(scraped, 'jongdee_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(sampleOf(scraped, 'jongdee_db_pool_max')).toBe(ctx.database.kind === 'postgres' ? 10 : 1);
    if (ctx.database.kind === 'postgres') {
      const pool = families.find((family) => family.name === 'jongdee_db_pool_connections');
      expect(pool?.metrics.map((metric) => metric.labels?.state).sort()).toEqual(['idle', 'total', 'waiting']);
    }
    expect(sampleOf(scraped, 'jongdee_under_pressure')).toBe(0);
    expect(families.some((family) => family.name === 'jongdee_event_loop_delay_milliseconds')).toBe(true);
  });

  it('counts bookings made, payments verified and certificates issued', async () => {
    const admin = (await signInAsNewAdmin(ctx)).token;
    const user = (await registerUser(ctx.app)).token;
    const clinic = await createTestClinic(ctx);
    const paid = await createBookingAs(ctx, user, clinic);
    expect(await change('jongdee_bookings_created_total', {}, () => createBookingAs(ctx, user, clinic))).toBe(1);
    expect(await change('jongdee_payments_verified_total', {}, () => payInCash(ctx, admin, paid))).toBe(1);

    const booking = await createBookingAs(ctx, user, clinic, { examineeCount: 2 });
    const people = await confirmedBookingWithExaminees(ctx, { admin, user }, booking, 2);
    const doctor = await addTestDoctor(ctx, admin, clinic.clinicId);
    expect(
      await change('jongdee_certificates_issued_total', {}, () =>
        certifyExaminees(ctx, admin, booking, people, doctor.id),
      ),
    ).toBe(2);
  });

  it('counts slip checks by outcome, with their duration', async () => {
    const user = (await registerUser(ctx.app)).token;
    const booking = await createBookingAs(ctx, user, await createTestClinic(ctx));
    const payment = (await call('POST', '/api/payments', user, { bookingId: booking.id, method: 'promptpay' })).json()
      .data;
    const slip = await slipImage({ qrs: [{ text: KBANK_SLIP_QR, left: 700, top: 1500, scale: 6 }] });
    const before = await scrape();
    const refused = await call('POST', `/api/payments/${payment.id}/slip`, user, {
      slipImage: `data:image/png;base64,${Buffer.from('not a picture').toString('base64')}`,
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    const uploaded = await call('POST', `/api/payments/${payment.id}/slip`, user, {
      slipImage: `data:image/jpeg;base64,${slip.toString('base64')}`,
    });
    expect(uploaded.statusCode).toBe(200);
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string>) =>
      sampleOf(after, name, labels) - sampleOf(before, name, labels);
    expect(moved('jongdee_slip_checks_total', { outcome: 'refused' })).toBe(1);
    expect(moved('jongdee_slip_checks_total', { outcome: 'qr' })).toBe(1);
    expect(moved('jongdee_slip_check_duration_seconds', { outcome: 'qr' })).toBe(1);
  });

  it('counts background job runs and failures, and how far a job is behind', async () => {
    const stop = startJobRunner(ctx.database.db, ctx.app.log, [
      { name: 'metrics-test-done', lockId: 917_000_001, everyMs: 3_600_000, run: async () => 1 },
      {
        name: 'metrics-test-failing',
        lockId: 917_000_002,
        everyMs: 3_600_000,
        run: async () => {
          throw new Error('the job broke');
        },
      },
    ]);
    // Stopping waits for the runs in flight: each job ran once, at start.
    await stop();
    const scraped = await scrape();
    expect(sampleOf(scraped, 'jongdee_job_runs_total', { job: 'metrics-test-done', outcome: 'done' })).toBe(1);
    expect(sampleOf(scraped, 'jongdee_job_runs_total', { job: 'metrics-test-failing', outcome: 'failed' })).toBe(1);
    expect(sampleOf(scraped, 'jongdee_job_duration_seconds', { job: 'metrics-test-done' })).toBe(1);
    expect(sampleOf(scraped, 'jongdee_job_lag_seconds', { job: 'metrics-test-done' })).toBe(0);
  });

  it('counts the messages waiting in the outbox by status, at scrape time', async () => {
    const { user } = await registerUser(ctx.app);
    const before = await scrape();
    for (const key of ['a', 'b']) {
      await enqueueMessage(ctx.database.db, {
        kind: 'payment_verified',
        userId: user.id,
        dedupeKey: `metrics-test-${user.id}-${key}`,
      });
    }
    await ctx.database.db
      .update(outbox)
      .set({ status: 'failed' })
      .where(eq(outbox.dedupeKey, `metrics-test-${user.id}-b`));
    const after = await scrape();
    const moved = (status: string) =>
      sampleOf(after, 'jongdee_outbox_messages', { status }) - sampleOf(before, 'jongdee_outbox_messages', { status });
    expect(moved('pending')).toBe(1);
    expect(moved('failed')).toBe(1);
    expect(moved('sending')).toBe(0);
    expect(sampleOf(after, 'jongdee_outbox_oldest_due_seconds')).toBeGreaterThanOrEqual(0);
  });
});

describe('load shedding', () => {
  let pressed: TestContext;
  beforeAll(async () => {
    // A heap limit of 1 MB is passed at the first sample: the process is under pressure from then on.
    pressed = await buildTestApp({ env: { PRESSURE_MAX_HEAP_USED_MB: '1', METRICS_TOKEN } });
    await vi.waitFor(() => expect(pressed.app.isUnderPressure()).toBe(true), { timeout: 10_000, interval: 50 });
  }, 90_000);
  afterAll(() => pressed.close());

  it('refuses new API requests with 503, the Thai envelope and Retry-After', async () => {
    for (const request of [
      { method: 'GET', url: '/api/clinics' },
      { method: 'GET', url: '/api/health' },
      { method: 'GET', url: '/api/health/ready' },
      { method: 'POST', url: '/api/auth/login', payload: { email: 'a@example.com', password: 'Secret123' } },
    ] as const) {
      const response = await pressed.app.inject(request);
      expect(response.statusCode, request.url).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        success: false,
        code: 'SERVER_BUSY',
        error: 'ระบบมีผู้ใช้งานจำนวนมาก กรุณาลองใหม่อีกครั้งในอีกสักครู่',
      });
    }
  });

  it('still answers the liveness check and the metrics, which count what was refused', async () => {
    const live = await pressed.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json().data.status).toBe('ok');
    await pressed.app.inject({ method: 'GET', url: '/api/services' });
    const scraped = await scrape(pressed.app);
    expect(sampleOf(scraped, 'jongdee_under_pressure')).toBe(1);
    expect(sampleOf(scraped, 'jongdee_http_requests_shed_total', { reason: 'heapUsedBytes' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(
      sampleOf(scraped, 'jongdee_http_requests_total', { method: 'GET', route: '/api/services', status: '503' }),
    ).toBe(1);
  });

  it('leaves what is not the API alone', async () => {
    // No web app in this test app: the answer is the ordinary not-found, not the busy one.
    const page = await pressed.app.inject({ method: 'GET', url: '/booking' });
    expect(page.statusCode).toBe(404);
  });
});

describe('configuration', () => {
  it('has shedding defaults: 200 ms of event-loop delay, 90% of the heap limit, no RSS limit, Retry-After 5 s', () => {
    const config = loadConfig({});
    expect(config.metricsToken).toBeUndefined();
    expect(config.pressure).toMatchObject({ maxEventLoopDelayMs: 200, maxRssBytes: 0, retryAfterSeconds: 5 });
    expect(config.pressure.maxHeapUsedBytes).toBeGreaterThan(100 * 1024 * 1024);
    expect(loadConfig({ PRESSURE_MAX_RSS_MB: '900', PRESSURE_MAX_HEAP_USED_MB: '0' }).pressure).toMatchObject({
      maxRssBytes: 900 * 1024 * 1024,
      maxHeapUsedBytes: 0,
    });
  });

  it('refuses a short METRICS_TOKEN and a negative limit, naming the variable', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '-1' })).toThrow(/PRESSURE_MAX_EVENT_LOOP_DELAY_MS/);
  });
});
