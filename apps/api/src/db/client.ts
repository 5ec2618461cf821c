import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /** Applies the committed SQL migrations; safe to run from several processes at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Any constant shared by every process of this product; serialises concurrent migrations on PostgreSQL.
const MIGRATION_LOCK_ID = 4_257_011;

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  dataDir?: string;
  pglite?: PGlite;
  /** An idle pooled connection failed (e.g. the server restarted); the pool reconnects by itself. */
  onConnectionError?: (error: Error) => void;
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onConnectionError);
  if (options.pglite) return wrapPglite(options.pglite);
  if (!options.dataDir) throw new Error('openDatabase needs databaseUrl, dataDir or a PGlite instance');
  const directory = path.join(options.dataDir, 'pgdata');
  mkdirSync(directory, { recursive: true });
  // One process at a time (PGlite itself does not check): DataDirInUseError names the one holding it.
  const unlock = await lockDataDir(options.dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    // PostgreSQL's default 128 MB of shared buffers lives in the WebAssembly memory and is never given
    // back; 16 MB holds a clinic's hot pages (its files sit in the OS page cache anyway) and keeps the
    // idle process within its memory budget (issue 14, bench/README.md).
    const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
    return await wrapPglite(await PGlite.create(directory, { startParams }), unlock);
  } catch (error) {
    await unlock();
    throw error;
  }
}

// PGlite's driver loads only where the database is embedded: not in a process on PostgreSQL (idle
// memory, decision 018).
async function wrapPglite(client: PGlite, unlock: () => Promise<void> = async () => {}): Promise<DatabaseHandle> {
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    // One in-process connection: nothing else can migrate this data directory at the same time.
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: async () => {
      try {
        await client.close();
      } finally {
        await unlock();
      }
    },
  };
}

function openPostgres(connectionString: string, onConnectionError: (error: Error) => void = () => {}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 15_000,
  });
  // Without a listener, an idle connection dropped by the server would crash the process.
  pool.on('error', onConnectionError);
  return {
    db: drizzleNodePostgres(pool, { schema }),
    kind: 'postgres',
    async migrate() {
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePostgres(drizzleNodePostgres(connection, { schema }), { migrationsFolder });
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}

/** The newest migration of this code, by its tag (`0014_backups`). */
export function latestMigration(): string {
  return migrationJournal().at(-1)?.tag ?? 'none';
}

/**
 * The tag of the newest migration applied to the database, read from drizzle's own table (which
 * records each migration by its journal time, not its name); null when none has been applied, and
 * `unknown (<time>)` for one this code's journal does not have (a newer version migrated it).
 */
export async function appliedMigration(db: Database): Promise<string | null> {
  const [found] = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!found?.present) return null;
  const [newest] = await queryRows<{ at: string }>(
    db,
    sql`select created_at::text as at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const at = newest?.at;
  if (at === undefined) return null;
  return migrationJournal().find((entry) => String(entry.when) === at)?.tag ?? `unknown (${at})`;
}

function migrationJournal(): { when: number; tag: string }[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  return journal.entries;
}

/** The rows of a raw SQL query, typed by the caller: both drivers answer `{ rows }`. */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/**
 * True when the error (or its cause, as Drizzle wraps driver errors) carries the SQLSTATE `code`, and,
 * when `constraint` is given, names that constraint.
 */
function isViolation(error: unknown, code: string, constraint: string | undefined): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === code) {
      return constraint === undefined || (current as { constraint?: unknown }).constraint === constraint;
    }
  }
  return false;
}

/** A unique-constraint violation (23505). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return isViolation(error, '23505', constraint);
}

/** A check violation of `constraint` (23514), raised by a CHECK or by a trigger that names it. */
export function isCheckViolation(error: unknown, constraint: string): boolean {
  return isViolation(error, '23514', constraint);
}
