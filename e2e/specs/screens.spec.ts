import type { Response } from '@playwright/test';
import { capture, screenshot } from '../fixtures/screens.ts';
import { ADMIN, expect, signIn, signInAsNewCustomer, test } from '../fixtures/test.ts';

// Screenshots to look at when a screen changes (e2e/.artifacts/screens), and an accessibility check
// of each screen: no serious or critical axe violation.

// Each screen passes through its widths and an axe scan: a minute and more when two journeys share two cores.
test.describe.configure({ timeout: 90_000 });

test('visitor screens', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();
  await capture(page, 'login');
  await page.goto('/register');
  await expect(page.getByRole('button', { name: 'สมัครสมาชิก' })).toBeVisible();
  await capture(page, 'register');
  // A form with its messages showing: each must stay legible (AA contrast) in the error red.
  await page.getByRole('button', { name: 'สมัครสมาชิก' }).click();
  await expect(page.locator('.mantine-InputWrapper-error').first()).toBeVisible();
  await capture(page, 'register-errors');
  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();
  await capture(page, 'admin-login');
  await page.goto('/no/such/page');
  await expect(page.getByText('ไม่พบหน้าที่คุณต้องการ')).toBeVisible();
  await capture(page, 'not-found');
});

test('the first screen arrives compressed: every script, style sheet and the page itself', async ({ page }) => {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (['document', 'script', 'stylesheet'].includes(response.request().resourceType())) responses.push(response);
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();
  const files = await Promise.all(
    responses.map(async (response) => ({
      path: new URL(response.url()).pathname,
      bytes: (await response.body()).length,
      encoding: response.headers()['content-encoding'],
    })),
  );
  // The build leaves files under 1 KB as they are. Chromium asks for brotli over HTTPS only, so on
  // this plain-HTTP test server gzip is the best it takes.
  const large = files.filter((file) => file.bytes >= 1024);
  expect(large.length).toBeGreaterThanOrEqual(2);
  expect(large.filter((file) => file.encoding !== 'br' && file.encoding !== 'gzip')).toEqual([]);
});

test('the API documentation page works under the same CSP', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByText('JongDee API').first()).toBeVisible();
  await expect(page.getByText('/api/auth/register').first()).toBeVisible();
});

test('customer screens', async ({ page }) => {
  await signInAsNewCustomer(page);
  await capture(page, 'dashboard');
  await page.goto('/profile');
  await expect(page.getByLabel(/^ชื่อบริษัท/)).toBeVisible();
  await capture(page, 'profile');
  await page.goto('/change-password');
  await expect(page.getByLabel(/^รหัสผ่านปัจจุบัน/)).toBeVisible();
  await capture(page, 'change-password');
});

test('admin console', async ({ page }) => {
  await signIn(page, ADMIN, '/admin/login');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('link', { name: 'แดชบอร์ด' })).toBeVisible();
  await capture(page, 'admin');
  await page.setViewportSize({ width: 1024, height: 768 });
  await screenshot(page, 'admin-1024', { fullPage: true });
  // Every section of the seed is a built screen now: no "being prepared" page is left.
  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { name: 'รายงาน', level: 1 })).toBeVisible();
  await expect(page.getByText(/กำลังเตรียม/)).toHaveCount(0);
});
