import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { type JobRunEvent, jobRunEvents, type SlipCheckEvent, slipCheckEvents } from '../lib/instrumentation.ts';

/** What a module counts itself (after its change committed) and what other plugins add their metrics to. */
export type AppMetrics = {
  registry: Registry;
  bookingsCreated: Counter;
  paymentsVerified: Counter;
  certificatesIssued: Counter;
  /** The exposition text for GET /api/metrics. */
  render(): Promise<{ contentType: string; text: string }>;
};

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

const UNMATCHED_ROUTE = '(unmatched)';
const REQUEST_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const SLIP_CHECK_SECONDS = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30];
const JOB_SECONDS = [0.01, 0.05, 0.1, 0.5, 1, 5, 30, 120];
/** Outbox rows not yet sent; `sent` rows pile up forever and are not worth a scan on every scrape. */
const OUTBOX_WAITING = ['pending', 'sending', 'failed'] as const;

type OutboxRow = { status: string; count: number; oldest_due_seconds: number | null };

/**
 * The app's Prometheus metrics, in a registry of its own (tests open many apps in one process):
 * requests by route pattern (never the raw URL, so ids do not multiply the series) and status, the
 * database pool, background jobs and slip checks (lib/instrumentation.ts), the outbox read at scrape
 * time, and the business counters the modules bump after their change committed. Counters start at
 * zero in each process, as Prometheus expects; sum them over processes with `sum(rate(…))`.
 */
