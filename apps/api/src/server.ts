import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp, loggerOptions } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { seedDemoData } from './db/seed-demo.ts';
import { runExclusive, startJobRunner } from './lib/jobs/job-runner.ts';
import { createFileStorage } from './lib/storage/create-file-storage.ts';
import { ensureFirstAdmin } from './modules/auth/auth.bootstrap.ts';
import { authJobs } from './modules/auth/auth.jobs.ts';
import { writeBackupSecret } from './modules/backups/backups.service.ts';
import { bookingJobs } from './modules/bookings/bookings.jobs.ts';
import { storedFileSweepJob } from './modules/files/files.jobs.ts';
import { createChannels } from './modules/messages/email-channel.ts';
import { startSender } from './modules/messages/sender.ts';
import { reportJobs } from './modules/reports/reports.jobs.ts';

const webRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env, process.argv.slice(2));
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const log = pino(loggerOptions(config));
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onConnectionError: (error) => log.warn({ err: error }, 'database connection lost; the pool reconnects'),
  }).catch((error: unknown) => {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(`${error.message}: one server at a time on the embedded database (for more, move to PostgreSQL)`);
    process.exit(1);
  });
  await database.migrate();

  const admin = await ensureFirstAdmin(database.db, { email: config.adminEmail, password: config.adminPassword });
  if (admin?.generatedPassword) {
    log.warn(
      `First start: created the admin ${admin.email} with password ${admin.generatedPassword} — sign in at /admin/login and change it. It is shown only this once.`,
    );
  } else if (admin) {
    log.info(`First start: created the admin ${admin.email} with ADMIN_PASSWORD`);
  }
  if (config.demoData) {
    for (const line of await seedDemoData(database.db)) log.info(`Demo data: ${line}`);
  }

  const storage = await createFileStorage(config);
  // Only this process may open the embedded database, so `npm run backup` asks it, with this secret.
  const backupSecret = database.kind === 'pglite' ? await writeBackupSecret(config.dataDir) : undefined;
  const app = await buildApp({ config, database, webRoot, logger: log, storage, backupSecret });
  const fileSweep = storedFileSweepJob(storage, config.fileOrphanGraceSeconds * 1000);
  // Files a killed process left are swept before this one listens, while none of its own uploads can
  // be in flight: with a short grace (the crash bench uses 0), a sweep running beside uploads could
  // take the file of one whose row is about to commit.
  const sweptAtStart = await runExclusive(database.db, fileSweep);
  if (sweptAtStart) log.info({ job: fileSweep.name, count: sweptAtStart }, 'job done');
  // The first run of the other jobs is at start: expired bookings are dealt with at once.
  const stopJobs = startJobRunner(database.db, log, [
    ...bookingJobs,
    ...reportJobs,
    ...authJobs,
    { ...fileSweep, skipFirstRun: true },
  ]);
  // Every process sends: claims skip rows another process holds, so no lock keeps the others idle (decision 023).
  const mail = createChannels(config);
  const stopSender = startSender(
    database.db,
    { channels: mail.channels, publicUrl: config.publicUrl, log },
    config.outboxPollMs,
  );
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Readiness fails from here on, so a balancer stops sending requests while the last ones finish.
    app.markShuttingDown();
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    await app.close();
    await stopJobs();
    await stopSender();
    mail.close();
    await storage.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `JongDee is serving ${config.publicUrl} (database: ${database.kind === 'pglite' ? `embedded in ${path.join(config.dataDir, 'pgdata')}` : 'PostgreSQL'}; files: ${storage.location})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
