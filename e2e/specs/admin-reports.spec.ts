import type { APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import { createClinicThroughApi } from '../fixtures/clinic.ts';
import { capture } from '../fixtures/screens.ts';
import { ADMIN, expect, registerThroughApi, signIn, test } from '../fixtures/test.ts';

// The clinic's owner reads this month's report: a customer booked, paid cash at the counter, and the
// money shows on /admin/reports for the clinic; the Excel export says the same as the API.

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

/** This Bangkok month, first and last day. */
function thisMonth(): { from: string; to: string } {
  const today = bangkokDate(0);
  const [year, month] = today.split('-').map(Number) as [number, number];
  return { from: `${today.slice(0, 7)}-01`, to: new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10) };
}

test('the owner reads this month’s money for a clinic on /admin/reports and exports it to Excel', async ({ page }) => {
  test.setTimeout(180_000);
  const clinic = await createClinicThroughApi(page.request);
  const adminToken = await tokenFor(page.request, '/api/admin/auth/login', ADMIN);
  const customer = await registerThroughApi(page);
  const customerToken = await tokenFor(page.request, '/api/auth/login', customer);

  // Two examinees at ฿800.00, paid in cash at the counter and verified at once: ฿1,600.00.
  const booked = await page.request.post('/api/bookings', {
    headers: bearer(customerToken),
    data: {
      clinicId: clinic.clinicId,
      serviceId: clinic.serviceId,
      appointmentDate: bangkokDate(3),
      slotTime: '10:00',
      examineeCount: 2,
      contactName: `${customer.firstName} ${customer.lastName}`,
      contactPhone: customer.phone,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const booking = (await booked.json()).data as { id: string; totalAmount: number };
  const paid = await page.request.post('/api/admin/payments', {
    headers: bearer(adminToken),
    data: {
      bookingId: booking.id,
      method: 'cash',
      amount: booking.totalAmount,
      paidAt: new Date().toISOString(),
      verify: true,
    },
  });
  expect(paid.status(), await paid.text()).toBe(201);

  const month = thisMonth();
  const query = new URLSearchParams({ ...month, clinicId: clinic.clinicId }).toString();
  const summary = (
    await (await page.request.get(`/api/admin/reports/summary?${query}`, { headers: bearer(adminToken) })).json()
  ).data as { revenue: { gross: number; net: number }; bookings: { total: number } };
  expect(summary.revenue.gross).toBe(160_000);

  // This month is the default; the clinic is picked from the filter, and the URL keeps it.
  await signIn(page, ADMIN, '/admin/login');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { name: 'รายงาน', level: 1 })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'เดือนนี้' })).toBeChecked();
  await page.getByRole('textbox', { name: 'คลินิก' }).click();
  await page.getByRole('option', { name: clinic.clinicName }).click();
  await expect(page).toHaveURL(new RegExp(`clinicId=${clinic.clinicId}`));
  await expect(page.getByTestId('report-revenue-value')).toHaveText('฿1,600.00');
  await expect(page.getByTestId('report-net-value')).toHaveText('฿1,600.00');
  await expect(page.getByTestId('report-bookings-value')).toHaveText(String(summary.bookings.total));
  await expect(page.getByRole('region', { name: 'รายคลินิก' })).toContainText(clinic.clinicName);
  await page.reload();
  await expect(page.getByTestId('report-revenue-value')).toHaveText('฿1,600.00');
  await capture(page, 'admin-reports', { widths: ['desktop', '1024'] });

  // The export, downloaded as a person would, says what the API says.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'ส่งออก Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^report-\d{6}-\d{6}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['สรุป', 'รายคลินิก', 'รายบริการ', 'รายวัน']);
  const figures = new Map<string, unknown>();
  workbook.getWorksheet('สรุป')?.eachRow((row) => figures.set(String(row.getCell(1).value), row.getCell(2).value));
  expect(figures.get('รายได้ (ชำระเงินที่ตรวจสอบแล้ว)')).toBe(summary.revenue.gross / 100);
  expect(figures.get('รายได้สุทธิ')).toBe(summary.revenue.net / 100);
  expect(figures.get('การจองที่สร้างในช่วงนี้')).toBe(summary.bookings.total);
  expect(figures.get('คลินิก')).toBe(clinic.clinicName);
  let dailyRevenue = 0;
  workbook.getWorksheet('รายวัน')?.eachRow((row, index) => {
    if (index > 1) dailyRevenue += Number(row.getCell(2).value);
  });
  expect(Math.round(dailyRevenue * 100)).toBe(summary.revenue.gross);
});
