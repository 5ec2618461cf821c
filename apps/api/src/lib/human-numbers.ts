import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { numberSequences } from '../db/schema.ts';
import { bangkokToday } from './clinic-time.ts';

/** `2026-11-23` → `691123`: the Buddhist-Era two-digit year, month, day. */
export function beDateStamp(isoDate: string): string {
  const beYear = Number(isoDate.slice(0, 4)) + 543;
  return `${String(beYear).slice(-2)}${isoDate.slice(5, 7)}${isoDate.slice(8, 10)}`;
}

/**
 * The next number of a per-day series, e.g. `BK-691123-0001`. One upsert on the counter row, so two
 * transactions can never draw the same number; the row lock lasts until the caller's transaction ends.
 */
export async function nextDailyNumber(db: Database, series: string, now: Date = new Date()): Promise<string> {
  const prefix = `${series}-${beDateStamp(bangkokToday(now))}`;
  return `${prefix}-${String(await drawNumber(db, prefix)).padStart(4, '0')}`;
}

/**
 * The next `count` numbers of a per-year series, e.g. `MC-69-000001` (Buddhist-Era year, Bangkok
 * time), drawn in one statement: an import of thousands holds the counter row for one round trip's
 * worth of work, not thousands.
 */
export async function nextYearlyNumbers(
  db: Database,
  series: string,
  count: number,
  now: Date = new Date(),
): Promise<string[]> {
  const prefix = `${series}-${beDateStamp(bangkokToday(now)).slice(0, 2)}`;
  const last = await drawNumber(db, prefix, count);
  return Array.from({ length: count }, (_, index) => `${prefix}-${String(last - count + 1 + index).padStart(6, '0')}`);
}

async function drawNumber(db: Database, prefix: string, count = 1): Promise<number> {
  const [row] = await db
    .insert(numberSequences)
    .values({ prefix, last: count })
    .onConflictDoUpdate({ target: numberSequences.prefix, set: { last: sql`${numberSequences.last} + ${count}` } })
    .returning({ last: numberSequences.last });
  if (!row) throw new Error(`number sequence ${prefix} returned no row`);
  return row.last;
}
