import { CUSTOMER_PAGE_SIZE, STAFF_PAGE_SIZES } from '@jongdee/contracts';
import { type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from './client.ts';

// Built statements per database: Drizzle builds a query's SQL on every call (about 1 ms of CPU for a
// list of four tables), and PostgreSQL plans an unnamed statement on every call; a prepared one is
// built once here and planned once per connection (bench/README.md, bench:auth and bench:lists).
const built = new WeakMap<Database, { statements: Map<string, unknown>; named: number }>();

/**
 * How many named statements a database gets. Each connection keeps every named statement it has run,
 * with its plan (about 300 KB in PostgreSQL for a list of four tables), and never lets one go. The
 * lists' variants (scope, period, sort, first pages) are many more than the screens ask for, so
 * without a bound a caller walking through them could grow every connection by tens of megabytes.
 * Past the bound, a statement is still built by Drizzle once, but sent unnamed: PostgreSQL plans it
 * on every call and keeps nothing.
 */
export const NAMED_STATEMENTS_MAX = 64;

/**
 * The statement named `name` for this database, built by `build` the first time it is asked for.
 * `name` must say everything that changes the SQL (scope, sort): it is also the statement's name on
 * each PostgreSQL connection, where two different texts under one name would fail. Beyond
 * NAMED_STATEMENTS_MAX names, `build` gets an empty name (an unnamed statement).
 */
export function preparedOnce<T>(db: Database, name: string, build: (name: string) => T): T {
  let cache = built.get(db);
  if (!cache) {
    cache = { statements: new Map(), named: 0 };
    built.set(db, cache);
  }
  let statement = cache.statements.get(name) as T | undefined;
  if (statement === undefined) {
    const named = cache.named < NAMED_STATEMENTS_MAX;
    if (named) cache.named++;
    statement = build(named ? name : '');
    cache.statements.set(name, statement);
  }
  return statement;
}

const FIRST_PAGE_SIZES: readonly number[] = [CUSTOMER_PAGE_SIZE, ...STAFF_PAGE_SIZES];

/** A whole number written into the statement's text, where Drizzle would send a parameter. */
const inText = (value: number) => sql.raw(String(Math.trunc(value))) as unknown as Placeholder;

/**
 * Which rows of a prepared list a page is, and the statement's name for it. PostgreSQL keeps one plan
 * for a prepared statement only once a plan made without its parameters' values costs no more than one
 * made with them (plancache.c). A LIMIT and OFFSET it cannot see it prices as a tenth of the table each,
 * so a list over every customer's rows was planned again on every call: the planning cost more than the
 * query (bench/README.md, bench:lists). The first page in a size the screens ask for, which is what
 * they ask most, therefore has a statement of its own with the size in its text, planned once per
 * connection; any other page takes the placeholders `limit` and `offset` and is planned per call. The
 * sizes are a short fixed list, so the statements a connection keeps stay few whatever a caller asks.
 * `counted`: the statement brings the list's total with the page (listTotal). Decision 033.
 */
export function listPage(name: string, limit: number, offset: number) {
  if (offset === 0 && FIRST_PAGE_SIZES.includes(limit))
    return { name: `${name}_first${limit}`, limit: inText(limit), offset: inText(0), counted: true };
  return { name, limit: sql.placeholder('limit'), offset: sql.placeholder('offset'), counted: false };
}

/** The `listTotal` column of a page that did not count its list (and of the lists built per request). */
export const NO_LIST_TOTAL: SQL<null> = sql<null>`null`;

/**
 * The list's total as a column of its page (`listTotal`): on a first page (`counted`), the count query
 * as a sub-select, which PostgreSQL runs once for the statement, so the page and its total take one
 * round trip instead of two (bench/README.md, bench:lists); on any other page null, and the service
 * counts only if the page cannot tell the total (lib/page-total.ts).
 */
export function listTotal(counted: boolean, countQuery: SQLWrapper): SQL<number | null> {
  return counted ? sql<number>`(${countQuery})`.mapWith(Number) : NO_LIST_TOTAL;
}
