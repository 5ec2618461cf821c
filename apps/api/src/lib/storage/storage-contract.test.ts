import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../../test/s3-server.ts';
import { diskStorage, type FileStorage, newStorageKey, type StoredEntry, sweepOrphans } from './file-storage.ts';
import { s3Storage } from './s3-storage.ts';

// One contract, every store: what the features, the orphan sweep and the copy command rely on must
// hold on the disk and on an S3 server alike (decision 009).

const HOUR = 60 * 60 * 1000;
const BAD_KEYS = ['../etc/passwd', '/etc/passwd', 'slip/../../x.jpg', 'slip/.tmp-x', 'Slip/A.JPG', '', 'a\\b', 'a//b'];

let s3: TestS3Server;
let scratch: string;
let buckets = 0;

beforeAll(async () => {
  s3 = await startTestS3Server();
  scratch = await mkdtemp(path.join(tmpdir(), 'jongdee-contract-'));
});
afterAll(async () => {
  await s3?.stop();
  await rm(scratch, { recursive: true, force: true });
});

/** A new, empty store of each kind per test: a folder of its own, or a bucket of its own. */
const stores: [string, () => Promise<FileStorage>][] = [
  ['disk', async () => diskStorage(await mkdtemp(path.join(scratch, 'files-')))],
  [
    's3',
    async () => {
      buckets += 1;
      const storage = s3Storage({ ...s3.settings, bucket: `contract-${buckets}` });
      await storage.ensureBucket();
      return storage;
    },
  ],
];

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

describe.each(stores)('the %s store', (_name, create) => {
  let storage: FileStorage;
  beforeEach(async () => {
    storage = await create();
  });
  afterEach(() => storage.close());

  it('puts, gets, replaces and removes a file under its key; removing a missing file is no error', async () => {
    const key = newStorageKey('slip');
    await storage.put(key, Buffer.from('first'));
    expect((await storage.get(key))?.toString()).toBe('first');

    await storage.put(key, Buffer.from('second, longer'));
    expect((await storage.get(key))?.toString()).toBe('second, longer');
    expect(await collect(storage.list())).toEqual([key]);

    await storage.remove(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.remove(key)).resolves.toBeUndefined();
    await expect(storage.remove(newStorageKey('banner'))).resolves.toBeUndefined();
  });

  it('answers null for a key nothing was stored under', async () => {
    expect(await storage.get(newStorageKey('certificate'))).toBeNull();
    expect(await collect(storage.list())).toEqual([]);
  });

  it('lists every stored key, and scans each with its size and when it was written', async () => {
    const files = new Map(
      (['slip', 'thumbnail', 'banner', 'certificate', 'import'] as const).map((kind, index) => [
        newStorageKey(kind),
        Buffer.alloc(100 * (index + 1), index),
      ]),
    );
    for (const [key, bytes] of files) await storage.put(key, bytes);

    expect((await collect(storage.list())).sort()).toEqual([...files.keys()].sort());
    const entries = await collect(storage.scan());
    expect(entries.map((entry) => entry.key).sort()).toEqual([...files.keys()].sort());
    for (const entry of entries) {
      expect(entry).toMatchObject({ temporary: false, size: files.get(entry.key)?.length });
      // The store's clock (the S3 server's, to the second) agrees with ours within any sane skew.
      expect(Math.abs(entry.modifiedMs - Date.now())).toBeLessThan(HOUR);
    }
  });

  it('refuses keys that could leave the store or name a temporary file, storing nothing', async () => {
    for (const key of BAD_KEYS) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
      await expect(storage.remove(key)).rejects.toThrow(/Invalid storage key/);
    }
    expect(await collect(storage.scan())).toEqual([]);
  });

  it('round-trips a 5 MB file byte for byte', async () => {
    const key = newStorageKey('import');
    const bytes = randomBytes(5 * 1024 * 1024);
    await storage.put(key, bytes);
    const back = await storage.get(key);
    expect(back?.length).toBe(bytes.length);
    expect(back?.equals(bytes)).toBe(true);
    const [entry] = await collect(storage.scan());
    expect(entry?.size).toBe(bytes.length);
  });

  it('sweeps files no row references once older than the grace, and never a referenced one', async () => {
    const referenced = newStorageKey('slip');
    const orphan = newStorageKey('slip');
    for (const key of [referenced, orphan]) await storage.put(key, Buffer.from(key));

    // Fresh: an upload may still be about to commit its row.
    expect(await sweepOrphans(storage, new Set([referenced]), HOUR)).toEqual([]);
    expect(await storage.get(orphan)).not.toBeNull();

    // Two hours on (an S3 object's age cannot be set back, so the clock moves instead).
    expect(await sweepOrphans(storage, new Set([referenced]), HOUR, Date.now() + 2 * HOUR)).toEqual([orphan]);
    expect(await storage.get(orphan)).toBeNull();
    expect((await storage.get(referenced))?.toString()).toBe(referenced);
    expect(await collect(storage.list())).toEqual([referenced]);
  });

  it('discards what a scan found', async () => {
    const key = newStorageKey('banner');
    await storage.put(key, Buffer.from('banner'));
    const [entry] = await collect(storage.scan());
    await storage.discard(entry as StoredEntry);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.discard(entry as StoredEntry)).resolves.toBeUndefined();
  });
});

describe('the S3 store’s bucket', () => {
  it('is created at start when missing, and starting again (or two processes at once) is fine', async () => {
    const settings = { ...s3.settings, bucket: 'created-at-start' };
    const first = s3Storage(settings);
    const second = s3Storage(settings);
    try {
      await Promise.all([first.ensureBucket(), second.ensureBucket()]);
      await first.ensureBucket();
      const key = newStorageKey('slip');
      await first.put(key, Buffer.from('one bucket'));
      expect((await second.get(key))?.toString()).toBe('one bucket');
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('stops with one line naming the bucket when the key is wrong', async () => {
    // s3rver checks the access key id (not the SigV4 signature): an unknown one is refused with 403.
    const storage = s3Storage({ ...s3.settings, bucket: 'wrong-keys', accessKeyId: 'NOT-A-KEY' });
    try {
      await expect(storage.ensureBucket()).rejects.toThrow(
        new RegExp(`^Object storage ${s3.settings.endpoint} bucket wrong-keys: access denied`),
      );
    } finally {
      await storage.close();
    }
  });

  it('fails a request when the server is not there, after its bounded retries', async () => {
    const storage = s3Storage({ ...s3.settings, endpoint: 'http://127.0.0.1:9' });
    try {
      await expect(storage.get(newStorageKey('slip'))).rejects.toThrow();
      await expect(storage.ensureBucket()).rejects.toThrow(/^Object storage http:\/\/127\.0\.0\.1:9 bucket/);
    } finally {
      await storage.close();
    }
  });
});
