/**
 * `npm run move-to-postgres -- postgres://…`: copies everything in the embedded database of DATA_DIR
 * into an empty PostgreSQL database (schema by the same migrations, rows in one transaction, sequences
 * and counters carried over), compares every table's rows on both sides, and says what to set next
 * (docs/operations.md, "Moving from the embedded database to PostgreSQL"; decision 024). The server
 * must be stopped; the files stay where they are.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { latestMigration, openDatabase } from '../db/client.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { describeUrl, openEmptyTarget } from '../lib/backup/restore.ts';
import { BackupError, copyDatabase, countRows, listTables } from '../lib/backup/table-copy.ts';
import { runCommand, say } from './operator-command.ts';

async function main(): Promise<number> {
  const [url] = process.argv.slice(2);
  if (!url) {
    console.error('Usage: npm run move-to-postgres -- postgres://user:password@host:5432/database');
    return 1;
  }
  if (process.env.DATABASE_URL) {
    console.error(
      'DATABASE_URL is set: the move reads the embedded database in DATA_DIR. Run it without DATABASE_URL.',
    );
    return 1;
  }
  // The target is checked as the server will read it.
  const config = loadConfig({ ...process.env, DATABASE_URL: url });
  const pgdata = path.join(config.dataDir, 'pgdata');
  if (!existsSync(path.join(pgdata, 'PG_VERSION'))) throw new BackupError(`There is no embedded database in ${pgdata}`);

  let source: Awaited<ReturnType<typeof openDatabase>>;
  try {
    source = await openDatabase({ dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      throw new BackupError(`${error.message}: stop the server first (the move needs the database to itself)`);
    }
    throw error;
  }
  try {
    // As the server would at its start: the target gets this version's schema, so must the source.
    await source.migrate();
    const target = await openEmptyTarget({ databaseUrl: url, dataDir: config.dataDir });
    const where = describeUrl(url);
    say(`Copying ${pgdata} (migration ${latestMigration()}) into ${where} …`);
    let moved: Map<string, number>;
    try {
      moved = await copyDatabase(source.db, target.database.db);
    } catch (error) {
      await target.discard();
      throw error;
    }
    // Counted again on both sides, after the commit.
    const tables = await listTables(source.db);
    const [before, after] = await Promise.all([countRows(source.db, tables), countRows(target.database.db, tables)]);
    await target.database.close();
    const width = Math.max(...tables.map((table) => table.name.length));
    let total = 0;
    for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) {
      const rows = before.get(table.name) ?? 0;
      const same = rows === after.get(table.name) && rows === moved.get(table.name);
      total += rows;
      say(
        `  ${table.name.padEnd(width)}  ${String(rows).padStart(8)}  ${same ? 'same' : `DIFFERS: ${after.get(table.name)} in PostgreSQL`}`,
      );
      if (!same) throw new BackupError(`The row counts of ${table.name} differ: do not switch over`);
    }
    const given = new URL(url);
    const masked = `${given.protocol}//${given.username ? `${given.username}${given.password ? ':…' : ''}@` : ''}${given.host}${given.pathname}`;
    say(`Moved ${total} rows in ${tables.length} tables; every table has the same rows on both sides.`);
    say('Next:');
    say(
      `  1. Stop using the embedded database: set DATABASE_URL=${masked} (the URL given here, password and all) for the server.`,
    );
    say(
      `  2. The files stay in ${path.join(config.dataDir, 'files')}: keep DATA_DIR=${config.dataDir} for every server process, ` +
        'or copy them to a bucket with npm run files:to-s3 and set FILE_STORAGE=s3.',
    );
    say(
      '  3. Start the server (npm start) and check a few bookings, slips and certificates; then back up with npm run backup.',
    );
    say(`  4. Keep ${pgdata} until then; the server no longer reads it once DATABASE_URL is set.`);
    return 0;
  } finally {
    await source.close();
  }
}

runCommand(main);
