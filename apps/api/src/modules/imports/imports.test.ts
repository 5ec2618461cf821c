import { CERTIFICATE_FORMS, type Certificate, type Examinee, type ImportPreview } from '@jongdee/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { excelImports } from '../../db/schema.ts';
import {
  buildZip,
  inlineSheet,
  sheetXml,
  workbookEntries,
  zeroBombEntry,
  zipEntry,
} from '../../lib/excel/xlsx-fixtures.ts';
import { createBookingAs, daysAhead } from '../../test/booking-factory.ts';
import { createTestClinic, type TestClinic } from '../../test/clinic-factory.ts';
import { addTestDoctor, checkInToday, confirmedBookingWithExaminees, thaiIdFor } from '../../test/exam-factory.ts';
import { apiCaller, bearer, registerUser, signInAsNewAdmin, useTestApp } from '../../test/helpers.ts';
import { resultColumns } from './imports.columns.ts';

const ctx = useTestApp();
let clinic: TestClinic;
let doctor: { id: string; licenseNo: string };
let adminToken: string;
let userToken: string;
const call = apiCaller(ctx);

beforeAll(async () => {
  clinic = await createTestClinic(ctx);
  adminToken = (await signInAsNewAdmin(ctx)).token;
  userToken = (await registerUser(ctx.app)).token;
  doctor = await addTestDoctor(ctx, adminToken, clinic.clinicId);
}, 60_000);

/** A multipart upload of the workbook with the text fields. */
function upload(bytes: Buffer, fields: Record<string, string>, token = adminToken) {
  const boundary = '----jongdee-import';
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const file = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="ผลตรวจ.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/excel-imports/preview',
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([...parts, file]),
  });
}

