import { crc32, deflateSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { capture } from '../fixtures/screens.ts';
import { ADMIN, expect, registerThroughApi, signIn, test } from '../fixtures/test.ts';

// Staff put a banner on every customer's home screen, order it, switch it off; customers see it come and go.

/**
 * A banner picture made here (no file committed): a PNG of `width` × `height`, a gradient with light
 * bars where a real banner has its headline, and (when taller than 8:3) dark bands above and below
 * its 8:3 middle, which the server's crop cuts off.
 */
function bannerPng(width: number, height: number, hue: 'teal' | 'orange'): Buffer {
  const [from, to] =
    hue === 'teal'
      ? [
          [0x00, 0x5f, 0x5a],
          [0x3b, 0xb2, 0xaa],
        ]
      : [
          [0xc2, 0x41, 0x0c],
          [0xfb, 0x92, 0x3c],
        ];
  // The rows the 8:3 crop keeps; anything above or below them is dark.
  const kept = Math.min(height, (width * 3) / 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then RGB
    for (let x = 0; x < width; x++) {
      const t = x / width;
      let rgb = [0, 1, 2].map((channel) =>
        Math.round((from[channel] ?? 0) + ((to[channel] ?? 0) - (from[channel] ?? 0)) * t),
      );
      const fy = y / height;
      const fx = x / width;
      const headline = fx > 0.08 && fx < 0.55 && fy > 0.36 && fy < 0.46;
      const subline = fx > 0.08 && fx < 0.4 && fy > 0.52 && fy < 0.57;
      const button = fx > 0.08 && fx < 0.24 && fy > 0.64 && fy < 0.74;
      const band = Math.abs(y - height / 2) > kept / 2;
      if (headline || subline) rgb = [255, 255, 255];
      if (button) rgb = [255, 214, 102];
      if (band) rgb = [40, 40, 40];
      row.set(rgb, 1 + x * 3);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A customer's own browser; a CSP violation or page error there fails the test too. */
async function customerBrowser(browser: Browser, baseURL: string | undefined, problems: string[]): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    viewport: { width: 1280, height: 800 },
    // Still slides for the screenshots (the carousel does not turn for reduced motion).
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) {
      problems.push(`CSP: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return page;
}

const carousel = (page: Page) => page.getByRole('region', { name: 'ข่าวสารและโปรโมชัน' });

/** Every picture on screen has loaded (a broken image would have no width). */
async function imagesLoaded(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0)),
    )
    .toBe(true);
}

test('staff put a banner on the customers’ home screen, order it, and take it off again', async ({
  page,
  browser,
  baseURL,
  problems,
}) => {
  test.setTimeout(120_000);
  const title = 'ตรวจสุขภาพก่อนเข้างาน ลด 20% ถึงสิ้นเดือน';
  const newsTitle = 'ข่าวคลินิก: เปิดสาขาใหม่ที่สีลม';

  // Staff: no banners yet, then the first one, from a picture dropped into the form.
  await signIn(page, ADMIN, '/admin/login');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/banners');
  await expect(page.getByRole('heading', { level: 1, name: 'แบนเนอร์' })).toBeVisible();
  await expect(page.getByText('ยังไม่มีแบนเนอร์')).toBeVisible();
  await capture(page, 'admin-banners-empty', { widths: ['desktop'] });

  await page.getByRole('button', { name: 'เพิ่มแบนเนอร์' }).click();
  const form = page.getByRole('dialog', { name: 'เพิ่มแบนเนอร์' });
  await form.getByRole('button', { name: 'บันทึก' }).click();
  await expect(form.getByText('กรุณาเลือกรูปแบนเนอร์')).toBeVisible();
  await expect(form.getByText('กรุณากรอกชื่อแบนเนอร์')).toBeVisible();

  // 1600 × 800 is taller than 8:3: the preview frames what is kept and fades the dark bands that are cut.
  await form
    .getByTestId('banner-image-input')
    .setInputFiles({ name: 'promo.png', mimeType: 'image/png', buffer: bannerPng(1600, 800, 'teal') });
  await expect(form.getByText('promo.png · 1600 × 800 พิกเซล')).toBeVisible();
  await expect(form.getByRole('img', { name: 'ตัวอย่างแบนเนอร์บนมือถือ' })).toBeVisible();
  await expect(form.getByRole('img', { name: 'ตัวอย่างแบนเนอร์บนคอมพิวเตอร์' })).toBeVisible();
  await form.getByLabel(/^ชื่อแบนเนอร์/).fill(title);
  await form.getByLabel(/^ลิงก์เมื่อกดที่แบนเนอร์/).fill('booking');
  await form.getByRole('button', { name: 'บันทึก' }).click();
  await expect(form.getByText(/ลิงก์ต้องขึ้นต้นด้วย https:\/\//)).toBeVisible();
  await form.getByLabel(/^ลิงก์เมื่อกดที่แบนเนอร์/).fill('/booking');

  // Shown until a day next month, picked on the Buddhist-Era calendar: to its last minute.
  await form.getByRole('button', { name: 'วันที่สิ้นสุด' }).click();
  const calendar = page.getByRole('dialog', { name: 'วันที่สิ้นสุด' });
  await calendar.getByRole('button', { name: 'เดือนถัดไป' }).click();
  await calendar.getByRole('button', { name: /^15 \S+ 25\d\d$/ }).click();
  await expect(form.getByLabel('เวลาสิ้นสุด ชั่วโมง')).toHaveValue('23');
  await expect(form.getByLabel('เวลาสิ้นสุด นาที')).toHaveValue('59');
  await imagesLoaded(page);
  // The form from its top, where the picture and its crop preview are.
  await form.evaluate((dialog) => dialog.closest('.mantine-Modal-content')?.scrollTo(0, 0));
  await capture(page, 'admin-banner-form', { widths: ['desktop'] });
  await form
    .getByTestId('banner-crop-preview')
    .screenshot({ path: '.artifacts/screens/admin-banner-crop-preview.png' });
  await form.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByText(`เพิ่มแบนเนอร์ "${title}" แล้ว`)).toBeVisible();
  await expect(form).toBeHidden();

  const table = page.getByRole('table', { name: 'แบนเนอร์เรียงตามลำดับที่แสดงบนหน้าแรก' });
  const rowOf = (name: string) => table.getByRole('row').filter({ hasText: name });
  await expect(rowOf(title)).toContainText('กำลังแสดง');
  await expect(rowOf(title)).toContainText(/ถึง 15 \S+ 25\d\d 23:59/);

  // A second one, to another site, added second and moved first with the keyboard.
  await page.getByRole('button', { name: 'เพิ่มแบนเนอร์' }).click();
  await form
    .getByTestId('banner-image-input')
    .setInputFiles({ name: 'news.png', mimeType: 'image/png', buffer: bannerPng(1600, 600, 'orange') });
  await form.getByLabel(/^ชื่อแบนเนอร์/).fill(newsTitle);
  await form.getByLabel(/^ลิงก์เมื่อกดที่แบนเนอร์/).fill('https://example.com/news');
  await form.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByText(`เพิ่มแบนเนอร์ "${newsTitle}" แล้ว`)).toBeVisible();
  // The closing form gives the focus back to "เพิ่มแบนเนอร์" at the end of its transition: focus the
  // move only after that, or Enter opens a new form (a run failed so).
  await expect(form).toBeHidden();
  await expect(table.getByRole('row').nth(2)).toContainText(newsTitle);
  const moveUp = page.getByRole('button', { name: `เลื่อน ${newsTitle} ขึ้น` });
  await moveUp.focus();
  await expect(moveUp).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `ย้าย ${newsTitle} ไปลำดับที่ 1 จาก 2 แล้ว` })).toBeAttached();
  await expect(table.getByRole('row').nth(1)).toContainText(newsTitle);
  await expect(rowOf(newsTitle).getByRole('link', { name: /example\.com\/news/ })).toHaveAttribute('target', '_blank');
  await imagesLoaded(page);
  await capture(page, 'admin-banners', { widths: ['desktop', '1024'] });

  // The customer: both on the home screen, in staff's order.
  const customer = await customerBrowser(browser, baseURL, problems);
  const account = await registerThroughApi(customer);
  await signIn(customer, account);
  await expect(customer.getByText(`สวัสดี คุณ${account.firstName}`)).toBeVisible();
  await expect(carousel(customer)).toBeVisible();
  const slides = carousel(customer).getByRole('group');
  await expect(slides).toHaveCount(2);
  await expect(slides.nth(0).getByRole('img', { name: newsTitle })).toBeVisible();
  const outside = slides.nth(0).getByRole('link');
  await expect(outside).toHaveAttribute('href', 'https://example.com/news');
  await expect(outside).toHaveAttribute('target', '_blank');
  await expect(outside).toHaveAttribute('rel', /noopener/);
  await imagesLoaded(customer);
  await capture(customer, 'dashboard-banners', { widths: ['phone', 'desktop'] });

  // The next slide is the clinic's own page: it opens in the app.
  await carousel(customer)
    .getByRole('button', { name: `แบนเนอร์ที่ 2: ${title}` })
    .click();
  const promo = slides.nth(1).getByRole('link', { name: title });
  await expect(promo).toBeInViewport();
  await promo.click();
  await expect(customer).toHaveURL(/\/booking$/);
  await customer.goBack();
  await expect(carousel(customer)).toBeVisible();

  // Staff switch the promotion off: after a reload, the customer sees only the news.
  await rowOf(title)
    .getByRole('switch', { name: `ปิดแสดง ${title}` })
    .click({ force: true });
  await expect(page.getByText(`ปิดแสดง "${title}" แล้ว`)).toBeVisible();
  await expect(rowOf(title)).toContainText('ปิดการแสดง');
  await customer.reload();
  await expect(carousel(customer).getByRole('img', { name: newsTitle })).toBeVisible();
  await expect(customer.getByRole('img', { name: title })).toHaveCount(0);
  await expect(carousel(customer).getByRole('button')).toHaveCount(0); // one slide: no controls

  // Staff remove the news too: the customer's home screen has no carousel at all.
  await rowOf(newsTitle)
    .getByRole('button', { name: `ลบ ${newsTitle}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'ลบแบนเนอร์' });
  await confirm.getByRole('button', { name: 'ลบแบนเนอร์' }).click();
  await expect(page.getByText(`ลบแบนเนอร์ "${newsTitle}" แล้ว`)).toBeVisible();
  await expect(rowOf(newsTitle)).toHaveCount(0);
  await customer.reload();
  await expect(customer.getByText(`สวัสดี คุณ${account.firstName}`)).toBeVisible();
  await expect(customer.getByRole('heading', { name: 'รายการจองของฉัน' })).toBeVisible();
  await expect(carousel(customer)).toHaveCount(0);

  // Left as other journeys expect a fresh server: no banner on anyone's home screen.
  await rowOf(title)
    .getByRole('button', { name: `ลบ ${title}` })
    .click();
  await confirm.getByRole('button', { name: 'ลบแบนเนอร์' }).click();
  await expect(page.getByText('ยังไม่มีแบนเนอร์')).toBeVisible();
  await customer.context().close();
});
