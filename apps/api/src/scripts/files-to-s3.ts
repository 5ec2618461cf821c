/**
 * `npm run files:to-s3`: copies the files under DATA_DIR/files to the bucket of the S3_ settings,
 * with the same environment as the server (docs/operations.md, "Files on S3-compatible storage").
 * Safe to run again: files already in the bucket with the same size are skipped.
 */
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { copyFiles } from '../lib/storage/copy-files.ts';
import { createFileStorage } from '../lib/storage/create-file-storage.ts';
import { diskStorage } from '../lib/storage/file-storage.ts';
import { runCommand, say } from './operator-command.ts';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<number> {
  const serversUseDisk = loadConfig(process.env).fileStorage === 'disk';
  // The bucket is the target whether or not the servers have been switched to it yet.
  const config = loadConfig({ ...process.env, FILE_STORAGE: 's3' });
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

runCommand(main);
