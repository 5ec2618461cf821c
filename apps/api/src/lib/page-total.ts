/**
 * The total of a list, when its page already says it: a page that is not full, and not past the end,
 * ends the list; undefined means the list has to count. A prepared first page brings its count with it
 * instead (db/prepared.ts, listTotal), so this serves the later pages and the filtered lists.
 */
export function totalFromPage(offset: number, rows: number, limit: number): number | undefined {
  return rows < limit && (rows > 0 || offset === 0) ? offset + rows : undefined;
}
