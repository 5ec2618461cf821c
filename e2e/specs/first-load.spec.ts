import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { capture } from '../fixtures/screens.ts';
import { expect, signInAsNewCustomer, test } from '../fixtures/test.ts';

// What a visitor's phone downloads and shows first. The build's manifest (apps/web/dist, which this
// server serves) names the entry and the chunks it imports statically: the first load. Every other
// chunk belongs to a screen of its own (lazy pages, admin), and /login must not fetch any of them.

type Chunk = { file: string; src?: string; name?: string; isEntry?: boolean; imports?: string[] };
const manifest = JSON.parse(
  readFileSync(new URL('../../apps/web/dist/.vite/manifest.json', import.meta.url), 'utf8'),
) as Record<string, Chunk>;
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('the web build has no entry: run `npm run build --workspace apps/web`');
const entryFile = `/${manifest[entryKey]?.file}`;

function staticImports(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticImports(imported, seen);
  return seen;
}
/** A script's first line, where V8 looks for its compile hint. */
const firstLine = (code: string) => code.slice(0, 80).split('\n')[0] ?? '';
const firstLoad = new Set([...staticImports(entryKey)].map((key) => `/${manifest[key]?.file}`));
const otherChunks = new Map(
  Object.entries(manifest)
    .filter(([, chunk]) => chunk.file.endsWith('.js') && !firstLoad.has(`/${chunk.file}`))
    .map(([key, chunk]) => [`/${chunk.file}`, chunk.src ?? key]),
);

