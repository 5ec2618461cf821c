import type { Page } from '@playwright/test';
import { pickCalendarDay } from '../fixtures/calendar.ts';
import { createClinicThroughApi, type TestClinic } from '../fixtures/clinic.ts';
import { capture } from '../fixtures/screens.ts';
import { ADMIN, expect, newCustomer, signIn, test } from '../fixtures/test.ts';

// A customer whose account the clinic opened over the phone has never been asked for health-data
// consent on the site (decision 011). At their first sign-in, once the temporary password is
// replaced, the site asks; they agree (or decide later and agree on the booking page) and book.
// Someone who later withdraws is not asked again at the next sign-in.

const PROMPT = { name: 'ความยินยอมให้ใช้ข้อมูลสุขภาพ' };
const NEW_PASSWORD = 'MyOwn2569';

/** Tomorrow in Bangkok, as the booking calendar names it (`24 พฤศจิกายน 2569`). */
function tomorrowLabel(): string {
  return new Intl.DateTimeFormat('th-TH', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Bangkok',
  }).format(new Date(Date.now() + 24 * 60 * 60 * 1000));
}

/** Staff open an account for a caller (POST /api/admin/users): it comes with a temporary password. */
async function accountOpenedByStaff(page: Page, firstName: string) {
  const login = await page.request.post('/api/admin/auth/login', { data: ADMIN });
  expect(login.status()).toBe(200);
  const adminToken = (await login.json()).data.token as string;
  const customer = { ...newCustomer(), firstName, lastName: 'โทรมาจอง' };
  const created = await page.request.post('/api/admin/users', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { firstName: customer.firstName, lastName: customer.lastName, email: customer.email, phone: customer.phone },
  });
  expect(created.status(), await created.text()).toBe(201);
  const temporaryPassword = (await created.json()).data.temporaryPassword as string;
  return { ...customer, temporaryPassword };
}

/** Signs in with the temporary password and replaces it, as the site requires first. */
async function firstSignIn(page: Page, account: { email: string; temporaryPassword: string }) {
  await signIn(page, { email: account.email, password: account.temporaryPassword });
  await expect(page).toHaveURL(/\/change-password$/);
  await page.getByLabel(/^รหัสผ่านปัจจุบัน/).fill(account.temporaryPassword);
  await page.getByLabel(/^รหัสผ่านใหม่/).fill(NEW_PASSWORD);
  await page.getByLabel(/^ยืนยันรหัสผ่านใหม่/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }).click();
}

/** What the server says of my health-data consent, asked with this browser's session. */
async function healthConsentStatus(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const response = await page.request.get('/api/auth/consents', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  const purposes = (await response.json()).data.purposes as { purpose: string; status: string }[];
  return purposes.find((state) => state.purpose === 'health_data')?.status ?? '';
}

/** Books tomorrow 10:00 for one person on /booking and lands on the booking's detail. */
async function bookTomorrow(page: Page, clinic: TestClinic) {
  await page.getByRole('radio', { name: clinic.serviceName }).click();
  await page.getByRole('radio', { name: clinic.clinicName }).click();
  const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(Date.now() + 86_400_000);
  await pickCalendarDay(page, tomorrow, page.getByRole('button', { name: `${tomorrowLabel()} ว่าง`, exact: true }));
  const slots = page.getByRole('group', { name: 'เวลา' });
  await slots.getByRole('button', { name: /^10:00/ }).click();
  await expect(slots.getByRole('button', { name: /^10:00/ })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'ยืนยันการจอง' }).click();
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}$/);
  await expect(page.getByText('รอชำระเงิน').first()).toBeVisible();
}

