import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * A `timestamptz` column read as the API writes instants: ISO 8601 in UTC with milliseconds, what
 * `Date#toISOString` gives (`2026-12-07T02:29:23.259Z`). For lists, whose answers only pass instants
 * on: PostgreSQL sends a connection in UTC `2026-12-07 02:29:23.259123+00`, and rearranging that text
 * costs about 40 ns, where a `Date` made from it and written back with `toISOString` cost about 1.4 µs a
 * value on this project's machines (a page of 20 payments holds 120; bench/README.md, 2026-12-07).
 */
export function isoTimestamp<Column extends AnyColumn>(column: Column) {
  // A null stays null (Drizzle decodes only values), so the text is as nullable as its column.
  return sql`${column}`.mapWith(isoFromPostgres) as SQL<Column['_']['notNull'] extends true ? string : string | null>;
}

/**
 * PostgreSQL's text of a `timestamptz` as ISO 8601: the UTC form by rearranging it (microseconds cut to
 * milliseconds, as `Date` does), anything else (another session time zone, a year past 9999) through a
 * `Date` as before.
 */
export function isoFromPostgres(value: unknown): string {
  if (
    typeof value === 'string' &&
    value.length >= 22 &&
    value[4] === '-' &&
    value[10] === ' ' &&
    value.endsWith('+00')
  ) {
    const fraction = value[19] === '.' ? value.slice(20, -3) : '';
    return `${value.slice(0, 10)}T${value.slice(11, 19)}.${`${fraction}000`.slice(0, 3)}Z`;
  }
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
}

/** A row's instants: `Date`s where it comes from a write's RETURNING, ISO text where a list read them. */
export type Instants<Row> = {
  [Key in keyof Row]: Row[Key] extends Date
    ? Date | string
    : Row[Key] extends Date | null
      ? Date | string | null
      : Row[Key];
};

/** An instant as the API writes it, whichever way it was read. */
export function isoInstant(value: Date | string): string;
export function isoInstant(value: Date | string | null): string | null;
export function isoInstant(value: Date | string | null): string | null {
  return value === null ? null : typeof value === 'string' ? value : value.toISOString();
}