/** Holds the entry script back, as a slow mobile network would, until the answered function is called. */
async function holdEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${entryFile}`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a visitor opening /login downloads the first load and no other screen’s code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) scripts.push(pathname);
  });
  await page.goto('/login');
  await expect(page.getByLabel(/^อีเมล/)).toBeVisible();
  await expect(page.getByLabel(/^รหัสผ่าน/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();
  // Whatever the page would start on its own after the first paint (a preload, an idle prefetch) is
  // given the chance to start before the list is read.
  await page.waitForLoadState('networkidle');

  expect(scripts).toContain(entryFile);
  const fetchedChunks = scripts.filter((script) => otherChunks.has(script)).map((script) => otherChunks.get(script));
  expect(fetchedChunks, 'chunks of other screens fetched by /login').toEqual([]);
  expect(scripts.filter((script) => /admin/i.test(script))).toEqual([]);
  // Anything else is the first load, or a script index.html names itself (the screen preloader).
  const indexHtml = await (await page.request.get('/login')).text();
  const unexplained = scripts.filter((script) => !firstLoad.has(script) && !indexHtml.includes(`"${script}"`));
  expect(unexplained).toEqual([]);
  // The build's own useId for Mantine (decision 034): React's ids, not random ones set by a second render.
  await expect(page.getByLabel(/^อีเมล/)).toHaveAttribute('id', /^mantine-_r_[0-9a-z]+_$/);
  // One face per weight, with Thai and Latin (apps/web/src/fonts.css, cut at build), each naming the
  // letters it has: the browser asks for a weight's one file as soon as it lays out text in it.
  const faces = await page.evaluate(async () => {
    await document.fonts.ready;
    const declared: { weight: string; range: string; status: string }[] = [];
    document.fonts.forEach((face) => {
      declared.push({ weight: face.weight, range: face.unicodeRange, status: face.status });
    });
    return declared;
  });
  expect(faces.map((face) => face.weight).sort()).toEqual(['400', '500', '600', '700']);
  for (const face of faces) expect(face.range).toMatch(/^U\+20-7E, .*U\+E01-E5B/);
  expect(faces.find((face) => face.weight === '400')?.status).toBe('loaded');
});

test('a phone still waiting for the app sees the Thai page shell, which the app then replaces', async ({ page }) => {
  // The entry script is held back, as a slow mobile network would, until the shell has been looked at.
  const release = await holdEntry(page);
  await page.goto('/login', { waitUntil: 'commit' });
  const shell = page.locator('#page-shell');
  await expect(shell.getByText('จองดี')).toBeVisible();
  await expect(page.getByRole('status')).toContainText('กำลังโหลด...');
  await capture(page, 'shell');

  release();
  await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();
  await expect(shell).toHaveCount(0);
});

test('/booking fetches its own chunks and its picker, and none of the dashboard’s', async ({ browser, page }) => {
  await signInAsNewCustomer(page);
  // A fresh browser with the same session: nothing of the dashboard just seen is in its cache.
  const context = await browser.newContext({ storageState: await page.context().storageState() });
  const booking = await context.newPage();
  const scripts: string[] = [];
  booking.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) scripts.push(pathname);
  });
  const firstLines = new Map<string, Promise<string>>();
  booking.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js'))
      firstLines.set(
        pathname,
        // A body the browser let go of (the page closed first) reads as no hint at all.
        response
          .text()
          .then(firstLine)
          .catch(() => ''),
      );
  });
  const pickerChunk = Object.values(manifest).find((chunk) => chunk.name === 'appointment-picker')?.file;
  expect(pickerChunk, 'the picker has a chunk of its own').toBeDefined();
  // The picker is asked for after the first paint, once the services have come: on a slow machine that
  // can be more than networkidle's half second after the page's last request, so wait for it by name.
  const pickerAsked = booking.waitForRequest((request) => new URL(request.url()).pathname === `/${pickerChunk}`);
  await booking.goto('/booking');
  await expect(booking.getByRole('heading', { name: 'จองตรวจสุขภาพ', level: 1 })).toBeVisible();
  await pickerAsked;
  await booking.waitForLoadState('networkidle');
  expect(scripts).toContain(`/${pickerChunk}`);
  // The build names a chunk by the screens it serves: one named for the dashboard alone is not /booking's.
  expect(scripts.filter((script) => script.startsWith('/assets/screen-home-'))).toEqual([]);
  // Every script the screen runs as it opens, its picker included, asks V8 to compile it as it
  // downloads; only the preloader (a few lines, one function) does not. A screen no budgeted screen
  // opens with keeps V8's own choice (build-tools/screen-chunks.ts). The hint is spelled out here, as
  // V8 reads it, not taken from the build's code: a typo there must fail here.
  const hint = '//# allFunctionsCalledOnLoad';
  const run = scripts.filter((script) => !script.startsWith('/assets/screen-preload-'));
  expect(run).toContain(entryFile);
  expect(run.some((script) => script.startsWith('/assets/screen-booking'))).toBe(true);
  for (const script of run) expect(await firstLines.get(script), script).toBe(hint);
  const adminLayout = Object.values(manifest).find((chunk) => chunk.name === 'admin-layout')?.file;
  expect(adminLayout, 'the admin layout has a chunk of its own').toBeDefined();
  const adminCode = await (await booking.request.get(`/${adminLayout}`)).text();
  expect(firstLine(adminCode)).not.toBe(hint);
  await context.close();
});

test('a signed-in phone asks for the dashboard’s data while the app still downloads, each only once', async ({
  browser,
  page,
}) => {
  const customer = await signInAsNewCustomer(page);
  const context = await browser.newContext({ storageState: await page.context().storageState() });
  // Whether the access-check spinner's text is ever put on the page, however briefly.
  await context.addInitScript(() => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('กำลังตรวจสอบสิทธิ์')) document.documentElement.dataset.sawCheck = '1';
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const home = await context.newPage();
  const asked: string[] = [];
  const answered: string[] = [];
  home.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  home.on('response', (response) => answered.push(new URL(response.url()).pathname));
  // The entry script is held back, as a slow mobile network would: only the screen preloader runs.
  const release = await holdEntry(home);
  await home.goto('/', { waitUntil: 'commit' });
  const early = [
    'GET /api/auth/me',
    'GET /api/search/stats',
    'GET /api/banners',
    'GET /api/notifications/unread-count',
  ];
  await expect.poll(() => early.filter((request) => !asked.includes(request))).toEqual([]);
  expect(asked.some((request) => request.startsWith('GET /api/bookings?'))).toBe(true);
  await expect.poll(() => answered.includes('/api/auth/me')).toBe(true);

  release();
  await expect(home.getByText(`สวัสดี คุณ${customer.firstName}`)).toBeVisible();
  // The session check had answered before the app arrived: it is not shown as running (decision 032).
  expect(await home.evaluate(() => document.documentElement.dataset.sawCheck)).toBeUndefined();
  await home.waitForLoadState('networkidle');
  // The app took the answers already asked for, rather than asking again.
  expect(asked.filter((request, index) => asked.indexOf(request) !== index)).toEqual([]);
  await context.close();
});

/** The layout shifts a page has had since it started loading (what Lighthouse sums as CLS). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[];
          resolve(shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // No shift at all calls the observer never.
        setTimeout(() => resolve(0), 200);
      }),
  );

test('the top of / and /booking shows first, and what follows moves nothing already on a phone’s screen', async ({
  browser,
  page,
}) => {
  await signInAsNewCustomer(page);
  const context = await browser.newContext({
    storageState: await page.context().storageState(),
    viewport: { width: 390, height: 844 },
  });
  const phone = await context.newPage();
  await phone.goto('/');
  // The lists come a render after the greeting (AfterFirstPaint), below it.
  await expect(phone.getByRole('region', { name: 'รายการจองของฉัน' })).toBeVisible();
  await phone.waitForLoadState('networkidle');
  expect(await layoutShift(phone)).toBeLessThan(0.1);

  await phone.goto('/booking');
  // Steps 2–4 and the total's bar come a render after the title and step 1.
  await expect(phone.getByTestId('booking-summary-bar')).toBeVisible();
  await phone.waitForLoadState('networkidle');
  expect(await layoutShift(phone)).toBeLessThan(0.1);
  await context.close();
});
