import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../server-flags.ts';
import { uniqueEmail, VALID_PASSWORD } from '../../test/helpers.ts';

// Issue 17, acceptance 4: `npm start` with no mail settings (and no database settings either) works,
// and a message written by a real flow (staff open an account) becomes an .eml file under DATA_DIR/mail.

const serverEntry = fileURLToPath(new URL('../../server.ts', import.meta.url));
const ADMIN = { email: uniqueEmail('first-admin'), password: VALID_PASSWORD };
let dataDir: string;
let base: string;
let server: ChildProcess;

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Polls until `read` answers something; the deadline is for liveness (a loaded machine starts slowly). */
async function eventually<T>(read: () => Promise<T | null>, what: string, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.exitCode !== null)
      throw new Error(`the server exited with ${server.exitCode} while waiting for ${what}`);
    const value = await read().catch(() => null);
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`no ${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'jongdee-eml-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry, '--no-demo'], {
    // Nothing about mail or the database: PGlite in DATA_DIR, messages as .eml files.
    env: {
      ...SERVER_ENV,
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      OUTBOX_POLL_MS: '200',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await eventually(async () => ((await fetch(`${base}/api/health`)).ok ? true : null), 'healthy server', 120_000);
}, 150_000);

afterAll(async () => {
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  await rm(dataDir, { recursive: true, force: true });
});

async function api(method: string, url: string, token?: string, body?: object) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return response;
}

it('writes the message of an account opened by staff as an .eml file under DATA_DIR/mail, which staff download', {
  timeout: 90_000,
}, async () => {
  const signIn = await api('POST', '/api/admin/auth/login', undefined, ADMIN);
  expect(signIn.status).toBe(200);
  const token = ((await signIn.json()) as { data: { token: string } }).data.token;
  const email = uniqueEmail('opened');
  const opened = await api('POST', '/api/admin/users', token, {
    firstName: 'สมศรี',
    lastName: 'ใจดี',
    phone: '0812345678',
    email,
  });
  expect(opened.status).toBe(201);

  const mailDir = path.join(dataDir, 'mail');
  const file = await eventually(
    async () => {
      for (const day of await readdir(mailDir)) {
        const names = (await readdir(path.join(mailDir, day))).filter((name) => name.endsWith('.eml'));
        if (names[0]) return path.join(mailDir, day, names[0]);
      }
      return null;
    },
    '.eml file',
    60_000,
  );
  expect(path.basename(path.dirname(file))).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const raw = await readFile(file);
  const mail = await simpleParser(raw);
  const outboxId = path.basename(file, '.eml');
  expect(mail.messageId).toBe(`<${outboxId}@jongdee>`);
  expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : null).toBe(email);
  expect(mail.from?.value[0]?.address).toBe('no-reply@localhost');
  expect(mail.subject).toMatch(/[\u0E00-\u0E7F]/);

  const listed = await eventually(
    async () => {
      const page = (
        (await (await api('GET', '/api/admin/messages?status=sent', token)).json()) as { data: { items: unknown[] } }
      ).data;
      return page.items.length > 0 ? page : null;
    },
    'sent message in the list',
    30_000,
  );
  expect(listed.items[0]).toMatchObject({ id: outboxId, kind: 'account_opened', recipient: email, hasEml: true });
  const download = await api('GET', `/api/admin/messages/${outboxId}/eml`, token);
  expect(download.status).toBe(200);
  expect(Buffer.from(await download.arrayBuffer()).equals(raw)).toBe(true);

  // And it stops cleanly on SIGTERM, sender included.
  server.kill('SIGTERM');
  const code = await new Promise((resolve) => server.once('exit', resolve));
  expect(code).toBe(0);
});
