import { inArray, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateLimits, sessions, signInDevices } from '../../db/schema.ts';
import type { Job } from '../../lib/jobs/job-runner.ts';
import { VERIFY_MISS_LIMIT } from '../certificates/certificates.service.ts';
import { EXPORT_LIMIT } from '../privacy/privacy.service.ts';
import { PASSWORD_CHECK_LIMIT, REGISTER_LIMIT, SESSION_POLICY, SIGN_IN_LIMIT } from './auth.service.ts';

/**
 * Every window a rate-limit row may count in. A row whose window began longer ago than the longest of
 * them counts for nothing (the next hit starts afresh), so deleting it changes no limit. A new limit
 * belongs in this list, or its rows could be pruned while its window is still open.
 */
const RATE_LIMIT_WINDOWS_SECONDS = [
  SIGN_IN_LIMIT.windowSeconds,
  PASSWORD_CHECK_LIMIT.windowSeconds,
  REGISTER_LIMIT.windowSeconds,
  VERIFY_MISS_LIMIT.windowSeconds,
  EXPORT_LIMIT.windowSeconds,
];
/** Twice the longest window: rows are gone well after any window they were part of has ended. */
export const RATE_LIMIT_RETENTION_SECONDS = 2 * Math.max(...RATE_LIMIT_WINDOWS_SECONDS);

/** Rows deleted per table and run, so a first run on a large backlog stays a short transaction. */
const BATCH = 5_000;

/**
 * Deletes sessions past their sliding expiry or their absolute limit (neither can sign anyone in any
 * more), device tokens past their expiry, and rate-limit rows past RATE_LIMIT_RETENTION_SECONDS;
 * answers how many rows went.
 */
export async function pruneSessionsAndRateLimits(db: Database, now: Date): Promise<number> {
  const absoluteStart = new Date(now.getTime() - SESSION_POLICY.absoluteSeconds * 1000);
  const deadSessions = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(or(lte(sessions.expiresAt, now), lte(sessions.createdAt, absoluteStart)))
    .limit(BATCH);
  const prunedSessions = await db
    .delete(sessions)
    .where(inArray(sessions.id, deadSessions))
    .returning({ id: sessions.id });

  const oldestKept = new Date(now.getTime() - RATE_LIMIT_RETENTION_SECONDS * 1000);
  const oldWindows = db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(lte(rateLimits.windowStart, oldestKept))
    .limit(BATCH);
  const prunedLimits = await db
    .delete(rateLimits)
    .where(inArray(rateLimits.key, oldWindows))
    .returning({ key: rateLimits.key });
  const expiredDevices = db
    .select({ id: signInDevices.id })
    .from(signInDevices)
    .where(lte(signInDevices.expiresAt, now))
    .limit(BATCH);
  const prunedDevices = await db
    .delete(signInDevices)
    .where(inArray(signInDevices.id, expiredDevices))
    .returning({ id: signInDevices.id });
  return prunedSessions.length + prunedLimits.length + prunedDevices.length;
}

export const authJobs: Job[] = [
  { name: 'prune-sessions-and-rate-limits', lockId: 4_257_401, everyMs: 30 * 60_000, run: pruneSessionsAndRateLimits },
];
