import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../../test/s3-server.ts';
import { diskStorage, newStorageKey } from './file-storage.ts';
import { s3Storage } from './s3-storage.ts';

// `npm run files:to-s3` as an operator runs it: the real script in a process of its own, reading
// the server's environment, copying into a real S3-protocol server.

const script = fileURLToPath(new URL('../../scripts/files-to-s3.ts', import.meta.url));
const run = promisify(execFile);

let s3: TestS3Server;
let dataDir: string;

beforeAll(async () => {
  s3 = await startTestS3Server('copied-files');
  dataDir = await mkdtemp(path.join(tmpdir(), 'jongdee-to-s3-'));
});
afterAll(async () => {
  await s3?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** Runs the command with the server's variables (disk storage still configured, as before the switch). */
async function copyCommand(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [script], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const s3Variables = () => Object.fromEntries(Object.entries(s3.env).filter(([name]) => name !== 'FILE_STORAGE'));

async function bucket(): Promise<Map<string, Buffer>> {
  const reader = s3Storage({ ...s3.settings, bucket: 'copied-files' });
  try {
    const objects = new Map<string, Buffer>();
    for await (const key of reader.list()) objects.set(key, (await reader.get(key)) as Buffer);
    return objects;
  } finally {
    await reader.close();
  }
}

describe('npm run files:to-s3', () => {
  it('copies every stored file to the bucket under its key, then skips them on a rerun and copies only what changed', async () => {
    const disk = diskStorage(path.join(dataDir, 'files'));
    const files = new Map(
      (['slip', 'thumbnail', 'banner', 'import', 'slip'] as const).map((kind, index) => [
        newStorageKey(kind),
        Buffer.alloc(1000 + index * 10, index),
      ]),
    );
    for (const [key, bytes] of files) await disk.put(key, bytes);
    // A write a crash cut short is no stored file: it stays behind.
    const temporary = disk.tempPath(newStorageKey('slip'));
    await mkdir(path.dirname(temporary), { recursive: true });
    await writeFile(temporary, 'half');

    const first = await copyCommand(s3Variables());
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('Done: 5 files found, 5 copied');
    expect(first.stdout).toContain('0 already in the bucket');
    expect(first.stdout).toContain('set FILE_STORAGE=s3');
    const copied = await bucket();
    expect([...copied.keys()].sort()).toEqual([...files.keys()].sort());
    for (const [key, bytes] of files) expect(copied.get(key)?.equals(bytes)).toBe(true);

    // Uploaded meanwhile, and one object in the bucket cut short: only those two go again.
    const late = newStorageKey('slip');
    await disk.put(late, Buffer.from('uploaded after the first copy'));
    const [damaged] = files.keys();
    const writer = s3Storage({ ...s3.settings, bucket: 'copied-files' });
    await writer.put(damaged as string, Buffer.from('cut'));
    await writer.close();

    const second = await copyCommand({ ...s3Variables(), FILE_STORAGE: 's3' });
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toContain('Done: 6 files found, 2 copied');
    expect(second.stdout).toContain('4 already in the bucket');
    expect(second.stdout).not.toContain('set FILE_STORAGE=s3');
    const after = await bucket();
    expect(after.size).toBe(6);
    expect(after.get(damaged as string)?.equals(files.get(damaged as string) as Buffer)).toBe(true);
    expect(after.get(late)?.toString()).toBe('uploaded after the first copy');
  }, 60_000);

  it('stops with one line naming a missing setting, and copies nothing', async () => {
    const { S3_SECRET_ACCESS_KEY: _secret, ...withoutSecret } = s3Variables();
    const result = await copyCommand(withoutSecret);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('Invalid configuration: S3_SECRET_ACCESS_KEY is required when FILE_STORAGE=s3');
  }, 60_000);
});
