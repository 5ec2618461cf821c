import { capture } from '../fixtures/screens.ts';
import { ADMIN, expect, newCustomer, signIn, test } from '../fixtures/test.ts';

// Staff open an account for a customer at the counter; the e-mail telling the customer how to sign in
// is on /admin/messages, reached from the navigation, found by its recipient, its kind in Thai. Whether
// it has gone yet depends on the journeys' mailbox (fixtures/mail.ts), which a spec may or may not
// have started: it is either sent, or waiting with the mail server's reason and its next attempt.

test('staff find the e-mail of an account they opened on /admin/messages, by recipient and kind', async ({ page }) => {
  test.setTimeout(90_000);
  const login = await page.request.post('/api/admin/auth/login', { data: ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  const token = (await login.json()).data.token as string;
  const customer = newCustomer();
  const opened = await page.request.post('/api/admin/users', {
    headers: { authorization: `Bearer ${token}` },
    data: { firstName: customer.firstName, lastName: customer.lastName, phone: customer.phone, email: customer.email },
  });
  expect(opened.status(), await opened.text()).toBe(201);

  await signIn(page, ADMIN, '/admin/login');
  await expect(page).toHaveURL(/\/admin$/);
  await page
    .getByRole('navigation', { name: 'เมนูผู้ดูแลระบบ' })
    .getByRole('link', { name: 'ข้อความ', exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await expect(page.getByRole('heading', { name: 'ข้อความถึงลูกค้า' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'ค้นหา' }).fill(customer.email);
  await page.getByRole('searchbox', { name: 'ค้นหา' }).press('Enter');
  await expect(page).toHaveURL(/[?&]q=/);
  const row = page.getByTestId('message-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('คลินิกเปิดบัญชีให้คุณ');
  await expect(row).toContainText(customer.email);
  // The sender polls every half second; once it has tried, the row says how it went.
  await expect
    .poll(
      async () => {
        const listed = await page.request.get(`/api/admin/messages?q=${encodeURIComponent(customer.email)}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return (await listed.json()).data.items[0]?.attempts ?? 0;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  await page.reload();
  // A reload on a loaded test machine can outlast the default wait.
  await expect(row.getByText(/^(ส่งแล้ว|รอส่ง)$/)).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText(/ส่งเมื่อ|ลองส่ง \d+ ครั้ง/);
  await capture(page, 'admin-messages');

  // Another kind: nothing for this recipient; the filter lives in the URL.
  await page.getByRole('textbox', { name: 'ประเภทข้อความ' }).click();
  await page.getByRole('option', { name: 'ยืนยันการจอง' }).click();
  await expect(page).toHaveURL(/kind=booking_created/);
  await expect(page.getByText('ไม่พบข้อความที่ตรงกับตัวกรอง')).toBeVisible();
});
