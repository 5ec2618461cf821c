import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { capture } from '../fixtures/screens.ts';
import { ADMIN, expect, signIn, test } from '../fixtures/test.ts';

async function pickTime(page: Page, field: string, time: string) {
  await page.getByRole('textbox', { name: field }).click();
  await page.getByRole('option', { name: time, exact: true }).click();
}

test('an admin sets up a clinic: a service, the clinic with its price, a doctor, then edits its hours', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const suffix = randomBytes(2).toString('hex').toUpperCase();
  const serviceName = `ใบรับรองแพทย์ 5 โรค ${suffix}`;
  const clinicCode = `E2E-${suffix}`;
  const clinicName = `คลินิกเวชกรรมทดสอบ สาขา ${suffix}`;
  // The 15th of next month, picked on the Thai calendar (Buddhist Era year).
  const now = new Date();
  const closedDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 15));
  const closedDate = closedDay.toISOString().slice(0, 10);
  const closedDayLabel = new Intl.DateTimeFormat('th-TH', { dateStyle: 'long', timeZone: 'UTC' }).format(closedDay);

  await signIn(page, ADMIN, '/admin/login');
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('link', { name: 'คลินิก', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'คลินิกและบริการ' })).toBeVisible();

  // A service first: clinics set their own price for it.
  await page.getByRole('tab', { name: /บริการตรวจ/ }).click();
  await page.getByRole('button', { name: 'เพิ่มบริการ' }).click();
  const serviceDialog = page.getByRole('dialog', { name: 'เพิ่มบริการ' });
  await serviceDialog.getByLabel(/^รหัสบริการ/).fill(`drv-${suffix}`);
  await serviceDialog.getByLabel(/^ชื่อบริการ/).fill(serviceName);
  await serviceDialog.getByRole('textbox', { name: /^ประเภทใบรับรอง/ }).click();
  await page.getByRole('option', { name: 'ใบรับรองแพทย์สำหรับใบอนุญาตขับรถ' }).click();
  await serviceDialog.getByLabel(/^สิ่งที่ต้องเตรียม/).fill('บัตรประจำตัวประชาชน');
  await serviceDialog.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByText('เพิ่มบริการแล้ว')).toBeVisible();
  await expect(page.getByRole('cell', { name: `DRV-${suffix}` })).toBeVisible();

  // The clinic: Thai messages before anything is sent.
  await page.getByRole('tab', { name: /คลินิก/ }).first().click();
  await page.getByRole('button', { name: 'เพิ่มคลินิก' }).click();
  const drawer = page.getByRole('dialog', { name: 'เพิ่มคลินิก' });
  await drawer.getByRole('button', { name: 'บันทึก' }).click();
  await expect(drawer.getByText('กรุณากรอกชื่อคลินิก')).toBeVisible();
  await expect(drawer.getByText('กรุณากรอกที่อยู่')).toBeVisible();

  await drawer.getByLabel(/^รหัสคลินิก/).fill(clinicCode);
  await drawer.getByLabel(/^ชื่อคลินิก/).fill(clinicName);
  await drawer.getByLabel(/^ที่อยู่/).fill('99 ถนนพหลโยธิน แขวงจตุจักร เขตจตุจักร กรุงเทพมหานคร 10900');
  await drawer.getByLabel(/^จังหวัด/).fill('กรุงเทพมหานคร');
  await drawer.getByLabel(/^เบอร์โทรศัพท์/).fill('02-555-1234');
  await drawer.getByLabel(/^ลิงก์แผนที่/).fill('https://maps.google.com/?q=13.8125,100.5530');
  await drawer.getByLabel(/^จำนวนผู้เข้าตรวจต่อช่วงเวลา/).fill('15');
  await drawer.getByRole('checkbox', { name: new RegExp(serviceName) }).check();
  await drawer.getByLabel(`ราคา (บาท) ${serviceName}`).fill('350');
  await drawer.getByRole('textbox', { name: /^ธนาคาร/ }).click();
  await page.getByRole('option', { name: /ธนาคารกสิกรไทย/ }).click();
  await drawer.getByLabel(/^เลขที่บัญชี/).fill('123-4-56789-0');
  await drawer.getByLabel(/^ชื่อบัญชี/).fill('บริษัท คลินิกทดสอบ จำกัด');
  await drawer.getByLabel(/^พร้อมเพย์/).fill('0812345678');
  await drawer.getByRole('button', { name: /^วันที่/ }).click();
  await page.getByRole('button', { name: 'เดือนถัดไป' }).click();
  await page.getByRole('button', { name: closedDayLabel }).click();
  await drawer.getByLabel(/^เหตุผล/).fill('วันสงกรานต์');
  await drawer.getByRole('button', { name: 'เพิ่มวันหยุด' }).click();
  await expect(drawer.getByText('วันสงกรานต์')).toBeVisible();
  await drawer.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByText('เพิ่มคลินิกแล้ว')).toBeVisible();

  // Saved: the drawer now edits the clinic, and doctors can be added.
  const editor = page.getByRole('dialog', { name: `แก้ไข ${clinicName}` });
  await editor.getByRole('textbox', { name: 'ชื่อแพทย์' }).fill('นพ.สมชาย ใจดี');
  await editor.getByRole('textbox', { name: 'เลขใบอนุญาต' }).fill('ว.12345');
  await editor.getByRole('button', { name: 'เพิ่มแพทย์' }).click();
  await expect(page.getByText('เพิ่มแพทย์แล้ว')).toBeVisible();
  await expect(editor.getByRole('cell', { name: 'นพ.สมชาย ใจดี', exact: true })).toBeVisible();

  // Edit the hours: open Sunday mornings, close Saturdays at noon.
  await editor.getByRole('switch', { name: 'อาทิตย์ เปิด' }).check({ force: true });
  await pickTime(page, 'อาทิตย์ เวลาปิด', '12:00');
  await pickTime(page, 'เสาร์ เวลาปิด', '12:00');
  await pickTime(page, 'เสาร์ เวลาเปิด', '13:00');
  await editor.getByRole('button', { name: 'บันทึก', exact: true }).click();
  await expect(editor.getByText('เวลาปิดต้องหลังเวลาเปิด')).toBeVisible();
  await pickTime(page, 'เสาร์ เวลาเปิด', '08:00');
  await expect(editor.getByText('เวลาปิดต้องหลังเวลาเปิด')).toBeHidden();
  await expect(editor.getByTestId('hours-6')).toContainText('4 ช่วงเวลา');
  await capture(page, 'admin-clinics-drawer');

  // What the receipts print, and the cancellation policy customers read: started from the default.
  await editor.getByLabel(/^ชื่อนิติบุคคล/).fill('บริษัท คลินิกทดสอบ จำกัด');
  await editor.getByLabel(/^เลขประจำตัวผู้เสียภาษี/).fill('0-1055-60123-45-4');
  const policy = editor.getByRole('textbox', { name: 'ข้อความนโยบายของคลินิก' });
  await expect(policy).toHaveValue('');
  await expect(editor.getByText('นโยบายมาตรฐานที่ลูกค้าจะเห็น')).toBeVisible();
  await editor.getByRole('heading', { name: 'ข้อมูลสำหรับใบเสร็จรับเงิน' }).scrollIntoViewIfNeeded();
  await capture(page, 'admin-clinics-policy');
  await editor.getByRole('button', { name: 'เริ่มจากนโยบายมาตรฐาน' }).click();
  await expect(policy).toHaveValue(/^ยกเลิกการจอง: /);
  await policy.fill('ยกเลิกได้ถึง 48 ชั่วโมงก่อนเวลานัด\nคืนเงินเต็มจำนวนภายใน 3 วันทำการ');
  // A tax id whose check digit is wrong is refused before anything is sent.
  await editor.getByLabel(/^เลขประจำตัวผู้เสียภาษี/).fill('0-1055-60123-45-5');
  await editor.getByRole('button', { name: 'บันทึก', exact: true }).click();
  await expect(editor.getByText('เลขประจำตัวผู้เสียภาษีต้องเป็นตัวเลข 13 หลักที่ถูกต้อง')).toBeVisible();
  await editor.getByLabel(/^เลขประจำตัวผู้เสียภาษี/).fill('0-1055-60123-45-4');
  await editor.getByRole('button', { name: 'บันทึก', exact: true }).click();
  await expect(page.getByText('บันทึกข้อมูลคลินิกแล้ว')).toBeVisible();
  await editor.getByRole('button', { name: 'ยกเลิก' }).last().click();

  const row = page.getByRole('row', { name: new RegExp(clinicCode) });
  await expect(row).toContainText(clinicName);
  await expect(row).toContainText('15 คน / 60 นาที');
  await expect(row).toContainText('1 บริการ');
  await expect(row).toContainText('เปิดใช้งาน');

  // What customers now see, through the public API.
  const clinics = (await (await page.request.get('/api/clinics')).json()).data as {
    code: string;
    cancellationPolicy: string;
    openingHours: ({ open: string; close: string } | null)[];
    services: { name: string; price: number }[];
    closedDates: { date: string; reason: string | null }[];
  }[];
  const saved = clinics.find((clinic) => clinic.code === clinicCode);
  expect(saved?.openingHours[0]).toEqual({ open: '08:00', close: '12:00' });
  expect(saved?.openingHours[6]).toEqual({ open: '08:00', close: '12:00' });
  expect(saved?.services).toEqual([expect.objectContaining({ name: serviceName, price: 35_000 })]);
  expect(saved?.closedDates).toEqual([{ date: closedDate, reason: 'วันสงกรานต์' }]);
  expect(saved?.cancellationPolicy).toBe('ยกเลิกได้ถึง 48 ชั่วโมงก่อนเวลานัด\nคืนเงินเต็มจำนวนภายใน 3 วันทำการ');

  await capture(page, 'admin-clinics-list');
});
