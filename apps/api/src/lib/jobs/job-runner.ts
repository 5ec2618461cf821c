import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { type JobRunEvent, jobRunEvents } from '../instrumentation.ts';

export type Job = {
  name: string;
  /** A constant of its own: the PostgreSQL advisory lock that keeps two processes from running it at once. */
  lockId: number;
  everyMs: number;
  /** Set when the caller has already run it at start (the file sweep runs before the server listens). */
  skipFirstRun?: boolean;
  /** Runs inside a transaction holding the lock; answers what it did, for the log. */
  run: (db: Database, now: Date) => Promise<number>;
};

/**
 * Runs a job once, in a transaction that first takes the job's advisory lock without waiting; when
 * another process holds it, this run is skipped (answers null). The jobs themselves are idempotent,
 * so the lock saves work rather than guarding correctness.
 */
export async function runExclusive(db: Database, job: Job, now: Date = new Date()): Promise<number | null> {
  return db.transaction(async (tx) => {
    const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${job.lockId}) as locked`)) as unknown as {
      rows: { locked: boolean }[];
    };
    if (!result.rows[0]?.locked) return null;
    return job.run(tx, now);
  });
}

/** Starts every job on its interval (and once at start, unless it says so); answers a function that stops them. */
export function startJobRunner(db: Database, log: FastifyBaseLogger, jobs: Job[]): () => Promise<void> {
  const running = new Set<Promise<unknown>>();
  const tick = (job: Job) => {
    const started = performance.now();
    const observe = (outcome: JobRunEvent['outcome']) =>
      jobRunEvents.publish({
        job: job.name,
        everyMs: job.everyMs,
        outcome,
        seconds: (performance.now() - started) / 1000,
      } satisfies JobRunEvent);
    const run = runExclusive(db, job)
      .then((count) => {
        if (count) log.info({ job: job.name, count }, 'job done');
        observe(count === null ? 'skipped' : 'done');
      })
      .catch((error: unknown) => {
        log.error({ err: error, job: job.name }, 'job failed');
        observe('failed');
      })
      .finally(() => running.delete(run));
    running.add(run);
  };
  const timers = jobs.map((job) => {
    if (!job.skipFirstRun) tick(job);
    const timer = setInterval(() => tick(job), job.everyMs);
    timer.unref();
    return timer;
  });
  return async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.allSettled([...running]);
  };
}
