/**
 * `npm run files:to-s3`: copies the files under DATA_DIR/files to the bucket of the S3_ settings,
 * with the same environment as the server (docs/operations.md, "Files on S3-compatible storage").
 * Safe to run again: files already in the bucket with the same size are skipped.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { copyFiles } from '../lib/storage/copy-files.ts';
import { createFileStorage } from '../lib/storage/create-file-storage.ts';
import { diskStorage } from '../lib/storage/file-storage.ts';

/** What the operator reads as it goes (stdout; errors go to stderr). */
const say = (line: string) => process.stdout.write(`${line}\n`);
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<number> {
  let config: ReturnType<typeof loadConfig>;
  let serversUseDisk: boolean;
  try {
    serversUseDisk = loadConfig(process.env).fileStorage === 'disk';
    // The bucket is the target whether or not the servers have been switched to it yet.
    config = loadConfig({ ...process.env, FILE_STORAGE: 's3' });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const source = diskStorage(path.join(config.dataDir, 'files'));
  const target = await createFileStorage(config);
  try {
    say(`Copying files from ${source.location} to ${target.location}`);
    const report = await copyFiles(source, target, (progress) =>
      say(`… ${progress.found} files looked at, ${progress.copied} copied`),
    );
    say(
      `Done: ${report.found} files found, ${report.copied} copied (${megabytes(report.bytesCopied)}), ` +
        `${report.skipped} already in the bucket, ${report.vanished} removed while copying.`,
    );
    if (serversUseDisk) {
      say('Next: set FILE_STORAGE=s3 for every server process, restart them, and run this once more.');
    }
    return 0;
  } finally {
    await target.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
