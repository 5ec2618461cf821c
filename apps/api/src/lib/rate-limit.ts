import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

/**
 * Fixed-window counters kept in the database, so a limit holds across every server process.
 * `hit` adds one and answers the new count in one statement, so parallel requests never read a stale count.
 */
export type WindowState = { count: number; retryAfterSeconds: number };

export async function hitRateLimit(db: Database, key: string, windowSeconds: number): Promise<WindowState> {
  const expired = sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  return toState(row, windowSeconds);
}

/** Takes back one count of the current window (a counted attempt that turned out not to be a guess). */
export async function releaseRateLimit(db: Database, key: string, windowSeconds: number): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(
      sql`${rateLimits.key} = ${key} and ${rateLimits.windowStart} > now() - make_interval(secs => ${windowSeconds})`,
    );
}

export async function resetRateLimit(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

export type AttemptLimit = { key: string; max: number; windowSeconds: number };
export type AttemptClaim = { allowed: true } | { allowed: false; blockedBy: AttemptLimit; retryAfterSeconds: number };

/**
 * Counts one check of a secret against every limit BEFORE the secret is checked: the counter, not a read
 * of it, decides, so of any number of parallel attempts at most `max` per window get to the check. An
 * attempt that a used-up limit refuses is taken back from every counter it was added to, so each counter
 * stays the number of checks really made (and one full limit does not use up the others).
 */
export async function claimAttempt(db: Database, limits: readonly AttemptLimit[]): Promise<AttemptClaim> {
  const counted: AttemptLimit[] = [];
  for (const limit of limits) {
    const state = await hitRateLimit(db, limit.key, limit.windowSeconds);
    counted.push(limit);
    if (state.count > limit.max) {
      await Promise.all(counted.map((each) => releaseRateLimit(db, each.key, each.windowSeconds)));
      return { allowed: false, blockedBy: limit, retryAfterSeconds: state.retryAfterSeconds };
    }
  }
  return { allowed: true };
}

function toState(row: { count: number; windowStart: Date } | undefined, windowSeconds: number): WindowState {
  if (!row) return { count: 0, retryAfterSeconds: 0 };
  const endsAt = row.windowStart.getTime() + windowSeconds * 1000;
  return { count: row.count, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - Date.now()) / 1000)) };
}
