import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DiskStorage, diskStorage, isStorageKey, newStorageKey, sweepOrphans } from './file-storage.ts';

const HOUR = 60 * 60 * 1000;

let root: string;
let storage: DiskStorage;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'jongdee-files-'));
  storage = diskStorage(path.join(root, 'files'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function collect(iterable: AsyncIterable<string>): Promise<string[]> {
  const items: string[] = [];
  for await (const item of iterable) items.push(item);
  return items.sort();
}

/** Makes a file look as old as `ageMs`. */
async function age(file: string, ageMs: number): Promise<void> {
  const then = new Date(Date.now() - ageMs);
  await utimes(file, then, then);
}

describe('newStorageKey', () => {
  it('makes random keys by kind, year and month, never from a client file name', () => {
    const key = newStorageKey('slip', new Date('2026-11-05T03:00:00Z'));
    expect(key).toMatch(/^slip\/2026\/11\/[0-9a-f-]{36}\.jpg$/);
    expect(newStorageKey('slip')).not.toBe(newStorageKey('slip'));
    expect(newStorageKey('thumbnail')).toMatch(/^thumbnail\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);
    expect(newStorageKey('certificate')).toMatch(/\.pdf$/);
    expect(newStorageKey('import')).toMatch(/\.xlsx$/);
    expect(isStorageKey(key)).toBe(true);
  });
});

describe('diskStorage', () => {
  it('puts, gets, replaces and removes a file under its key', async () => {
    const key = newStorageKey('slip');
    expect(await storage.get(key)).toBeNull();

    await storage.put(key, Buffer.from('first'));
    expect((await storage.get(key))?.toString()).toBe('first');
    expect(storage.pathOf(key)).toBe(path.join(root, 'files', ...key.split('/')));

    await storage.put(key, Buffer.from('second'));
    expect((await storage.get(key))?.toString()).toBe('second');

    await storage.remove(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it('leaves no temporary file behind after a write, and lists only stored keys', async () => {
    const keys = [newStorageKey('slip'), newStorageKey('thumbnail'), newStorageKey('certificate')];
    await Promise.all(keys.map((key) => storage.put(key, Buffer.from(key))));
    await writeFile(storage.tempPath(keys[0] as string), 'half-written');

    expect(await collect(storage.list())).toEqual([...keys].sort());
    const folder = path.dirname(storage.pathOf(keys[1] as string));
    expect(await readdir(folder)).toEqual([path.basename(keys[1] as string)]);
  });

  it('writes a temporary file in the same folder, so the rename is atomic', () => {
    const key = newStorageKey('slip');
    const temp = storage.tempPath(key);
    expect(path.dirname(temp)).toBe(path.dirname(storage.pathOf(key)));
    expect(path.basename(temp)).toMatch(/^\.tmp-/);
    expect(storage.tempPath(key)).not.toBe(temp);
  });

  it('refuses keys that could leave the folder or name a temporary file', async () => {
    for (const key of [
      '../etc/passwd',
      '/etc/passwd',
      'slip/../../x.jpg',
      'slip/.tmp-x',
      'Slip/A.JPG',
      '',
      'a\\b',
      'a//b',
    ]) {
      expect(isStorageKey(key)).toBe(false);
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
    }
  });

  it('cleans up its temporary file when the write fails', async () => {
    const key = newStorageKey('slip');
    // A folder where the file should go makes the final rename fail.
    await storage.put(`${key.replace(/\.jpg$/, '')}/inner.jpg`, Buffer.from('x'));
    await expect(storage.put(key.replace(/\.jpg$/, ''), Buffer.from('y'))).rejects.toThrow();
    const folder = path.dirname(storage.pathOf(key));
    expect((await readdir(folder)).filter((name) => name.startsWith('.tmp-'))).toEqual([]);
  });
});

describe('sweepOrphans', () => {
  it('removes old temporary files and old files no row references, and keeps the rest', async () => {
    const referenced = newStorageKey('slip');
    const orphan = newStorageKey('slip');
    const freshOrphan = newStorageKey('thumbnail');
    for (const key of [referenced, orphan, freshOrphan]) await storage.put(key, Buffer.from(key));
    const oldTemp = storage.tempPath(referenced);
    const freshTemp = storage.tempPath(orphan);
    await writeFile(oldTemp, 'crashed mid-write');
    await writeFile(freshTemp, 'upload in flight');
    for (const file of [storage.pathOf(referenced), storage.pathOf(orphan), oldTemp]) await age(file, 2 * HOUR);

    const removed = await sweepOrphans(storage, new Set([referenced]), HOUR);

    expect(removed).toHaveLength(2);
    expect(removed).toContain(orphan);
    expect(removed.some((key) => key.endsWith(path.basename(oldTemp)))).toBe(true);
    expect(await storage.get(referenced)).not.toBeNull();
    expect(await storage.get(orphan)).toBeNull();
    expect(await storage.get(freshOrphan)).not.toBeNull();
    const folder = path.dirname(storage.pathOf(orphan));
    expect(await readdir(folder)).toContain(path.basename(freshTemp));
  });

  it('does nothing on a storage folder that does not exist yet', async () => {
    expect(await sweepOrphans(diskStorage(path.join(root, 'missing')), new Set(), 0)).toEqual([]);
  });
});
