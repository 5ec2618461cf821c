// The system Chromium for the benches that load the web app in it (lighthouse.ts, renders.ts): started
// with a DevTools port of its own, driven by a few protocol commands, and the customer the budgeted
// screens are measured for.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bangkokDate, createBenchClinic, jsonApi, withServer } from './harness.ts';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Where apps/web keeps the session token (TOKEN_KEY in apps/web/src/api/client.ts).
const TOKEN_KEY = 'authToken';
/** The admin the server is started with (ADMIN_EMAIL, ADMIN_PASSWORD), who sets up the clinic. */
const SCREENS_ADMIN = { email: 'lighthouse-admin@example.com', password: 'Bench-admin-1' };

/** The system Chromium with a DevTools port of its own, in a profile that is deleted afterwards. */
async function launchChromium(): Promise<{ port: number; close: () => Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'jongdee-chromium-'));
  const chromium: ChildProcess = spawn(
    CHROME_PATH,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    chromium.stderr?.on('data', (data: Buffer) => {
      output += data.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    chromium.once('exit', (code) => reject(new Error(`chromium exited (${code}) before listening:\n${output}`)));
  });
  return {
    port,
    close: async () => {
      const exited = new Promise((resolve) => chromium.once('exit', resolve));
      chromium.kill('SIGTERM');
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** A few DevTools protocol commands on the browser's first tab, without a client library. */
export async function withFirstTab(debugPort: number, use: (send: Send) => Promise<void>): Promise<void> {
  const targets = (await (await fetch(`http://127.0.0.1:${debugPort}/json/list`)).json()) as {
    type: string;
    webSocketDebuggerUrl: string;
  }[];
  const tab = targets.find((target) => target.type === 'page');
  if (!tab) throw new Error('chromium has no tab');
  const socket = new WebSocket(tab.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let nextId = 0;
  const pending = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: { message: string } };
    const waiting = message.id === undefined ? undefined : pending.get(message.id);
    if (!waiting) return;
    if (message.error) waiting.reject(new Error(message.error.message));
    else waiting.resolve(message.result);
  };
  const send: Send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      nextId += 1;
      pending.set(nextId, { resolve, reject });
      socket.send(JSON.stringify({ id: nextId, method, params }));
    });
  try {
    await use(send);
  } finally {
    socket.close();
  }
}
export type Send = (method: string, params?: Record<string, unknown>) => Promise<unknown>;

/**
 * Opens `url` in the tab and waits, up to 10 s, until it is the tab's page and has loaded: the page
 * before it (about:blank, say) is already `complete` the moment the navigation starts.
 */
export async function navigateAndLoad(send: Send, url: string): Promise<void> {
  await send('Page.navigate', { url });
  for (let attempt = 0; attempt < 200; attempt++) {
    const state = (await send('Runtime.evaluate', { expression: 'location.href + " " + document.readyState' })) as {
      result: { value: string };
    };
    if (state.result.value === `${url} complete`) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Puts the browser in the state a visitor arrives in: nothing in the HTTP cache (Lighthouse leaves it
 * alone, since it must not reset storage), and the session token stored on the origin, or not.
 */
export async function prepareVisit(debugPort: number, base: string, token: string | null): Promise<void> {
  await withFirstTab(debugPort, async (send) => {
    await send('Network.clearBrowserCache');
    // A page of the origin, so its localStorage can be written; /api/health loads no app code.
    await navigateAndLoad(send, `${base}/api/health`);
    const expression = token
      ? `localStorage.setItem(${JSON.stringify(TOKEN_KEY)}, ${JSON.stringify(token)})`
      : `localStorage.removeItem(${JSON.stringify(TOKEN_KEY)})`;
    await send('Runtime.evaluate', { expression });
    await send('Page.navigate', { url: 'about:blank' });
    await send('Network.clearBrowserCache');
  });
}

/** What the screens show a customer: a clinic and its service, consent given, one booking ahead. */
async function setUpCustomerScreens(base: string): Promise<string> {
  const api = jsonApi(base);
  const { token: adminToken } = await api<{ token: string }>('POST', '/api/admin/auth/login', null, SCREENS_ADMIN);
  const { service, clinic } = await createBenchClinic(api, adminToken, {
    code: 'LH-1',
    name: 'คลินิกเวชกรรมจองดี สาขาสีลม',
    address: '1 ถนนสีลม',
    capacityPerSlot: 10,
  });
  const { token } = await api<{ token: string }>('POST', '/api/auth/register', null, {
    firstName: 'เบนช์',
    lastName: 'ไลต์เฮาส์',
    email: `lighthouse-${randomBytes(3).toString('hex')}@example.com`,
    phone: '0812345678',
    password: 'Bench1234',
    pdpaConsent: true,
  });
  await api('POST', '/api/auth/consents', token, { purpose: 'health_data', granted: true });
  await api('POST', '/api/bookings', token, {
    clinicId: clinic.id,
    serviceId: service.id,
    appointmentDate: bangkokDate(8),
    slotTime: '09:00',
    examineeCount: 1,
    contactName: 'เบนช์ ไลต์เฮาส์',
    contactPhone: '0812345678',
  });
  return token;
}

/**
 * The real server, serving the last build of apps/web, on a fresh database with the customer of
 * `setUpCustomerScreens`, and the system Chromium beside it; both are gone afterwards, even on failure.
 */
export async function withCustomerScreens(
  port: number,
  use: (screens: { base: string; token: string; debugPort: number }) => Promise<void>,
): Promise<void> {
  if (!existsSync(fileURLToPath(new URL('../apps/web/dist/index.html', import.meta.url)))) {
    console.error('apps/web/dist is missing: run `npm run build --workspace apps/web` first (the server serves it).');
    process.exit(1);
  }
  await withServer(
    port,
    { ADMIN_EMAIL: SCREENS_ADMIN.email, ADMIN_PASSWORD: SCREENS_ADMIN.password },
    async ({ base }) => {
      const token = await setUpCustomerScreens(base);
      const chromium = await launchChromium();
      try {
        await use({ base, token, debugPort: chromium.port });
      } finally {
        await chromium.close();
      }
    },
  );
}
