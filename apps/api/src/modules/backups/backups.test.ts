import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyBackupArchive } from '../../lib/backup/backup-archive.ts';
import { buildTestApp, expectFieldError, registerUser, type TestContext, useTestApp } from '../../test/helpers.ts';

// The routes `npm run backup` uses against a server on the embedded database: a local connection
// and the server's secret, both checked before anything else, and the archive they give.

const SECRET = 'a-backup-secret-of-this-server-0123456789';
const ctx = useTestApp({ backupSecret: SECRET });
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'jongdee-backup-routes-'));
  await registerUser(ctx.app, { firstName: 'สำรอง', lastName: 'ข้อมูลดี' });
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const archive = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ method: 'GET', url: '/api/backups/archive', headers, remoteAddress });
const record = {
  snapshotAt: '2026-11-28T01:02:03.000Z',
  fileName: '/srv/backups/jongdee-2026-11-28.tar.gz',
  bytes: 123_456,
  rowCount: 789,
  fileCount: 12,
};

describe('GET /api/backups/archive and POST /api/backups', () => {
  it('refuses a local caller without the secret, or with another, in Thai', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer not-the-secret' },
      { authorization: SECRET },
    ];
    for (const headers of attempts) {
      const response = await archive(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 'BACKUP_SECRET_INVALID' });
      expect(response.json().error).toMatch(/[\u0E00-\u0E7F]/);
    }
    const posted = await ctx.app.inject({ method: 'POST', url: '/api/backups', payload: record });
    expect(posted.statusCode).toBe(401);
  });

  it('refuses any other machine, and requests a proxy on this machine relayed, even with the secret', async () => {
    const withSecret = { authorization: `Bearer ${SECRET}` };
    for (const address of ['203.0.113.7', '10.0.0.5', '::ffff:192.0.2.1', '2001:db8::1']) {
      const response = await archive(withSecret, address);
      expect(response.statusCode, address).toBe(403);
      expect(response.json()).toMatchObject({ code: 'BACKUP_LOCAL_ONLY' });
    }
    for (const relayed of ['x-forwarded-for', 'x-real-ip', 'forwarded']) {
      const response = await archive({ ...withSecret, [relayed]: '198.51.100.4' });
      expect(response.statusCode, relayed).toBe(403);
    }
    const posted = await ctx.app.inject({
      method: 'POST',
      url: '/api/backups',
      headers: withSecret,
      payload: record,
      remoteAddress: '203.0.113.7',
    });
    expect(posted.statusCode).toBe(403);
  });

  it('answers a local caller holding the secret with a whole, checked archive of the database', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await archive({ authorization: `Bearer ${SECRET}` }, address);
      expect(response.statusCode, address).toBe(200);
      expect(response.headers['content-type']).toBe('application/gzip');
      const file = path.join(folder, `archive-${address.replaceAll(':', '_')}.tar.gz`);
      await writeFile(file, response.rawPayload);
      const manifest = await verifyBackupArchive(file);
      expect(manifest.migration).toMatch(/^\d{4}_/);
      expect(manifest.tables.find((table) => table.name === 'users')?.rows).toBeGreaterThanOrEqual(1);
      expect(manifest.tables.map((table) => table.name)).not.toContain('__drizzle_migrations');
    }
  });

  it('records a backup the command wrote and checked, and refuses a record that is not one in Thai', async () => {
    const headers = { authorization: `Bearer ${SECRET}` };
    const posted = await ctx.app.inject({ method: 'POST', url: '/api/backups', headers, payload: record });
    expect(posted.statusCode).toBe(201);
    expect(posted.json().data).toMatchObject({ ...record, id: expect.any(String), finishedAt: expect.any(String) });

    const negative = await ctx.app.inject({
      method: 'POST',
      url: '/api/backups',
      headers,
      payload: { ...record, bytes: -1 },
    });
    expectFieldError(negative, 'bytes');
  });
});

describe('a server on PostgreSQL (no backup secret)', () => {
  let postgres: TestContext;
  beforeAll(async () => {
    postgres = await buildTestApp();
  });
  afterAll(() => postgres.close());

  it('has no backup routes: the command takes the snapshot itself', async () => {
    const response = await postgres.app.inject({ method: 'GET', url: '/api/backups/archive' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });
});
