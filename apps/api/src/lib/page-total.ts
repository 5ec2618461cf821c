/**
 * The total of a list, when its page already says it: a page that is not full, and not past the end,
 * ends the list. Most customers' lists are one such page and skip the count (bench/README.md,
 * bench:lists); undefined means the list has to count.
 */
export function totalFromPage(offset: number, rows: number, limit: number): number | undefined {
  return rows < limit && (rows > 0 || offset === 0) ? offset + rows : undefined;
}