test('an account opened over the phone: first sign-in, new password, consent asked and given, then a booking', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const clinic = await createClinicThroughApi(page.request);
  const account = await accountOpenedByStaff(page, 'สมใจ');

  await test.step('after replacing the temporary password, the site asks for health-data consent', async () => {
    await firstSignIn(page, account);
    const prompt = page.getByRole('dialog', PROMPT);
    await expect(prompt).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(prompt.getByText(`ยินดีต้อนรับ คุณ${account.firstName}`, { exact: false })).toBeVisible();
    await expect(prompt.getByText('ประกาศความเป็นส่วนตัว (ฉบับ 2569-1)')).toBeVisible();
    expect(await healthConsentStatus(page)).toBe('not_given');
    await capture(page, 'consent-prompt');
  });

  await test.step('agreeing records the consent; the booking page opens without a refusal', async () => {
    await page.getByRole('dialog', PROMPT).getByRole('button', { name: 'ยินยอม' }).click();
    await expect(page.getByText(/บันทึกความยินยอม .* แล้ว/)).toBeVisible();
    await expect(page.getByRole('dialog', PROMPT)).toBeHidden();
    expect(await healthConsentStatus(page)).toBe('granted');

    await page.getByRole('link', { name: 'จองด่วน' }).click();
    await expect(page).toHaveURL(/\/booking$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('booking-consent-notice')).toHaveCount(0);
    await bookTomorrow(page, clinic);
  });

  await test.step('after withdrawing it on the profile, the next sign-in does not ask again', async () => {
    await page.goto('/profile');
    const health = page.getByTestId('consent-health_data');
    await health.getByRole('switch').click({ force: true });
    await page.getByRole('dialog', { name: 'ถอนความยินยอม' }).getByRole('button', { name: 'ถอนความยินยอม' }).click();
    await expect(health.getByText(/ถอนความยินยอมเมื่อ/)).toBeVisible();

    // The toast saying so sits over the account menu (top right) and stays while hovered. It can mount a
    // moment after the profile shows the withdrawal, so wait for it and close it with its own button.
    const toasts = page.locator('.mantine-Notification-root');
    await toasts.filter({ hasText: 'ถอนความยินยอม' }).getByRole('button', { name: 'ปิดข้อความแจ้งเตือน' }).click();
    await expect(toasts).toHaveCount(0, { timeout: 10_000 });
    await page.getByRole('button', { name: /เมนูบัญชี/ }).click();
    await page.getByRole('menuitem', { name: 'ออกจากระบบ' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, { email: account.email, password: NEW_PASSWORD });
    await expect(page.getByText(`สวัสดี คุณ${account.firstName}`)).toBeVisible();
    await page.waitForTimeout(1_000);
    await expect(page.getByRole('dialog', PROMPT)).toHaveCount(0);
    expect(await healthConsentStatus(page)).toBe('withdrawn');
  });
});

test('deciding later: the site stays usable, and the booking page takes the consent on the spot', async ({ page }) => {
  test.setTimeout(150_000);
  const clinic = await createClinicThroughApi(page.request);
  const account = await accountOpenedByStaff(page, 'ไว้ก่อน');

  await firstSignIn(page, account);
  const prompt = page.getByRole('dialog', PROMPT);
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'ไว้ภายหลัง' }).click();
  await expect(prompt).toBeHidden();
  await page.goto('/notifications');
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog', PROMPT)).toHaveCount(0);

  await page.goto('/booking');
  const notice = page.getByTestId('booking-consent-notice');
  await expect(notice).toBeVisible();
  await expect(notice.getByText('ต้องให้ความยินยอมก่อนจองตรวจสุขภาพ')).toBeVisible();
  await capture(page, 'booking-consent-notice');

  await notice.getByRole('button', { name: 'อ่านและให้ความยินยอม' }).click();
  await expect(page.getByRole('dialog', PROMPT).getByText(/ข้อมูลที่กรอกไว้ยังอยู่ครบ/)).toBeVisible();
  await capture(page, 'booking-consent-dialog');
  await page.getByRole('dialog', PROMPT).getByRole('button', { name: 'ยินยอม' }).click();
  await expect(notice).toHaveCount(0);
  expect(await healthConsentStatus(page)).toBe('granted');
  await bookTomorrow(page, clinic);
});
