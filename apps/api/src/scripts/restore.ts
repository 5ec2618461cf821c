/**
 * `npm run restore -- <file>`: restores an archive of `npm run backup` into an empty DATA_DIR (or the
 * empty PostgreSQL database of DATABASE_URL) and its file store, with the environment the restored
 * server will run with (docs/operations.md, "Backup and restore"; decision 024). The server must not
 * be running. A failure leaves the target as it was.
 */
import { loadConfig } from '../config.ts';
import { restoreBackup } from '../lib/backup/restore.ts';
import { createFileStorage } from '../lib/storage/create-file-storage.ts';
import { operatorPath, runCommand, say } from './operator-command.ts';

async function main(): Promise<number> {
  const [argument] = process.argv.slice(2);
  if (!argument) {
    console.error('Usage: npm run restore -- <file>');
    return 1;
  }
  const config = loadConfig(process.env);
  const storage = await createFileStorage(config);
  try {
    const report = await restoreBackup(
      operatorPath(argument),
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

runCommand(main);
