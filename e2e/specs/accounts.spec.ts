import { ADMIN, expect, newCustomer, registerThroughApi, signIn, signInAsNewCustomer, test } from '../fixtures/test.ts';

test.describe('a customer account', () => {
  test('a new customer registers, lands on the dashboard, stays signed in after a reload, and signs out', async ({
    page,
  }) => {
    const customer = newCustomer();
    await page.goto('/register');
    await page.getByLabel(/^ชื่อ/).fill(customer.firstName);
    await page.getByLabel(/^นามสกุล/).fill(customer.lastName);
    await page.getByLabel(/^อีเมล/).fill(customer.email);
    await page.getByLabel(/^เบอร์มือถือ/).fill(customer.phone);
    await page.getByLabel(/^รหัสผ่าน/).fill(customer.password);
    await page.getByLabel(/^ยืนยันรหัสผ่าน/).fill(customer.password);
    await page.getByRole('checkbox', { name: /ยินยอม.*ข้อมูลสุขภาพ/ }).check();
    await page.getByRole('button', { name: 'สมัครสมาชิก' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(`สวัสดี คุณ${customer.firstName}`)).toBeVisible();
    await expect(page.getByRole('link', { name: /จองด่วน/ })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toMatch(/^[\w-]{43}$/);

    await page.reload();
    await expect(page.getByText(`สวัสดี คุณ${customer.firstName}`)).toBeVisible();

    await page.getByRole('button', { name: new RegExp(customer.firstName) }).click();
    await page.getByRole('menuitem', { name: 'ออกจากระบบ' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the register form says in Thai what is wrong before sending', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel(/^อีเมล/).fill('not-an-email');
    await page.getByLabel(/^เบอร์มือถือ/).fill('021234567');
    await page.getByLabel(/^รหัสผ่าน/).fill('short');
    await page.getByRole('button', { name: 'สมัครสมาชิก' }).click();
    await expect(page.getByText('กรุณากรอกชื่อ', { exact: true })).toBeVisible();
    await expect(page.getByText(/รูปแบบอีเมลไม่ถูกต้อง/)).toBeVisible();
    await expect(page.getByText(/เบอร์มือถือต้องเป็นตัวเลข 10 หลัก/)).toBeVisible();
    await expect(page.getByText(/รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร/)).toBeVisible();
    await expect(page.getByText(/กรุณายอมรับนโยบายความเป็นส่วนตัว/)).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a wrong password shows a Thai error toast', async ({ page }) => {
    const customer = await registerThroughApi(page);
    await signIn(page, { email: customer.email, password: 'Wrong-password-1' });
    await expect(page.getByRole('alert').filter({ hasText: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a signed-in customer who opens /login or /register is sent to the dashboard', async ({ page }) => {
    const customer = await signInAsNewCustomer(page);
    for (const path of ['/login', '/register']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByText(`สวัสดี คุณ${customer.firstName}`)).toBeVisible();
    }
    for (const path of ['/dashboard', '/bookings']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test('a customer edits the profile and changes the password; the old password stops working', async ({ page }) => {
    const customer = await signInAsNewCustomer(page);

    await page.goto('/profile');
    await page.getByLabel(/^ชื่อบริษัท/).fill('บริษัท ทดสอบ จำกัด');
    await page.getByLabel(/^เบอร์มือถือ/).fill('0611111111');
    await page.getByRole('button', { name: 'บันทึก' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'บันทึกข้อมูลโปรไฟล์เรียบร้อยแล้ว' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(/^ชื่อบริษัท/)).toHaveValue('บริษัท ทดสอบ จำกัด');

    await page.goto('/change-password');
    await page.getByLabel(/^รหัสผ่านปัจจุบัน/).fill('Wrong-1234');
    await page.getByLabel(/^รหัสผ่านใหม่/).fill('NewManee2569');
    await page.getByLabel(/^ยืนยันรหัสผ่านใหม่/).fill('NewManee2569');
    await page.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }).click();
    await expect(page.getByText('รหัสผ่านปัจจุบันไม่ถูกต้อง').first()).toBeVisible();

    await page.getByLabel(/^รหัสผ่านปัจจุบัน/).fill(customer.password);
    await page.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'เปลี่ยนรหัสผ่านเรียบร้อยแล้ว' })).toBeVisible();

    const oldPassword = await page.request.post('/api/auth/login', {
      data: { email: customer.email, password: customer.password },
    });
    expect(oldPassword.status()).toBe(401);
  });
});

test.describe('access', () => {
  test('a visitor or a customer opening /admin is sent to /admin/login', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);

    await signInAsNewCustomer(page);
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('an unknown path shows the Thai not-found page', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.getByText('ไม่พบหน้าที่คุณต้องการ')).toBeVisible();
  });

  test('an admin signs in at /admin/login and sees the admin console with every section', async ({ page }) => {
    await signIn(page, ADMIN, '/admin/login');
    await expect(page).toHaveURL(/\/admin$/);
    const navigation = page.getByRole('navigation');
    for (const section of [
      'แดชบอร์ด',
      'การจอง',
      'การชำระเงิน',
      'ผลตรวจสุขภาพ',
      'ใบรับรองแพทย์',
      'นำเข้า Excel',
      'ปฏิทิน',
      'รายงาน',
      'คลินิก',
      'ผู้ใช้งาน',
      'แบนเนอร์',
    ]) {
      await expect(navigation.getByRole('link', { name: section, exact: true })).toBeVisible();
    }
    await navigation.getByRole('link', { name: 'รายงาน', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/reports$/);
    await expect(page.getByRole('heading', { name: 'รายงาน', level: 1 })).toBeVisible();
  });

  test('the login screen tries the admin sign-in first for an admin email, and a customer with "admin" in the email still gets in', async ({
    page,
  }) => {
    const customer = await registerThroughApi(page, { ...newCustomer(), email: `not-admin-${Date.now()}@example.com` });
    const adminAttempt = page.waitForResponse((response) => response.url().endsWith('/api/admin/auth/login'));
    await signIn(page, customer);
    expect((await adminAttempt).status()).toBe(401);
    await expect(page.getByText(`สวัสดี คุณ${customer.firstName}`)).toBeVisible();
  });
});
