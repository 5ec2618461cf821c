import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Job } from '../../lib/jobs/job-runner.ts';

/**
 * Adds the differences the triggers appended to `report_daily_changes` into `report_daily` (decision
 * 012); answers how many day × clinic × service rows it touched. Reports are exact without it — they
 * sum both tables — it only keeps the changes table short.
 */
export async function foldReportChanges(db: Database): Promise<number> {
  const result = (await db.execute(sql`select report_fold() as folded`)) as unknown as { rows: { folded: number }[] };
  return Number(result.rows[0]?.folded ?? 0);
}

export const reportJobs: Job[] = [
  { name: 'fold-report-changes', lockId: 4_257_301, everyMs: 60_000, run: (db) => foldReportChanges(db) },
];