export default fp<{ processMetrics: boolean }>(
  async (app, { processMetrics }) => {
    const registry = new Registry();
    const registers = [registry];
    // Node's own (heap, GC, event loop lag, handles) only where someone scrapes: each set starts monitors.
    if (processMetrics) collectDefaultMetrics({ register: registry });

    const requests = new Counter({
      name: 'jongdee_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    const requestSeconds = new Histogram({
      name: 'jongdee_http_request_duration_seconds',
      help: 'Time from the request arriving to its answer, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: REQUEST_SECONDS,
      registers,
    });
    app.addHook('onResponse', async (request, reply) => {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status: String(reply.statusCode),
      };
      requests.inc(labels);
      requestSeconds.observe(labels, reply.elapsedTime / 1000);
    });

    const client = (app.db as unknown as { $client?: unknown }).$client;
    new Gauge({
      name: 'jongdee_db_pool_connections',
      help: 'Database connections of this process: total and idle, and queries waiting for one (PGlite: its one connection)',
      labelNames: ['state'],
      registers,
      collect() {
        if (client instanceof pg.Pool) {
          this.set({ state: 'total' }, client.totalCount);
          this.set({ state: 'idle' }, client.idleCount);
          this.set({ state: 'waiting' }, client.waitingCount);
        } else this.set({ state: 'total' }, 1);
      },
    });
    new Gauge({
      name: 'jongdee_db_pool_max',
      help: 'The most connections this process opens',
      registers,
      collect() {
        this.set(client instanceof pg.Pool ? (client.options.max ?? 10) : 1);
      },
    });

    // Both outbox gauges come from one query a scrape: every metric's collect starts in the same tick.
    // Its two arms are the predicates of the outbox's two partial indexes (due, failed), written out so
    // the planner reads each from its index rather than scanning every message ever sent.
    let outboxRead: Promise<OutboxRow[]> | null = null;
    const readOutbox = () => {
      outboxRead ??= (async () => {
        try {
          const result = (await app.db.execute(sql`
            select status, count(*)::int as count,
              extract(epoch from now() - min(next_attempt_at) filter (where next_attempt_at <= now()))::float8
                as oldest_due_seconds
            from outbox where status in ('pending', 'sending') or status = 'failed'
            group by status`)) as unknown as { rows: OutboxRow[] };
          return result.rows;
        } catch (error) {
          app.log.warn({ err: error }, 'metrics: the outbox could not be read');
          return [];
        } finally {
          outboxRead = null;
        }
      })();
      return outboxRead;
    };
    new Gauge({
      name: 'jongdee_outbox_messages',
      help: 'Messages in the outbox not yet sent, by status (pending, sending, failed)',
      labelNames: ['status'],
      registers,
      async collect() {
        const rows = await readOutbox();
        for (const status of OUTBOX_WAITING) {
          this.set({ status }, rows.find((row) => row.status === status)?.count ?? 0);
        }
      },
    });
    new Gauge({
      name: 'jongdee_outbox_oldest_due_seconds',
      help: 'How long the oldest pending message has been due (0 when none is)',
      registers,
      async collect() {
        const pending = (await readOutbox()).find((row) => row.status === 'pending');
        this.set(Math.max(0, pending?.oldest_due_seconds ?? 0));
      },
    });

    const jobRuns = new Counter({
      name: 'jongdee_job_runs_total',
      help: 'Background job runs by outcome: done, skipped (another process held its lock) or failed',
      labelNames: ['job', 'outcome'],
      registers,
    });
    const jobSeconds = new Histogram({
      name: 'jongdee_job_duration_seconds',
      help: 'Background job run time',
      labelNames: ['job'],
      buckets: JOB_SECONDS,
      registers,
    });
    const jobs = new Map<string, { everyMs: number; handledAt: number }>();
    new Gauge({
      name: 'jongdee_job_lag_seconds',
      help: 'How far a job is behind its interval: time since a run was last done (here or, skipped, elsewhere) beyond the interval',
      labelNames: ['job'],
      registers,
      collect() {
        const now = Date.now();
        for (const [job, { everyMs, handledAt }] of jobs) {
          this.set({ job }, Math.max(0, now - handledAt - everyMs) / 1000);
        }
      },
    });
    const onJobRun = (message: unknown) => {
      const event = message as JobRunEvent;
      jobRuns.inc({ job: event.job, outcome: event.outcome });
      if (event.outcome !== 'skipped') jobSeconds.observe({ job: event.job }, event.seconds);
      const known = jobs.get(event.job);
      // A job that has only failed so far is late from its first run on.
      if (!known || event.outcome !== 'failed') jobs.set(event.job, { everyMs: event.everyMs, handledAt: Date.now() });
    };

    const slipChecks = new Counter({
      name: 'jongdee_slip_checks_total',
      help: 'Slip uploads checked: qr (its QR read), no_qr (left for staff to read), refused (a Thai 4xx), failed',
      labelNames: ['outcome'],
      registers,
    });
    const slipSeconds = new Histogram({
      name: 'jongdee_slip_check_duration_seconds',
      help: 'Time to check a slip, with its wait for an image worker',
      labelNames: ['outcome'],
      buckets: SLIP_CHECK_SECONDS,
      registers,
    });
    const onSlipCheck = (message: unknown) => {
      const event = message as SlipCheckEvent;
      slipChecks.inc({ outcome: event.outcome });
      slipSeconds.observe({ outcome: event.outcome }, event.seconds);
    };

    subscribe(jobRunEvents.name, onJobRun);
    subscribe(slipCheckEvents.name, onSlipCheck);
    app.addHook('onClose', async () => {
      unsubscribe(jobRunEvents.name, onJobRun);
      unsubscribe(slipCheckEvents.name, onSlipCheck);
    });

    app.decorate('metrics', {
      registry,
      bookingsCreated: new Counter({
        name: 'jongdee_bookings_created_total',
        help: 'Bookings made (by customers and by staff)',
        registers,
      }),
      paymentsVerified: new Counter({
        name: 'jongdee_payments_verified_total',
        help: 'Payments verified: slips approved and payments staff recorded as received',
        registers,
      }),
      certificatesIssued: new Counter({
        name: 'jongdee_certificates_issued_total',
        help: 'Medical certificates issued, reissues included',
        registers,
      }),
      render: async () => ({ contentType: registry.contentType, text: await registry.metrics() }),
    } satisfies AppMetrics);
  },
  { name: 'metrics', dependencies: ['database'] },
);
