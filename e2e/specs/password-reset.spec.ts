import { linkIn, type Mailbox, startMailbox } from '../fixtures/mail.ts';
import { capture } from '../fixtures/screens.ts';
import { expect, registerThroughApi, signIn, test } from '../fixtures/test.ts';

// One mailbox on a fixed port (the server was told of it at start): the tests of this file take turns.
test.describe.configure({ mode: 'serial' });

let mailbox: Mailbox;
test.beforeAll(async () => {
  mailbox = await startMailbox();
});
test.afterAll(async () => {
  await mailbox?.stop();
});

test.describe('a forgotten password', () => {
  test('asked for from /login, set again from the link in the e-mail, and signed in; the old password is over', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const customer = await registerThroughApi(page);

    await page.goto('/login');
    await expect(page.getByRole('link', { name: 'ลืมรหัสผ่าน?' })).toBeVisible();
    await capture(page, 'login-forgot-link');
    await page.getByRole('link', { name: 'ลืมรหัสผ่าน?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'ลืมรหัสผ่าน' })).toBeVisible();
    await capture(page, 'forgot-password');

    await page.getByLabel(/^อีเมล/).fill(customer.email.toUpperCase());
    await page.getByRole('button', { name: 'ส่งลิงก์ตั้งรหัสผ่านใหม่' }).click();
    await expect(page.getByText(/^ถ้าอีเมลนี้มีบัญชีอยู่ เราได้ส่งลิงก์ตั้งรหัสผ่านใหม่ไปแล้ว/)).toBeVisible();
    await capture(page, 'forgot-password-sent');

    // The e-mail, as the SMTP server received it from the app's sender.
    const mail = await mailbox.waitFor(customer.email, (each) => /reset-password/.test(each.text ?? ''), 45_000);
    expect(mail.subject).toMatch(/[\u0E00-\u0E7F]/);
    const link = linkIn(mail, '/reset-password');
    expect(link).toMatch(/\/reset-password#token=[\w-]{43}$/);

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'ตั้งรหัสผ่านใหม่' })).toBeVisible();
    // The token is read and taken out of the address bar at once.
    await expect(page).toHaveURL(/\/reset-password$/);
    await capture(page, 'reset-password');

    const newPassword = 'Another-2569';
    await page.getByLabel(/^รหัสผ่านใหม่/).fill(newPassword);
    await page.getByLabel(/^ยืนยันรหัสผ่านใหม่/).fill('Another-2568');
    await page.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่และเข้าสู่ระบบ' }).click();
    await expect(page.getByText('รหัสผ่านทั้งสองช่องไม่ตรงกัน')).toBeVisible();
    await page.getByLabel(/^ยืนยันรหัสผ่านใหม่/).fill(newPassword);
    await page.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่และเข้าสู่ระบบ' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('ตั้งรหัสผ่านใหม่เรียบร้อยแล้ว')).toBeVisible();
    await expect(page.getByText(`สวัสดี คุณ${customer.firstName}`)).toBeVisible();

    // The link was for one use: opened again (signed out), it says so and offers a new one.
    await page.getByRole('button', { name: new RegExp(customer.firstName) }).click();
    await page.getByRole('menuitem', { name: 'ออกจากระบบ' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto(link);
    await page.getByLabel(/^รหัสผ่านใหม่/).fill('Third-try-2569');
    await page.getByLabel(/^ยืนยันรหัสผ่านใหม่/).fill('Third-try-2569');
    await page.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่และเข้าสู่ระบบ' }).click();
    await expect(page.getByText('ลิงก์นี้ใช้ไม่ได้แล้ว กรุณาขอลิงก์ใหม่')).toBeVisible();
    await capture(page, 'reset-password-used');
    await expect(page.getByRole('link', { name: 'ขอลิงก์ใหม่' })).toHaveAttribute('href', '/forgot-password');

    // The old password no longer signs in; the new one does.
    await signIn(page, customer);
    await expect(page.getByText('อีเมลหรือรหัสผ่านไม่ถูกต้อง')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, { email: customer.email, password: newPassword });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(`สวัสดี คุณ${customer.firstName}`)).toBeVisible();
  });
});
