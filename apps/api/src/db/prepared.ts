import type { Database } from './client.ts';

// Built statements per database: Drizzle builds a query's SQL on every call (about 1 ms of CPU for a
// list of four tables), and PostgreSQL plans an unnamed statement on every call; a prepared one is
// built once here and planned once per connection (bench/README.md, bench:auth and bench:lists).
const built = new WeakMap<Database, Map<string, unknown>>();

/**
 * The statement named `name` for this database, built by `build` the first time it is asked for.
 * `name` must say everything that changes the SQL (scope, sort): it is also the statement's name on
 * each PostgreSQL connection, where two different texts under one name would fail.
 */
export function preparedOnce<T>(db: Database, name: string, build: (name: string) => T): T {
  let statements = built.get(db);
  if (!statements) {
    statements = new Map();
    built.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(name);
    statements.set(name, statement);
  }
  return statement;
}
