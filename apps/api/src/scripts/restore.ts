/**
 * `npm run restore -- <file>`: restores an archive of `npm run backup` into an empty DATA_DIR (or the
 * empty PostgreSQL database of DATABASE_URL) and its file store, with the environment the restored
 * server will run with (docs/operations.md, "Backup and restore"; decision 024). The server must not
 * be running. A failure leaves the target as it was.
 */
import path from 'node:path';
import { type Config, ConfigError, loadConfig } from '../config.ts';
import { restoreBackup } from '../lib/backup/restore.ts';
import { createFileStorage } from '../lib/storage/create-file-storage.ts';

const say = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<number> {
  const [argument] = process.argv.slice(2);
  if (!argument) {
    console.error('Usage: npm run restore -- <file>');
    return 1;
  }
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const storage = await createFileStorage(config);
  try {
    const report = await restoreBackup(
      path.resolve(process.env.INIT_CWD ?? process.cwd(), argument),
      { databaseUrl: config.databaseUrl, dataDir: config.dataDir, storage },
      say,
    );
    say(
      `Restored ${report.rows} rows into ${report.location} and ${report.files} files into ${storage.location}, ` +
        `every table's rows counted. Start the server with the same settings: npm start`,
    );
    return 0;
  } finally {
    await storage.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
