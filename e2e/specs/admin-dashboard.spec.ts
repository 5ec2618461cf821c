import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import { SERVER_ENV } from '../../apps/api/src/server-flags.ts';
import { formatThaiDateTime } from '../../packages/contracts/src/thai-format.ts';
import { E2E_PORT } from '../fixtures/accounts.ts';
import { createClinicThroughApi } from '../fixtures/clinic.ts';
import { capture } from '../fixtures/screens.ts';
import { ADMIN, expect, registerThroughApi, signIn, test } from '../fixtures/test.ts';

// Clinic staff start the day at /admin: what is booked today, which slips wait, the month's money.
// Then the calendar: a booking a customer made for next week shows in its day of the month, its
// slot of the week and of the day, and opens from there.

async function tokenFor(request: APIRequestContext, url: string, account: { email: string; password: string }) {
  const response = await request.post(url, { data: { email: account.email, password: account.password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data.token as string;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** `YYYY-MM-DD` in Bangkok, some days from now. */
function bangkokDate(daysAhead: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );
}

/** The next whole hour in Bangkok while the test clinic (07:00–20:00) still has a slot today, else null. */
function nextSlotToday(): string | null {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Bangkok', hour: '2-digit' }).format(new Date()),
  );
  return hour + 1 >= 7 && hour + 1 <= 19 ? `${String(hour + 1).padStart(2, '0')}:00` : null;
}

test('staff read the day on /admin, then find a booking in the calendar by month, week and day', async ({ page }) => {
  test.setTimeout(180_000);
  const clinic = await createClinicThroughApi(page.request);
  // A second clinic, so the calendar of every clinic has more than one to show.
  await createClinicThroughApi(page.request);
  const adminToken = await tokenFor(page.request, '/api/admin/auth/login', ADMIN);

  // The clinic closes the day after the booking, for its annual holiday.
  const appointmentDate = bangkokDate(8);
  const holiday = bangkokDate(9);
  const detail = (
    await (await page.request.get(`/api/admin/clinics/${clinic.clinicId}`, { headers: bearer(adminToken) })).json()
  ).data;
  const closed = await page.request.put(`/api/admin/clinics/${clinic.clinicId}`, {
    headers: bearer(adminToken),
    data: { ...detail, closedDates: [{ date: holiday, reason: 'หยุดประจำปีของคลินิก' }] },
  });
  expect(closed.status(), await closed.text()).toBe(200);

  const customer = await registerThroughApi(page);
  const customerToken = await tokenFor(page.request, '/api/auth/login', customer);
  const book = async (date: string, slotTime: string, examineeCount: number) => {
    const response = await page.request.post('/api/bookings', {
      headers: bearer(customerToken),
      data: {
        clinicId: clinic.clinicId,
        serviceId: clinic.serviceId,
        appointmentDate: date,
        slotTime,
        examineeCount,
        contactName: `${customer.firstName} ${customer.lastName}`,
        contactPhone: customer.phone,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()).data as { id: string; bookingNo: string };
  };
  const booking = await book(appointmentDate, '10:00', 2);
  // Paid at the counter in advance: verified money this month, and the booking confirmed.
  const paid = await page.request.post('/api/admin/payments', {
    headers: bearer(adminToken),
    data: { bookingId: booking.id, method: 'cash', amount: 2 * clinic.price, paidAt: new Date().toISOString() },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  // Someone coming today, when the clinic still has a slot today.
  const soon = nextSlotToday();
  const today = soon ? await book(bangkokDate(0), soon, 3) : null;

  // The dashboard: the numbers on screen are the API's.
  await signIn(page, ADMIN, '/admin/login');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'แดชบอร์ด', level: 1 })).toBeVisible();
  await expect(async () => {
    const numbers = (await (await page.request.get('/api/admin/dashboard', { headers: bearer(adminToken) })).json())
      .data;
    await page.reload();
    await expect(page.getByTestId('kpi-appointments-value')).toHaveText(
      numbers.appointmentsToday.bookings.toLocaleString('th-TH'),
      { timeout: 15_000 },
    );
    await expect(page.getByTestId('kpi-review-queue-value')).toHaveText(
      numbers.reviewQueue.submitted.toLocaleString('th-TH'),
    );
    await expect(page.getByTestId('kpi-revenue-value')).toHaveText(
      new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB' }).format(numbers.revenue.thisMonth / 100),
    );
    await expect(page.getByTestId('kpi-certificates-value')).toHaveText(
      numbers.certificates.issued.toLocaleString('th-TH'),
    );
  }).toPass({ timeout: 60_000 });
  await expect(page.getByRole('link', { name: 'ไปตรวจสลิป' })).toHaveAttribute('href', '/admin/payments');
  if (today) {
    const row = page.getByTestId('today-schedule').getByRole('row').filter({ hasText: today.bookingNo });
    await expect(row).toContainText(`${soon} น.`);
    await expect(row).toContainText('3 คน');
    await expect(row).toContainText('รอชำระเงิน');
  }
  const week = page.getByTestId('week-usage').getByRole('row').filter({ hasText: clinic.clinicName });
  await expect(week).toBeVisible();

  // The night's backup, made as the operator makes it beside the running server (`npm run backup` with
  // the server's environment); /admin then says when. No other journey backs up.
  await expect(page.getByTestId('last-backup')).toHaveText('ยังไม่เคยสำรองข้อมูล');
  const backedUp = await promisify(execFile)(
    process.execPath,
    [
      fileURLToPath(new URL('../../apps/api/src/scripts/backup.ts', import.meta.url)),
      test.info().outputPath('backup.tar.gz'),
    ],
    {
      env: {
        ...process.env,
        ...SERVER_ENV,
        DATA_DIR: process.env.E2E_DATA_DIR,
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
      },
    },
  );
  expect(backedUp.stdout).toMatch(/^Backed up through the running server .* checked\.$/m);
  const lastBackup = (await (await page.request.get('/api/admin/dashboard', { headers: bearer(adminToken) })).json())
    .data.lastBackup as { finishedAt: string };
  await page.reload();
  await expect(page.getByTestId('last-backup')).toHaveText(
    `สำรองข้อมูลล่าสุด ${formatThaiDateTime(lastBackup.finishedAt)} น.`,
  );
  await capture(page, 'admin-dashboard', { widths: ['desktop', '1024'] });
  if (today) {
    await page.getByRole('link', { name: `เปิดการจอง ${today.bookingNo}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/booking/${today.id}/view$`));
    await page.goBack();
  }

  // The calendar, for this clinic: its month first.
  await page.getByRole('navigation', { name: 'เมนูผู้ดูแลระบบ' }).getByRole('link', { name: 'ปฏิทิน', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/calendar$/);
  await expect(page.getByTestId('calendar-week-view')).toBeVisible();
  await page.getByText('เดือน', { exact: true }).click();
  await expect(page.getByTestId('calendar-month-view')).toBeVisible();
  // Every clinic at once (one line each, or their total when there are many).
  await expect(page.locator(`[data-testid="calendar-day"][data-date="${bangkokDate(0)}"]`)).toContainText('/');
  await capture(page, 'admin-calendar-all-clinics', { widths: ['desktop'] });
  await page.getByRole('textbox', { name: 'คลินิก', exact: true }).click();
  await page.getByRole('option', { name: clinic.clinicName }).click();
  await expect(page).toHaveURL(new RegExp(`view=month&clinic=${clinic.clinicId}`));
  if (appointmentDate.slice(0, 7) !== bangkokDate(0).slice(0, 7)) {
    await page.getByRole('button', { name: 'เดือนถัดไป' }).click();
  }
  const day = page.locator(`[data-testid="calendar-day"][data-date="${appointmentDate}"]`);
  // Thirteen slots of ten, 07:00–20:00; two places taken by one booking.
  await expect(day).toContainText('2/130');
  await expect(day).toContainText('1 การจอง');
  const closedDay = page.locator(`[data-testid="calendar-day"][data-date="${holiday}"]`);
  await expect(closedDay).toContainText('วันหยุดคลินิก: หยุดประจำปีของคลินิก');
  await capture(page, 'admin-calendar-month', { widths: ['desktop', '1024'] });

  // The day: the booking in its 10:00 slot.
  await day.click();
  await expect(page).toHaveURL(new RegExp(`view=day&date=${appointmentDate}`));
  const slot = page.locator('[data-testid="calendar-slot"][data-time="10:00"]');
  await expect(slot).toContainText(booking.bookingNo);
  await expect(slot).toContainText('2/10');
  await expect(slot).toContainText(`${customer.firstName} ${customer.lastName}`);
  await expect(slot).toContainText('ยืนยันแล้ว');
  await capture(page, 'admin-calendar-day', { widths: ['desktop', '1024'] });

  // The week of it: the same booking in the 10:00 row under its day; the holiday closed.
  await page.getByText('สัปดาห์', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`date=${appointmentDate}`));
  const cell = page.locator(`[data-testid="calendar-slot"][data-date="${appointmentDate}"][data-time="10:00"]`);
  await expect(cell).toContainText('2/10');
  const chip = cell.getByRole('link', { name: new RegExp(booking.bookingNo) });
  await expect(chip).toBeVisible();
  // Sunday to Saturday: the holiday falls in the same week unless the booking is on a Saturday.
  if (new Date(`${appointmentDate}T00:00:00Z`).getUTCDay() !== 6) {
    await expect(page.getByTestId('calendar-closed').first()).toContainText('หยุดประจำปีของคลินิก');
  }
  await capture(page, 'admin-calendar-week', { widths: ['desktop', '1024'] });

  // A reload keeps the view, the date and the clinic; the booking opens from its chip.
  await page.reload();
  await expect(cell.getByRole('link', { name: new RegExp(booking.bookingNo) })).toBeVisible({ timeout: 15_000 });
  await cell.getByRole('link', { name: new RegExp(booking.bookingNo) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/booking/${booking.id}/view$`));
  await expect(page.getByRole('heading', { name: booking.bookingNo })).toBeVisible();
});
