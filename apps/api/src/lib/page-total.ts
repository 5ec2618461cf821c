import type { Pagination } from '@jongdee/contracts';

/**
 * The total of a list, when its page already says it: a page that is not full, and not past the end,
 * ends the list; undefined means the list has to count. A prepared first page brings its count with it
 * instead (db/prepared.ts, listTotal), so this serves the later pages and the filtered lists.
 */
function totalFromPage(offset: number, rows: number, limit: number): number | undefined {
  return rows < limit && (rows > 0 || offset === 0) ? offset + rows : undefined;
}

/**
 * A list page's pagination. Its total is what a prepared first page brought with it (`listTotal`,
 * db/prepared.ts), or what a page that ends the list says by itself (totalFromPage), or else `count()`,
 * which runs only then.
 */
export async function paginate(
  rows: readonly { listTotal: number | null }[],
  page: number,
  limit: number,
  count: () => Promise<number>,
): Promise<Pagination> {
  const total = rows[0]?.listTotal ?? totalFromPage((page - 1) * limit, rows.length, limit) ?? (await count());
  return { page, limit, total, totalPages: Math.ceil(total / limit) };
}
