import { capture } from '../fixtures/screens.ts';
import { expect, registerThroughApi, signIn, test } from '../fixtures/test.ts';

// The link in every e-mail's footer: /profile#messages opens the e-mail settings in view; a customer
// turns the day-before reminder off, and after a reload it is still off, while the messages about
// their money and password stay on and cannot be switched.

test('a customer turns the reminder e-mail off from /profile#messages, and it stays off', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, await registerThroughApi(page));
  // Signed in once the app leaves /login (the dashboard's first paint is not what this journey is about).
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
  await page.goto('/profile#messages');

  const section = page.getByRole('region', { name: 'การแจ้งเตือนทางอีเมล' });
  const reminder = section.getByRole('switch', { name: 'รับอีเมล "เตือนนัดล่วงหน้า 1 วัน"' });
  const paid = section.getByRole('switch', { name: 'รับอีเมล "ยืนยันการชำระเงิน"' });
  // The first paint of /profile loads its code: allow for a busy machine.
  await expect(reminder).toBeChecked({ timeout: 20_000 });
  // The section is below the profile form: the fragment brought it into view.
  await expect(section.getByRole('heading', { name: 'การแจ้งเตือนทางอีเมล' })).toBeInViewport();
  await expect(paid).toBeChecked();
  await expect(paid).toBeDisabled();
  await expect(section.getByText('เกี่ยวกับการชำระเงินหรือรหัสผ่านของคุณ จึงปิดไม่ได้')).toBeVisible();

  await reminder.uncheck({ force: true }); // the track covers Mantine's input
  await expect(page.getByText('ปิดอีเมล "เตือนนัดล่วงหน้า 1 วัน" แล้ว')).toBeVisible();
  await expect(reminder).not.toBeChecked();

  await page.reload();
  await expect(reminder).not.toBeChecked({ timeout: 20_000 });
  await expect(section.getByRole('switch', { name: 'รับอีเมล "ใบรับรองแพทย์พร้อมแล้ว"' })).toBeChecked();
  await expect(paid).toBeChecked();

  await capture(page, 'profile-messages');
  for (const [width, size] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    // Cut from the whole page, so the sticky header does not cover the section's top.
    const box = await section.boundingBox();
    if (!box) throw new Error('the section has no box');
    await page.screenshot({
      path: `.artifacts/screens/profile-messages-section-${width}.png`,
      fullPage: true,
      clip: { x: 0, y: box.y - 16, width: size.width, height: box.height + 32 },
    });
  }
});
