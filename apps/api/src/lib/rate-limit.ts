import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

/**
 * Fixed-window counters kept in the database, so a limit holds across every server process.
 * `hit` adds one and answers the new count; `peek` reads without counting.
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

export async function peekRateLimit(db: Database, key: string, windowSeconds: number): Promise<WindowState> {
  const [row] = await db
    .select({ count: rateLimits.count, windowStart: rateLimits.windowStart })
    .from(rateLimits)
    .where(
      sql`${rateLimits.key} = ${key} and ${rateLimits.windowStart} > now() - make_interval(secs => ${windowSeconds})`,
    );
  return toState(row, windowSeconds);
}

export async function resetRateLimit(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

function toState(row: { count: number; windowStart: Date } | undefined, windowSeconds: number): WindowState {
  if (!row) return { count: 0, retryAfterSeconds: 0 };
  const endsAt = row.windowStart.getTime() + windowSeconds * 1000;
  return { count: row.count, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - Date.now()) / 1000)) };
}
