/**
 * The one copy of every table, shared by the online backup (snapshot → archive), the restore
 * (archive → empty database) and the move to PostgreSQL (snapshot → empty database) (decision 024).
 * Tables, columns, foreign keys and sequences are read from the catalog, so a new table or column is
 * copied without a change here. Rows travel as one line of JSON each (`to_jsonb(row)`), which both
 * PGlite and PostgreSQL read back with `jsonb_populate_recordset` into the same types: bigints,
 * timestamps and bytea never pass through JavaScript numbers or dates.
 */
import { sql } from 'drizzle-orm';
import { appliedMigration, type Database, queryRows } from '../../db/client.ts';

/** A failure an operator reads and acts on: the commands print its message alone. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export type TableInfo = {
  name: string;
  /** The columns a row is written with: every column but generated ones, in table order. */
  columns: string[];
};

/** A sequence's position, carried over exactly (bigint as text), whatever the rows still hold. */
export type SequenceState = { name: string; lastValue: string; isCalled: boolean };

/** At most this many rows (or bytes) per INSERT; the cursor fetches 500 rows at a time as well. */
const BATCH_ROWS = 500;
const BATCH_BYTES = 4 * 1024 * 1024;

/**
 * Every table of the public schema, parents before the tables whose foreign keys point at them (then
 * by name), so rows can be inserted table by table with every constraint checked. Drizzle's own
 * migrations table lives in the `drizzle` schema and is left out: the target runs the same migrations.
 */
export async function listTables(db: Database): Promise<TableInfo[]> {
  const tables = await queryRows<{ name: string; columns: string }>(
    db,
    sql`select c.relname::text as name,
          (select json_agg(a.attname::text order by a.attnum)::text from pg_attribute a
            where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'
        order by c.relname`,
  );
  const references = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select distinct child.relname::text as child, parent.relname::text as parent
        from pg_constraint c
        join pg_class child on child.oid = c.conrelid
        join pg_class parent on parent.oid = c.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where c.contype = 'f' and n.nspname = 'public'`,
  );
  const parents = new Map(tables.map((table) => [table.name, new Set<string>()]));
  for (const { child, parent } of references) if (child !== parent) parents.get(child)?.add(parent);

  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const waiting = [...tables];
  while (waiting.length > 0) {
    const index = waiting.findIndex((table) => [...(parents.get(table.name) ?? [])].every((name) => placed.has(name)));
    if (index === -1) {
      throw new BackupError(
        `Tables refer to each other in a circle (${waiting.map((table) => table.name).join(', ')}): no order to copy them in`,
      );
    }
    const [table] = waiting.splice(index, 1) as [{ name: string; columns: string }];
    ordered.push({ name: table.name, columns: JSON.parse(table.columns) as string[] });
    placed.add(table.name);
  }
  return ordered;
}

/** Rows per table, in one query. */
export async function countRows(db: Database, tables: readonly { name: string }[]): Promise<Map<string, number>> {
  if (tables.length === 0) return new Map();
  const counts = await queryRows<{ name: string; rows: number }>(
    db,
    sql.join(
      tables.map(
        (table) => sql`select ${table.name}::text as name, count(*)::int as rows from ${sql.identifier(table.name)}`,
      ),
      sql` union all `,
    ),
  );
  return new Map(counts.map((row) => [row.name, Number(row.rows)]));
}

/** The tables of the public schema that hold rows: none, for a target a copy may go into. */
export async function tablesWithRows(db: Database): Promise<string[]> {
  const counts = await countRows(db, await listTables(db));
  return [...counts].filter(([, rows]) => rows > 0).map(([name]) => name);
}

async function readSequences(db: Database): Promise<SequenceState[]> {
  const names = await queryRows<{ name: string }>(
    db,
    sql`select c.relname::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
  );
  const states: SequenceState[] = [];
  for (const { name } of names) {
    const [state] = await queryRows<{ last_value: string; is_called: boolean }>(
      db,
      sql`select last_value::text as last_value, is_called from ${sql.identifier(name)}`,
    );
    if (state) states.push({ name, lastValue: state.last_value, isCalled: state.is_called });
  }
  return states;
}

export type Snapshot = {
  /** When the snapshot was taken: it holds everything committed before, nothing committed after. */
  snapshotAt: Date;
  /** The newest migration applied to the source (`0014_backups`), or null for an unmigrated one. */
  migration: string | null;
  tables: TableInfo[];
  sequences: SequenceState[];
  /** The table's rows, one JSON text per row, in batches (read through a cursor: memory stays small). */
  rows(table: TableInfo): AsyncGenerator<string[]>;
  /** Further reads in the same snapshot. */
  db: Database;
};

/**
 * Runs `read` inside one REPEATABLE READ, READ ONLY transaction: every table is read as of one
 * instant while the server goes on writing. On PGlite the one connection is held meanwhile (other
 * queries wait), so `read` should only copy rows somewhere fast and leave slow work for after.
 */
