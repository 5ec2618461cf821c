import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { createClinicThroughApi } from '../fixtures/clinic.ts';
import { personAt } from '../fixtures/person.ts';
import { capture } from '../fixtures/screens.ts';
import { ADMIN, expect, newCustomer, registerThroughApi, signIn, test } from '../fixtures/test.ts';
import { AROUND_THE_CLOCK, bangkokToday, bookToday, checkInThroughApi } from '../fixtures/visit.ts';

// A customer reads their consents on the profile, downloads their data and asks to be forgotten; the
// clinic's admin carries out the erasure on /admin/data-requests; afterwards the customer's name is
// found nowhere in the bookings search, their session is over, and the certificate of the person they
// had examined still verifies. The clinic, doctor, booking, result and certificate are seeded through the API.

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A Thai name no other journey on this server uses, so a search finds this person or no one. */
function uniqueThaiName(prefix: string): string {
  const letters = 'กขคงจฉชซญดตถทนบปผพฟมยรลวศสหอฮ';
  return prefix + Array.from({ length: 5 }, () => letters[randomInt(letters.length)]).join('');
}

async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  token: string,
  data?: object,
) {
  const response = await request.fetch(path, { method, headers: bearer(token), ...(data ? { data } : {}) });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()).data as T;
}

async function tokenFor(request: APIRequestContext, path: string, account: { email: string; password: string }) {
  const response = await request.post(path, { data: { email: account.email, password: account.password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data.token as string;
}

const RESULT_ITEMS = [
  ['weight', '58'],
  ['height', '165'],
  ['blood_pressure', '118/76'],
  ['pulse', '72'],
  ['general_condition', 'normal'],
  ...['disability', 'psychosis', 'drug_addiction', 'alcoholism', 'leprosy', 'tuberculosis', 'elephantiasis'].map(
    (code) => [code, 'absent'],
  ),
].map(([code, value]) => ({ code, label: code, value, unit: null, normal: true }));

/**
 * A customer with a booking for today; the examinee (a worker of theirs, another person) is
 * examined and certified: staff confirm the booking, record the result and issue the certificate.
 */
async function seed(page: Page) {
  const request = page.request;
  const clinic = await createClinicThroughApi(request, AROUND_THE_CLOCK);
  const adminToken = await tokenFor(request, '/api/admin/auth/login', ADMIN);
  const doctor = await call<{ id: string }>(
    request,
    'POST',
    `/api/admin/clinics/${clinic.clinicId}/doctors`,
    adminToken,
    {
      name: 'พญ.รักษา ดีเสมอ',
      licenseNo: `ว.${10000 + randomInt(89999)}`,
    },
  );
  const customer = await registerThroughApi(page, {
    ...newCustomer(),
    firstName: uniqueThaiName('ลืม'),
    lastName: uniqueThaiName('ฉัน'),
  });
  const customerToken = await tokenFor(request, '/api/auth/login', customer);
  const booking = await bookToday<{ id: string; bookingNo: string }>(
    request,
    { customer: customerToken, admin: adminToken },
    {
      clinicId: clinic.clinicId,
      serviceId: clinic.serviceId,
      examineeCount: 1,
      contactName: `${customer.firstName} ${customer.lastName}`,
      contactPhone: customer.phone,
    },
  );
  const examinee = { title: 'นาย', firstName: uniqueThaiName('ตรวจ'), lastName: 'เก็บไว้', idNumber: '1101701234561' };
  const withExaminee = await call<{ examinees: { id: string }[] }>(
    request,
    'POST',
    `/api/bookings/${booking.id}/examinees`,
    customerToken,
    { ...examinee, idType: 'thai_id', gender: 'male' },
  );
  const examineeId = withExaminee.examinees.at(-1)?.id ?? '';
  await call(request, 'POST', `/api/bookings/${booking.id}/confirm`, adminToken, { note: 'ชำระที่คลินิก' });
  await checkInThroughApi(request, adminToken, booking.id, [examineeId]);
  await call(request, 'PUT', `/api/admin/examination-results/examinee/${examineeId}`, adminToken, {
    examDate: bangkokToday(),
    doctorId: doctor.id,
    conclusion: 'fit',
    items: RESULT_ITEMS,
  });
  const [certificate] = await call<{ certificateNo: string; verifyUrl: string }[]>(
    request,
    'POST',
    '/api/admin/certificates/issue',
    adminToken,
    { bookingId: booking.id },
  );
  if (!certificate) throw new Error('no certificate issued');
  return {
    customer,
    booking,
    examinee,
    certificate,
    verifyCode: new URL(certificate.verifyUrl).pathname.split('/').at(-1) ?? '',
  };
}

test('a customer downloads their data and asks to be forgotten; the clinic erases them; the certificate still verifies', async ({
  page,
  browser,
  baseURL,
  problems,
}) => {
  test.setTimeout(240_000);
  const seeded = await seed(page);
  const { customer } = seeded;
  const customerName = `${customer.firstName} ${customer.lastName}`;

  await test.step('the customer finds their consents on the profile, each with its time and notice version', async () => {
    await signIn(page, customer);
    await expect(page.getByText(`สวัสดี คุณ${customer.firstName}`)).toBeVisible();
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'ข้อมูลส่วนบุคคลของฉัน' });
    await expect(section).toBeVisible();
    const health = section.getByTestId('consent-health_data');
    await expect(health.getByRole('switch')).toBeChecked();
    await expect(health).toContainText('ประกาศฉบับ 2569-1');
    await expect(health).toContainText('จำเป็นสำหรับการจอง');
    await expect(section.getByTestId('consent-marketing')).toContainText('ยังไม่ได้ให้ความยินยอม');

    // Giving a consent is confirmed in a dialog, and so is taking it back.
    await section.getByTestId('consent-marketing').getByRole('switch').click({ force: true }); // the track covers Mantine's input
    const grant = page.getByRole('dialog', { name: 'ให้ความยินยอม' });
    await expect(grant).toContainText('ประกาศความเป็นส่วนตัวฉบับ 2569-1');
    await grant.getByRole('button', { name: 'ยินยอม' }).click();
    await expect(grant).toBeHidden();
    await expect(section.getByTestId('consent-marketing').getByRole('switch')).toBeChecked();
    await expect(section.getByTestId('consent-marketing')).toContainText('ให้ความยินยอมเมื่อ');
    await health.getByRole('switch').click({ force: true }); // the track covers Mantine's input
    const withdraw = page.getByRole('dialog', { name: 'ถอนความยินยอม' });
    await expect(withdraw).toContainText('จองตรวจสุขภาพใหม่ไม่ได้');
    await capture(page, 'profile-consent-withdraw', { widths: ['phone'] });
    await withdraw.getByRole('button', { name: 'ยกเลิก' }).click();
    await expect(withdraw).toBeHidden();
    await expect(health.getByRole('switch')).toBeChecked();
    await capture(page, 'profile-my-data', { widths: ['phone', 'desktop'] });
  });

  await test.step('downloads their data: a JSON file with their email, booking and certificate', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'ดาวน์โหลดข้อมูลของฉัน (JSON)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^jongdee-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await download.path(), 'utf8'));
    expect(data.format).toBe('jongdee.personal-data.v1');
    expect(data.profile.email).toBe(customer.email);
    expect(data.bookings.map((booking: { bookingNo: string }) => booking.bookingNo)).toEqual([
      seeded.booking.bookingNo,
    ]);
    expect(data.certificates[0].certificateNo).toBe(seeded.certificate.certificateNo);
    expect(JSON.stringify(data)).not.toMatch(/tokenHash|passwordHash/);
  });

  await test.step('asks for their account to be deleted and sees the request pending, with its due date', async () => {
    await page.getByRole('button', { name: 'ขอลบบัญชี' }).click();
    const dialog = page.getByRole('dialog', { name: 'ขอลบบัญชีและข้อมูลส่วนบุคคล' });
    await expect(dialog).toContainText('อย่างน้อย 5 ปี');
    await dialog.getByLabel('เหตุผล (ไม่บังคับ)').fill('ย้ายไปต่างประเทศ ไม่ใช้บริการแล้ว');
    await capture(page, 'profile-erasure-request', { widths: ['phone'] });
    await dialog.getByRole('button', { name: 'ส่งคำขอลบบัญชี' }).click();
    const pending = page.getByTestId('erasure-pending');
    await expect(pending).toContainText('รอคลินิกดำเนินการ');
    await expect(pending).toContainText(/คลินิกจะดำเนินการภายใน \d{1,2} \S+ 25\d\d/);
    await expect(page.getByRole('button', { name: 'ขอลบบัญชี' })).toHaveCount(0);
    await capture(page, 'profile-erasure-pending', { widths: ['phone', 'desktop'] });
  });

  const admin = await personAt(browser, baseURL, problems);
  await test.step('the clinic finds the request with its due date and carries out the erasure', async () => {
    await signIn(admin.page, ADMIN, '/admin/login');
    await expect(admin.page).toHaveURL(/\/admin$/);
    await admin.page
      .getByRole('navigation', { name: 'เมนูผู้ดูแลระบบ' })
      .getByRole('link', { name: 'คำขอเกี่ยวกับข้อมูลส่วนบุคคล' })
      .click();
    await expect(admin.page.getByRole('heading', { level: 1, name: 'คำขอเกี่ยวกับข้อมูลส่วนบุคคล' })).toBeVisible();
    await expect(admin.page.getByRole('radio', { name: 'รอดำเนินการ' })).toBeChecked();
    const row = admin.page.getByTestId('data-request-row').filter({ hasText: customerName });
    await expect(row).toContainText('ขอลบบัญชีและข้อมูลส่วนบุคคล');
    await expect(row).toContainText(customer.email);
    await expect(row).toContainText(/25\d\d/);
    await expect(row).toContainText('เหลือ');
    await capture(admin.page, 'admin-data-requests', { widths: ['desktop'] });

    await row.getByRole('button', { name: `ขอลบบัญชีและข้อมูลส่วนบุคคล ของ ${customerName}` }).click();
    await expect(admin.page).toHaveURL(/open=[0-9a-f-]{36}/);
    const drawer = admin.page.getByRole('dialog', { name: /ขอลบบัญชีและข้อมูลส่วนบุคคล/ });
    await expect(drawer).toContainText('ย้ายไปต่างประเทศ');
    await expect(drawer).toContainText('ผู้เข้าตรวจที่มีผลตรวจ 1 คน และใบรับรองแพทย์ 1 ฉบับ');
    await drawer.getByLabel('บันทึกการดำเนินการ').fill('ยืนยันตัวตนทางโทรศัพท์แล้ว');
    await capture(admin.page, 'admin-data-request-erasure', { widths: ['desktop'] });
    await drawer.getByRole('button', { name: 'ลบข้อมูลตามคำขอ' }).click();

    const confirm = admin.page.getByRole('dialog', { name: 'ยืนยันการลบข้อมูลส่วนบุคคล' });
    await expect(confirm).toContainText(customerName);
    await expect(confirm).toContainText('ย้อนกลับไม่ได้');
    await expect(confirm.getByRole('button', { name: 'ยืนยันลบข้อมูล' })).toBeDisabled();
    await confirm.getByLabel('ตรวจสอบตัวตนของผู้ขอแล้ว และเข้าใจว่าการลบนี้ย้อนกลับไม่ได้').check();
    await capture(admin.page, 'admin-data-request-confirm', { widths: ['desktop'] });
    await confirm.getByRole('button', { name: 'ยืนยันลบข้อมูล' }).click();
    await expect(admin.page.getByText('ลบข้อมูลของผู้ขอเรียบร้อยแล้ว')).toBeVisible();
    await expect(drawer.getByTestId('data-request-status')).toHaveText('ดำเนินการแล้ว');
    await expect(drawer).toContainText('ผู้ใช้ถูกลบ');
    await expect(drawer).not.toContainText(customer.firstName);
  });

  await test.step('the customer’s name is found nowhere in the bookings search; the booking itself stays', async () => {
    await admin.page.goto('/admin/bookings');
    const search = admin.page.getByRole('searchbox', { name: 'ค้นหา' });
    await search.fill(customer.firstName);
    await expect(admin.page).toHaveURL(/q=/);
    await expect(admin.page.getByText('ไม่พบการจองที่ตรงกับเงื่อนไข')).toBeVisible();
    await search.fill(seeded.booking.bookingNo);
    const row = admin.page.getByRole('row').filter({ hasText: seeded.booking.bookingNo });
    await expect(row).toBeVisible();
    await expect(row).toContainText('ผู้ใช้ถูกลบ');
    await expect(row).not.toContainText(customer.firstName);
  });

  await test.step('their session is over', async () => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login/);
  });

  await test.step('the certificate of the person they had examined still verifies', async () => {
    await admin.page.goto(`/verify/${seeded.verifyCode}`);
    await expect(admin.page.getByTestId('verify-status')).toHaveAttribute('data-state', 'valid');
    await expect(admin.page.getByRole('heading', { level: 2, name: 'ถูกต้อง' })).toBeVisible();
    await expect(admin.page.getByText(seeded.certificate.certificateNo)).toBeVisible();
    const verified = await page.request.get(`/api/verify/${seeded.verifyCode}`);
    expect((await verified.json()).data).toMatchObject({
      status: 'valid',
      certificateNo: seeded.certificate.certificateNo,
    });
  });
  await admin.context.close();
});