async function template(query: string): Promise<ExcelJS.Workbook> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/excel-imports/template?${query}`,
    headers: bearer(adminToken),
  });
  expect(response.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return workbook;
}

/** The header row as text, indexed by Excel column number (the required mark is rich text). */
function headerTexts(sheet: ExcelJS.Worksheet): string[] {
  const texts: string[] = [];
  sheet.getRow(1).eachCell((cell, column) => {
    texts[column] = cell.text;
  });
  return texts;
}

/** Fills the template's first sheet from row 2 (over the example), by header text. */
async function filled(workbook: ExcelJS.Workbook, rows: Record<string, string>[]): Promise<Buffer> {
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('template has no sheet');
  const headers = headerTexts(sheet).map((text) => text.replace(' *', '').trim());
  sheet.spliceRows(2, sheet.rowCount);
  rows.forEach((row, index) => {
    const excelRow = sheet.getRow(index + 2);
    for (const [headerText, value] of Object.entries(row)) {
      const column = headers.indexOf(headerText);
      if (column < 1) throw new Error(`no column ${headerText}`);
      excelRow.getCell(column).value = value;
    }
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const importCount = async () => (await ctx.database.db.select().from(excelImports)).length;

/** A complete, normal row of the general form: every listed condition absent; the exam date left to default (the visit). */
function resultRow(bookingNo: string, idNumber: string, overrides: Record<string, string> = {}) {
  const absent = Object.fromEntries(
    CERTIFICATE_FORMS.general.items
      .filter((item) => item.kind === 'present_absent')
      .map((item) => [item.label, 'ไม่ปรากฏ']),
  );
  return {
    เลขที่การจอง: bookingNo,
    เลขประจำตัว: idNumber,
    เลขใบอนุญาตแพทย์: doctor.licenseNo,
    'น้ำหนักตัว (กก.)': '62',
    'ความสูง (ซม.)': '170',
    'ความดันโลหิต (มม.ปรอท)': '120/80',
    'ชีพจร (ครั้ง/นาที)': '72',
    สภาพร่างกายทั่วไป: 'ปกติ',
    ...absent,
    สรุปผล: CERTIFICATE_FORMS.general.conclusionLabels.fit,
    ...overrides,
  };
}

describe('importing examination results', () => {
  it('previews every row with Thai errors by row and column, writes nothing, then commits all and issues certificates', async () => {
    const booking = await createBookingAs(ctx, userToken, clinic, { examineeCount: 3, appointmentDate: daysAhead(2) });
    const people = await confirmedBookingWithExaminees(ctx, { admin: adminToken, user: userToken }, booking, 3);
    await checkInToday(ctx, adminToken, booking, people);
    const workbook = await template(`kind=examination_results&clinicId=${clinic.clinicId}&certificateType=general`);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('template has no sheet');
    expect(headerTexts(sheet)).toContain('เลขที่การจอง *');
    expect(headerTexts(sheet)).toContain('ความดันโลหิต (มม.ปรอท) *');

    const fields = { kind: 'examination_results', clinicId: clinic.clinicId, certificateType: 'general' };
    const ids = people.map((person) => person.idNumber);
    // Ids in the booking are shown masked to customers but admins read them whole.
    const fullIds = [0, 1, 2].map((index) => thaiIdFor(index));
    expect(ids.length).toBe(3);
    const bad = await filled(
      await template(`kind=examination_results&clinicId=${clinic.clinicId}&certificateType=general`),
      [
        resultRow(booking.bookingNo, fullIds[0] as string),
        resultRow(booking.bookingNo, fullIds[1] as string, { 'ความดันโลหิต (มม.ปรอท)': '120' }),
        resultRow(booking.bookingNo, fullIds[2] as string),
      ],
    );
    const preview = await upload(bad, fields);
    expect(preview.statusCode).toBe(201);
    const first: ImportPreview = preview.json().data;
    expect(first).toMatchObject({ status: 'previewed', rowsTotal: 3, rowsValid: 2 });
    expect(first.errors).toEqual([
      { row: 3, column: 'ความดันโลหิต (มม.ปรอท)', message: expect.stringContaining('120/80') },
    ]);
    expect(first.rows.map((row) => row.valid)).toEqual([true, false, true]);
    const refused = await call('POST', `/api/admin/excel-imports/${first.id}/commit`, adminToken, {});
    expect(refused.json().code).toBe('IMPORT_HAS_ERRORS');
    const stillAwaiting = (
      await call('GET', `/api/admin/examination-results?bookingId=${booking.id}&state=awaiting`, adminToken)
    ).json().data;
    expect(stillAwaiting.pagination.total).toBe(3);

    const good = await filled(
      await template(`kind=examination_results&clinicId=${clinic.clinicId}&certificateType=general`),
      [
        resultRow(booking.bookingNo, fullIds[0] as string),
        resultRow(booking.bookingNo, fullIds[1] as string),
        resultRow(booking.bookingNo, fullIds[2] as string, { สรุปผล: 'ไม่ผ่าน' }),
      ],
    );
    const second = await upload(good, fields);
    const secondPreview: ImportPreview = second.json().data;
    expect(secondPreview.errors).toEqual([
      { row: 4, column: 'สรุปผล', message: expect.stringContaining('สรุปผลต้องเป็น') },
    ]);
    const fixed = await upload(
      await filled(await template(`kind=examination_results&clinicId=${clinic.clinicId}&certificateType=general`), [
        resultRow(booking.bookingNo, fullIds[0] as string),
        resultRow(booking.bookingNo, fullIds[1] as string),
        resultRow(booking.bookingNo, fullIds[2] as string),
      ]),
      fields,
    );
    const ready: ImportPreview = fixed.json().data;
    expect(ready).toMatchObject({ rowsValid: 3, errors: [] });
    const committed = await call('POST', `/api/admin/excel-imports/${ready.id}/commit`, adminToken, {
      issueCertificates: true,
    });
    expect(committed.statusCode).toBe(200);
    expect(committed.json().data).toMatchObject({ status: 'committed', certificatesIssued: 3 });
    const certificates: Certificate[] = (await call('GET', `/api/certificates/booking/${booking.id}`, userToken)).json()
      .data;
    expect(certificates.map((item) => item.examineeId).sort()).toEqual(
      people.map((person: Examinee) => person.id).sort(),
    );
    expect((await call('POST', `/api/admin/excel-imports/${ready.id}/commit`, adminToken, {})).json().code).toBe(
      'IMPORT_NOT_PREVIEWED',
    );
    const history = (await call('GET', '/api/admin/excel-imports?kind=examination_results', adminToken)).json().data;
    expect(history.items[0]).toMatchObject({ id: ready.id, status: 'committed', rowsTotal: 3 });
  }, 60_000);
});

describe('importing results only after the visit', () => {
  it('refuses in Thai a row of someone not checked in, another exam date, an unconfirmed abnormal value and a pass without remark', async () => {
    const booking = await createBookingAs(ctx, userToken, clinic, {
      examineeCount: 3,
      appointmentDate: daysAhead(5),
      slotTime: '10:00',
    });
    const people = await confirmedBookingWithExaminees(ctx, { admin: adminToken, user: userToken }, booking, 3, 20);
    const [arrived, confirmedHigh] = people as [Examinee, Examinee, Examinee];
    await checkInToday(ctx, adminToken, booking, [arrived, confirmedHigh]);
    const fields = { kind: 'examination_results', clinicId: clinic.clinicId, certificateType: 'general' };
    const sheet = async (rows: Record<string, string>[]) =>
      filled(await template(`kind=examination_results&clinicId=${clinic.clinicId}&certificateType=general`), rows);
    const ids = [20, 21, 22].map((index) => thaiIdFor(index)) as [string, string, string];
    const preview: ImportPreview = (
      await upload(
        await sheet([
          resultRow(booking.bookingNo, ids[0], { วันที่ตรวจ: '01/01/2569' }),
          resultRow(booking.bookingNo, ids[1], { 'ความดันโลหิต (มม.ปรอท)': '165/100' }),
          resultRow(booking.bookingNo, ids[2]),
        ]),
        fields,
      )
    ).json().data;
    expect(preview.errors).toEqual([
      { row: 2, column: 'วันที่ตรวจ', message: expect.stringContaining('วันที่ตรวจต้องเป็นวันที่มาตรวจ') },
      { row: 3, column: 'ยืนยันค่านอกเกณฑ์ปกติ', message: expect.stringContaining('165/100') },
      { row: 4, column: '-', message: expect.stringContaining('ยังไม่ได้เช็กอิน') },
    ]);

    // Confirmed, the abnormal value still needs the doctor's remark with a passing conclusion.
    const unremarked: ImportPreview = (
      await upload(
        await sheet([
          resultRow(booking.bookingNo, ids[1], {
            'ความดันโลหิต (มม.ปรอท)': '165/100',
            ยืนยันค่านอกเกณฑ์ปกติ: 'ใช่',
          }),
        ]),
        fields,
      )
    ).json().data;
    expect(unremarked.errors).toEqual([
      { row: 2, column: 'หมายเหตุ', message: expect.stringContaining('กรุณาระบุหมายเหตุ') },
    ]);
    // An impossible value is refused outright, naming the item.
    const impossible: ImportPreview = (
      await upload(await sheet([resultRow(booking.bookingNo, ids[0], { 'ชีพจร (ครั้ง/นาที)': '400' })]), fields)
    ).json().data;
    expect(impossible.errors).toEqual([
      { row: 2, column: 'ชีพจร (ครั้ง/นาที)', message: expect.stringContaining('ชีพจรต้องอยู่ระหว่าง') },
    ]);

    const ready: ImportPreview = (
      await upload(
        await sheet([
          resultRow(booking.bookingNo, ids[0]),
          resultRow(booking.bookingNo, ids[1], {
            'ความดันโลหิต (มม.ปรอท)': '165/100',
            ยืนยันค่านอกเกณฑ์ปกติ: 'ใช่',
            หมายเหตุ: 'ความดันสูง แนะนำพบแพทย์',
          }),
        ]),
        fields,
      )
    ).json().data;
    expect(ready.errors).toEqual([]);
    expect((await call('POST', `/api/admin/excel-imports/${ready.id}/commit`, adminToken, {})).statusCode).toBe(200);
    const form = (await call('GET', `/api/admin/examination-results/examinee/${confirmedHigh.id}`, adminToken)).json()
      .data;
    expect(form.result.examDate).toBe(form.work.booking.appointmentDate);
    expect(form.result.items.find((item: { code: string }) => item.code === 'blood_pressure')).toMatchObject({
      value: '165/100',
      normal: false,
    });
  }, 60_000);
});

describe('importing examinees', () => {
  it('adds the examinees of a booking in one go, refusing a bad id and too many people', async () => {
    const booking = await createBookingAs(ctx, userToken, clinic, { examineeCount: 2, appointmentDate: daysAhead(4) });
    const workbook = await template(`kind=examinees&bookingId=${booking.id}`);
    const person = (firstName: string, idNumber: string) => ({
      คำนำหน้า: 'นาย',
      ชื่อ: firstName,
      นามสกุล: 'นำเข้า',
      เลขประจำตัว: idNumber,
      วันเกิด: '15/03/2530',
      เพศ: 'ชาย',
    });
    const tooMany = await upload(
      await filled(workbook, [
        person('หนึ่ง', thaiIdFor(10)),
        person('สอง', '1234567890123'),
        person('สาม', thaiIdFor(12)),
        person('สี่', thaiIdFor(13)),
      ]),
      { kind: 'examinees', bookingId: booking.id },
    );
    const preview: ImportPreview = tooMany.json().data;
    expect(preview.errors).toContainEqual({
      row: 3,
      column: 'เลขประจำตัว',
      message: 'เลขประจำตัวประชาชนไม่ถูกต้อง กรุณาตรวจสอบ 13 หลักอีกครั้ง',
    });
    expect(preview.errors.some((error) => error.message.includes('เกินจำนวน'))).toBe(true);

    const ok = await upload(
      await filled(await template(`kind=examinees&bookingId=${booking.id}`), [
        person('หนึ่ง', thaiIdFor(10)),
        person('สอง', thaiIdFor(11)),
      ]),
      { kind: 'examinees', bookingId: booking.id },
    );
    const ready: ImportPreview = ok.json().data;
    expect(ready.errors).toEqual([]);
    expect((await call('POST', `/api/admin/excel-imports/${ready.id}/commit`, adminToken, {})).statusCode).toBe(200);
    const saved = (await call('GET', `/api/bookings/${booking.id}`, userToken)).json().data;
    expect(saved.examinees.map((item: Examinee) => item.firstName)).toEqual(['หนึ่ง', 'สอง']);
    expect(saved.examinees[0].birthDate).toBe('1987-03-15');
  });
});

describe('refused workbooks', () => {
  const fields = () => ({ kind: 'examination_results', clinicId: clinic.clinicId, certificateType: 'general' });

  it.each<[string, () => Promise<Buffer> | Buffer, number, string]>([
    ['a PDF named .xlsx', () => Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n'), 415, 'EXCEL_NOT_XLSX'],
    ['a zip without a workbook', () => buildZip([zipEntry('readme.txt', 'hello')]), 415, 'EXCEL_NOT_XLSX'],
    [
      'a sheet with an external entity',
      () =>
        buildZip(
          workbookEntries({
            sheets: [
              {
                name: 'ผลตรวจ',
                xml: `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>${inlineSheet([['เลขที่การจอง'], ['&e;']])}`,
              },
            ],
          }),
        ),
      400,
      'EXCEL_UNSAFE',
    ],
    [
      'a zip bomb',
      async () =>
        buildZip([
          ...workbookEntries({ sheets: [{ name: 'a', xml: inlineSheet([['x']]) }] }),
          await zeroBombEntry('xl/media/bomb.bin', 200),
        ]),
      400,
      'EXCEL_UNSAFE',
    ],
  ])('refuses %s (%i) and writes nothing', async (_, make, status, code) => {
    const before = await importCount();
    const response = await upload(await make(), fields());
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe(code);
    expect(await importCount()).toBe(before);
  });

  it('stops at the blank rows of a sheet half a million rows long with a Thai 413, and keeps answering', async () => {
    const headers = resultColumns('general', [doctor.licenseNo])
      .filter((column) => column.required)
      .map((column) => column.header);
    const rows = [inlineSheet([headers, ['BK-1']]).match(/<sheetData>(.*)<\/sheetData>/)?.[1] ?? ''];
    for (let number = 3; number <= 600_000; number++) rows.push(`<row r="${number}"/>`);
    const bytes = buildZip(workbookEntries({ sheets: [{ name: 'ผลตรวจ', xml: sheetXml(rows.join('')) }] }));
    const before = await importCount();
    const [response, health] = await Promise.all([
      upload(bytes, fields()),
      ctx.app.inject({ method: 'GET', url: '/api/health' }),
    ]);
    expect([response.statusCode, response.json().code]).toEqual([413, 'EXCEL_SHEET_TOO_LONG']);
    expect(response.json().error).toContain('6,001 แถว');
    expect(health.statusCode).toBe(200);
    expect(await importCount()).toBe(before);
  });

  it('refuses a clinic day outside the years 2000–2200 with a Thai 400 on the date field', async () => {
    for (const date of ['0000-01-01', '9999-12-31']) {
      const response = await upload(Buffer.from('x'), { ...fields(), date });
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toContainEqual({ field: 'date', message: 'ปีของวันที่ต้องอยู่ระหว่าง ค.ศ. 2000–2200' });
    }
  });

  it('refuses too many rows, missing columns and bad cells before anything is written', async () => {
    const before = await importCount();
    const rows = Array.from({ length: 5001 }, (_, index) => ({ เลขที่การจอง: `BK-${index}` }));
    const workbook = await template(`kind=examination_results&clinicId=${clinic.clinicId}&certificateType=general`);
    const tooMany = await upload(await filled(workbook, rows), fields());
    expect([tooMany.statusCode, tooMany.json().code]).toEqual([413, 'EXCEL_TOO_MANY_ROWS']);
    const headersOnly = new ExcelJS.Workbook();
    headersOnly.addWorksheet('x').addRow(['ชื่อ']);
    headersOnly.worksheets[0]?.addRow(['สมชาย']);
    const wrong = await upload(Buffer.from(await headersOnly.xlsx.writeBuffer()), fields());
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'EXCEL_WRONG_HEADERS']);
    expect(wrong.json().error).toContain('เลขที่การจอง');
    expect(await importCount()).toBe(before);
    const noKind = await upload(Buffer.from('x'), {});
    expect(noKind.statusCode).toBe(400);
    expect((await upload(Buffer.from('x'), fields(), userToken)).statusCode).toBe(403);
  }, 60_000);
});