export async function withSnapshot<T>(db: Database, read: (snapshot: Snapshot) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      // The first statement takes the snapshot: its start is the snapshot's time.
      const [started] = await queryRows<{ at: string }>(
        tx,
        sql`select to_char(statement_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at`,
      );
      const snapshot: Snapshot = {
        snapshotAt: new Date(started?.at ?? Number.NaN),
        migration: await appliedMigration(tx),
        tables: await listTables(tx),
        sequences: await readSequences(tx),
        db: tx,
        async *rows(table) {
          await tx.execute(
            sql`declare jongdee_snapshot_rows no scroll cursor for select to_jsonb(t)::text as line from ${sql.identifier(table.name)} t`,
          );
          try {
            for (;;) {
              const batch = await queryRows<{ line: string }>(tx, sql`fetch forward 500 from jongdee_snapshot_rows`);
              if (batch.length === 0) break;
              yield batch.map((row) => row.line);
            }
          } finally {
            await tx.execute(sql`close jongdee_snapshot_rows`);
          }
        },
      };
      return read(snapshot);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export type TableWriter = {
  /** Inserts rows (JSON texts as the snapshot gave them) into the table, in batches. */
  insert(table: string, lines: readonly string[]): Promise<void>;
};

/**
 * Fills an empty, migrated database in one transaction: `fill` inserts every table's rows (parents
 * first), then the sequences are set and the row count of every table is compared with `expected`
 * before the commit. Nothing is committed unless everything matched, so a failure leaves the target
 * as it was. Triggers are off meanwhile (`DISABLE TRIGGER USER`, which the tables' owner may do; the
 * foreign keys stay checked): the report figures the source's triggers kept are copied as rows, and
 * counting them again would double them.
 */
export async function writeTables<T>(
  db: Database,
  expected: { rows: ReadonlyMap<string, number>; sequences: readonly SequenceState[] },
  fill: (writer: TableWriter) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const tables = await listTables(tx);
    const byName = new Map(tables.map((table) => [table.name, table]));
    const missing = tables.filter((table) => !expected.rows.has(table.name)).map((table) => table.name);
    const unknown = [...expected.rows.keys()].filter((name) => !byName.has(name));
    if (missing.length > 0 || unknown.length > 0) {
      throw new BackupError(
        `The copy's tables are not this version's: ${[
          missing.length > 0 ? `not in the copy: ${missing.join(', ')}` : '',
          unknown.length > 0 ? `unknown here: ${unknown.join(', ')}` : '',
        ]
          .filter(Boolean)
          .join('; ')}`,
      );
    }
    for (const table of tables) await tx.execute(sql`alter table ${sql.identifier(table.name)} disable trigger user`);

    const insertBatch = async (table: TableInfo, lines: readonly string[]) => {
      const columns = sql.join(
        table.columns.map((column) => sql.identifier(column)),
        sql`, `,
      );
      const rows = `[${lines.join(',')}]`;
      // OVERRIDING SYSTEM VALUE: identity columns (report_daily_changes.id) keep their numbers.
      await tx.execute(
        sql`insert into ${sql.identifier(table.name)} (${columns}) overriding system value
            select ${columns} from jsonb_populate_recordset(null::${sql.identifier(table.name)}, ${rows}::jsonb)`,
      );
    };
    const writer: TableWriter = {
      async insert(name, lines) {
        const table = byName.get(name);
        if (!table) throw new BackupError(`Rows for a table this version does not have: ${name}`);
        let batch: string[] = [];
        let bytes = 0;
        for (const line of lines) {
          batch.push(line);
          bytes += line.length;
          if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) {
            await insertBatch(table, batch);
            batch = [];
            bytes = 0;
          }
        }
        if (batch.length > 0) await insertBatch(table, batch);
      },
    };
    const result = await fill(writer);

    for (const sequence of expected.sequences) {
      await tx.execute(
        sql`select setval(format('public.%I', ${sequence.name}::text)::regclass, ${sequence.lastValue}::bigint, ${sequence.isCalled})`,
      );
    }
    for (const table of tables) await tx.execute(sql`alter table ${sql.identifier(table.name)} enable trigger user`);

    const counts = await countRows(tx, tables);
    const differing = tables
      .filter((table) => counts.get(table.name) !== expected.rows.get(table.name))
      .map((table) => `${table.name} ${counts.get(table.name)} of ${expected.rows.get(table.name)}`);
    if (differing.length > 0) {
      throw new BackupError(`Row counts differ from the copy's, nothing was kept: ${differing.join(', ')}`);
    }
    return result;
  });
}

/**
 * Copies every row of `source` (one snapshot) into the empty, migrated `target` in one transaction,
 * and answers the rows per table the snapshot held, which the target's counts matched before commit.
 */
export async function copyDatabase(source: Database, target: Database): Promise<Map<string, number>> {
  return withSnapshot(source, async (snapshot) => {
    const rows = await countRows(snapshot.db, snapshot.tables);
    await writeTables(target, { rows, sequences: snapshot.sequences }, async (writer) => {
      for (const table of snapshot.tables) {
        for await (const batch of snapshot.rows(table)) await writer.insert(table.name, batch);
      }
    });
    return rows;
  });
}
