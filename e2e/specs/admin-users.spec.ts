import type { Page } from '@playwright/test';
import type { Customer } from '../fixtures/accounts.ts';
import { capture } from '../fixtures/screens.ts';
import { ADMIN, expect, newCustomer, registerThroughApi, signIn, test } from '../fixtures/test.ts';

// Clinic staff manage accounts: a customer's account is suspended while they are signed in, and a
// customer who forgot their password gets a temporary one read out over the phone.

async function openUser(page: Page, customer: Customer) {
  await page.goto('/admin/users');
  await page.getByLabel('ค้นหา').fill(customer.email);
  await expect(page).toHaveURL(/q=/);
  // The row of this customer's address: the list may still show the rows from before the search.
  await page
    .getByRole('row')
    .filter({ hasText: customer.email })
    .getByRole('link', { name: `เปิดข้อมูลของ ${customer.firstName} ${customer.lastName}` })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: `${customer.firstName} ${customer.lastName}` }),
  ).toBeVisible();
}

test('an admin suspends an account: the customer’s open browser is signed out on its next request', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const customer = await registerThroughApi(page, { ...newCustomer(), firstName: 'ระงับ', lastName: 'ทดสอบ' });

  // The customer is signed in on their own phone.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'th-TH' });
  const customerPage = await phone.newPage();
  await signIn(customerPage, customer);
  await expect(customerPage.getByText(`สวัสดี คุณ${customer.firstName}`)).toBeVisible();

  await signIn(page, ADMIN, '/admin/login');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'ผู้ใช้งาน' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('table')).toBeVisible();
  await capture(page, 'admin-users', { widths: ['desktop', '1024'] });

  await openUser(page, customer);
  await expect(page.getByText('อุปกรณ์ที่เข้าสู่ระบบอยู่')).toBeVisible();
  await expect(page.getByText('ผู้ใช้งานนี้ยังไม่มีการจอง')).toBeVisible();
  await capture(page, 'admin-user-view', { widths: ['desktop', '1024'] });

  await page.getByRole('link', { name: 'แก้ไข' }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await expect(
    page.getByRole('heading', { name: `แก้ไขบัญชีของ ${customer.firstName} ${customer.lastName}` }),
  ).toBeVisible();
  await capture(page, 'admin-user-edit', { widths: ['desktop', '1024'] });

  await page.getByLabel('เปิดให้บัญชีนี้เข้าสู่ระบบได้').click({ force: true });
  await page.getByRole('button', { name: 'บันทึก', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'ยืนยันการเปลี่ยนแปลงสิทธิ์' });
  await expect(confirm.getByText(/ถูกออกจากระบบทุกอุปกรณ์ทันที/)).toBeVisible();
  await capture(page, 'admin-user-edit-confirm', { widths: ['desktop', '1024'] });
  await confirm.getByRole('button', { name: 'ยืนยันและบันทึก' }).click();
  await expect(page).toHaveURL(/\/view$/);
  await expect(page.getByText('ถูกระงับ').first()).toBeVisible();

  // The customer's next request finds the session gone.
  await customerPage.reload();
  await expect(customerPage).toHaveURL(/\/login$/);
  await phone.close();

  // The change is in the audit log, with before and after.
  await page.getByRole('link', { name: 'ดูในบันทึกการใช้งาน' }).click();
  await expect(page).toHaveURL(/\/admin\/audit-log\?entity=user&entityId=/);
  const row = page.getByRole('button', { name: /ดูข้อมูลก่อน\/หลัง: เจ้าหน้าที่แก้ไขบัญชี/ });
  // The list may refresh just after it appears (the user view cached it); open the row once it is settled.
  await expect(async () => {
    if ((await row.getAttribute('aria-expanded')) !== 'true') await row.click();
    await expect(page.getByText('"isActive": false')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await capture(page, 'admin-audit-log', { widths: ['desktop', '1024'] });
});

test('an admin issues a temporary password; the customer must replace it at next sign-in', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const customer = await registerThroughApi(page, { ...newCustomer(), firstName: 'ลืมรหัส', lastName: 'ทดสอบ' });
  await signIn(page, ADMIN, '/admin/login');
  await expect(page).toHaveURL(/\/admin$/);
  await openUser(page, customer);
  await page.getByRole('link', { name: 'แก้ไข' }).click();
  await page.getByRole('button', { name: 'ออกรหัสผ่านชั่วคราว' }).click();
  await page.getByRole('dialog', { name: 'ออกรหัสผ่านชั่วคราว?' }).getByRole('button', { name: 'ออกรหัสผ่าน' }).click();
  const shown = page.getByRole('dialog', { name: 'รหัสผ่านชั่วคราว (แสดงครั้งเดียว)' });
  const field = shown.getByLabel('รหัสผ่านชั่วคราว');
  await expect(field).toHaveValue(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
  const temporaryPassword = await field.inputValue();
  await expect(shown.getByRole('button', { name: 'คัดลอก' })).toBeVisible();
  await capture(page, 'admin-user-temporary-password', { widths: ['desktop', '1024'] });
  await shown.getByRole('button', { name: 'ปิด เมื่อจดรหัสแล้ว' }).click();
  await expect(shown).toBeHidden();

  // The customer, on their own phone: the temporary password opens only the screen that replaces it.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'th-TH' });
  const customerPage = await phone.newPage();
  await signIn(customerPage, { email: customer.email, password: customer.password });
  await expect(customerPage.getByText('อีเมลหรือรหัสผ่านไม่ถูกต้อง')).toBeVisible();
  await signIn(customerPage, { email: customer.email, password: temporaryPassword });
  await expect(customerPage).toHaveURL(/\/change-password$/);
  await customerPage.goto('/booking');
  await expect(customerPage).toHaveURL(/\/change-password$/);
  await customerPage.getByLabel(/^รหัสผ่านปัจจุบัน/).fill(temporaryPassword);
  await customerPage.getByLabel(/^รหัสผ่านใหม่/).fill('MyOwn2569');
  await customerPage.getByLabel(/^ยืนยันรหัสผ่านใหม่/).fill('MyOwn2569');
  await customerPage.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }).click();
  await expect(customerPage.getByText(`สวัสดี คุณ${customer.firstName}`)).toBeVisible();
  await phone.close();
});
