import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../apps/api/src/server-flags.ts';
import { ADMIN, E2E_PORT } from './fixtures/accounts.ts';
import { JOURNEY_SMTP_URL } from './fixtures/mail.ts';

// Made once, by the main process, which starts the server on it; the workers it starts inherit the
// variable, so a journey can run a command beside the server (the backup in admin-dashboard.spec.ts).
// The process that made it removes it as it exits, after the server has been stopped; a folder given
// in E2E_DATA_DIR is left as it is.
if (!process.env.E2E_DATA_DIR) {
  const made = mkdtempSync(path.join(tmpdir(), 'jongdee-e2e-'));
  process.env.E2E_DATA_DIR = made;
  process.once('exit', () => rmSync(made, { recursive: true, force: true }));
}
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: './specs',
  outputDir: './.artifacts/test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '.artifacts/report' }]],
  timeout: 30_000,
  // A screen's first data on two cores shared by two browsers and the server: seconds 7 to 10 were seen
  // while the page's own requests had all answered in under 300 ms (the browser's main thread waits).
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    viewport: { width: 1280, height: 800 },
    // Modals and menus open without their fade (theme.ts respects it): a check reads a screen at rest,
    // where axe once read a dialog's button half faded in as too pale (admin-users.spec.ts).
    reducedMotion: 'reduce',
    // A trace records every step's DOM and screencast: it doubled the journeys' CPU (my-bookings alone,
    // one worker: 88–105 s of CPU with traces kept on failure, 45–58 s without). Rerun a failing journey
    // with `--trace retain-on-failure` to get one; a failure prints the page's URL and accessibility
    // tree in the log (fixtures/test.ts), which is what CI shows.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // $CHROMIUM_PATH (default /usr/bin/chromium) with a few more features turned off: see chromium.sh.
      executablePath: path.join(import.meta.dirname, 'chromium.sh'),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The real product, as `npm start` runs it, on a fresh embedded database.
    command: `node ${SERVER_NODE_FLAGS.join(' ')} ../apps/api/src/server.ts --no-demo`,
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      ...SERVER_ENV,
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      // Certificates print their check link as a QR code; the journeys scan it and open it here.
      PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
      // registerThroughApi gives each set-up customer an address of its own (e2e/fixtures/test.ts).
      TRUST_PROXY: 'true',
      // Mail goes to the journeys' SMTP server (fixtures/mail.ts), polled often so a journey waits seconds.
      SMTP_URL: JOURNEY_SMTP_URL,
      OUTBOX_POLL_MS: '500',
      // Two browsers and the server share two cores here: a journey must not be shed as load. Shedding
      // has its own tests (modules/health) and bench (bench:shedding).
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    },
  },
});
