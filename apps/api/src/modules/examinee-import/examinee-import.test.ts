import type { Booking, ExamineeImportPreview } from '@jongdee/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBookingAs, slotSequence } from '../../test/booking-factory.ts';
import { createTestClinic, type TestClinic } from '../../test/clinic-factory.ts';
import { thaiIdFor } from '../../test/exam-factory.ts';
import { apiCaller, bearer, registerUser, signInAsNewAdmin, useTestApp } from '../../test/helpers.ts';

const ctx = useTestApp();
const call = apiCaller(ctx);
const nextSlot = slotSequence(4);
let clinic: TestClinic;
let owner: string;
let stranger: string;
let admin: string;

beforeAll(async () => {
  clinic = await createTestClinic(ctx, { capacityPerSlot: 20 });
  owner = (await registerUser(ctx.app)).token;
  stranger = (await registerUser(ctx.app)).token;
  admin = (await signInAsNewAdmin(ctx)).token;
}, 60_000);

const bookingOf = (count: number, token = owner) =>
  createBookingAs(ctx, token, clinic, { examineeCount: count, ...nextSlot() });

/** One tab-separated line in the template's order: title, first, last, id type, id, nationality, birth, gender, phone. */
const line = (index: number, overrides: Partial<Record<'title' | 'id' | 'birth' | 'phone' | 'first', string>> = {}) =>
  [
    overrides.title ?? 'นาย',
    overrides.first ?? `สมชาย${index}`,
    `ใจดี${index}`,
    '',
    overrides.id ?? thaiIdFor(index),
    '',
    overrides.birth ?? '15/03/2535',
    'ชาย',
    overrides.phone ?? '081-234-5678',
  ].join('\t');
const paste = (...lines: string[]) => ({ text: `${lines.join('\r\n')}\r\n\r\n` });

const url = (booking: Pick<Booking, 'id'>, step: 'preview' | 'commit') =>
  `/api/bookings/${booking.id}/examinees/import/${step}`;

async function examineesOf(booking: Pick<Booking, 'id'>) {
  const response = await call('GET', `/api/bookings/${booking.id}`, owner);
  return (response.json().data as Booking).examinees;
}

function multipart(parts: { name: string; value: Buffer | string; fileName?: string }[]) {
  const boundary = '----jongdee-examinees';
  const body = Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.fileName ? `; filename="${part.fileName}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet` : ''}\r\n\r\n`,
      ),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body };
}

describe('preview of pasted rows', () => {
  it('lists a bad row with its Thai errors by row and column, and writes nothing', async () => {
    const booking = await bookingOf(5);
    const response = await call(
      'POST',
      url(booking, 'preview'),
      owner,
      paste(line(0), line(1, { id: '1234567890123' }), line(2, { birth: '31/02/2535', phone: '12345' })),
    );
    expect(response.statusCode).toBe(200);
    const preview = response.json().data as ExamineeImportPreview;
    expect(preview).toMatchObject({ rowsTotal: 3, rowsValid: 1, examineeCount: 5, examineesFilled: 0, room: 5 });
    expect(preview.rows.map((row) => [row.row, row.valid])).toEqual([
      [1, true],
      [2, false],
      [3, false],
    ]);
    expect(preview.errors).toContainEqual({
      row: 2,
      column: 'เลขประจำตัว',
      message: 'เลขประจำตัวประชาชนไม่ถูกต้อง กรุณาตรวจสอบ 13 หลักอีกครั้ง',
    });
    expect(preview.errors.filter((error) => error.row === 3).map((error) => error.column)).toEqual(
      expect.arrayContaining(['วันเกิด', 'เบอร์โทรศัพท์']),
    );
    for (const error of preview.errors) expect(error.message).toMatch(/[\u0E00-\u0E7F]/);
    // Dates are read as the sheet's are (BE → CE), and the row keeps what was pasted.
    expect(preview.rows[0]?.values).toMatchObject({ title: 'นาย', birthDate: '1992-03-15', idNumber: thaiIdFor(0) });
    expect(await examineesOf(booking)).toEqual([]);
  });

  it('says when Excel shortened an id to scientific notation, instead of a wrong check digit', async () => {
    const booking = await bookingOf(1);
    const response = await call('POST', url(booking, 'preview'), owner, paste(line(5, { id: '1.10170E+12' })));
    expect((response.json().data as ExamineeImportPreview).errors).toEqual([
      { row: 1, column: 'เลขประจำตัว', message: expect.stringContaining('Excel ย่อเลขนี้เป็น 1.10170E+12') },
    ]);
  });

  it('reads a header row in Thai or English, in any column order', async () => {
    const booking = await bookingOf(2);
    const text = [
      'Last name\tFirst name\tTitle\tNational ID\tDate of birth',
      `ใจงาม\tสมศรี\tนางสาว\t${thaiIdFor(3)}\t1990-05-17`,
    ].join('\n');
    const response = await call('POST', url(booking, 'preview'), owner, { text });
    const preview = response.json().data as ExamineeImportPreview;
    expect(preview.errors).toEqual([]);
    expect(preview.rows).toEqual([
      {
        row: 2,
        valid: true,
        values: expect.objectContaining({
          title: 'นางสาว',
          firstName: 'สมศรี',
          lastName: 'ใจงาม',
          idNumber: thaiIdFor(3),
          birthDate: '1990-05-17',
        }),
      },
    ]);
  });

  it('marks the same id twice in the paste, or one already in the booking, as a row error', async () => {
    const booking = await bookingOf(5);
    await call('POST', `/api/bookings/${booking.id}/examinees`, owner, {
      title: 'นาย',
      firstName: 'มีแล้ว',
      lastName: 'ในการจอง',
      idNumber: thaiIdFor(10),
    });
    const response = await call('POST', url(booking, 'preview'), owner, paste(line(10), line(11), line(11)));
    const preview = response.json().data as ExamineeImportPreview;
    expect(preview).toMatchObject({ examineesFilled: 1, room: 4, rowsValid: 1 });
    const duplicate = 'ผู้เข้ารับการตรวจคนนี้ซ้ำกับแถวอื่นหรือมีอยู่ในการจองแล้ว';
    expect(preview.errors).toEqual([
      { row: 1, column: 'เลขประจำตัว', message: duplicate },
      { row: 3, column: 'เลขประจำตัว', message: duplicate },
    ]);
  });

  it('refuses nothing pasted, more than 200 rows and text past the limit with Thai messages', async () => {
    const booking = await bookingOf(5);
    const empty = await call('POST', url(booking, 'preview'), owner, { text: '\r\n\t\t\r\n' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('EXAMINEE_IMPORT_EMPTY');
    const many = Array.from({ length: 201 }, (_, index) => line(index)).join('\n');
    const tooMany = await call('POST', url(booking, 'preview'), owner, { text: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      code: 'EXAMINEE_IMPORT_TOO_MANY_ROWS',
      error: expect.stringContaining('200'),
    });
    const long = await call('POST', url(booking, 'preview'), owner, { text: 'ก'.repeat(100_001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().details[0].message).toMatch(/ยาวเกิน/);
    const nothing = await call('POST', url(booking, 'preview'), owner, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error).toMatch(/[\u0E00-\u0E7F]/);
  });
});

describe('commit', () => {
  it('writes every row with the form’s normalisation, and answers the booking', async () => {
    const booking = await bookingOf(5);
    const response = await call(
      'POST',
      url(booking, 'commit'),
      owner,
      paste(
        line(20),
        line(21, { id: `${thaiIdFor(21).slice(0, 1)}-${thaiIdFor(21).slice(1, 5)}-${thaiIdFor(21).slice(5)}` }),
      ),
    );
    expect(response.statusCode).toBe(201);
    const saved = (response.json().data as Booking).examinees;
    expect(saved).toHaveLength(2);
    expect(saved[1]).toMatchObject({
      title: 'นาย',
      firstName: 'สมชาย21',
      idType: 'thai_id',
      idNumber: thaiIdFor(21),
      nationality: 'ไทย',
      birthDate: '1992-03-15',
      gender: 'male',
      phone: '0812345678',
    });
    expect(await examineesOf(booking)).toHaveLength(2);
  });

  it('writes nothing when one row is bad, and answers 400 with every row error', async () => {
    const booking = await bookingOf(5);
    const response = await call(
      'POST',
      url(booking, 'commit'),
      owner,
      paste(line(30), line(31), line(32, { title: 'ท่าน' })),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'EXAMINEE_IMPORT_HAS_ERRORS',
      details: [{ field: 'rows.3.title', message: expect.stringMatching(/[\u0E00-\u0E7F]/) }],
    });
    expect(await examineesOf(booking)).toEqual([]);
  });

  it('refuses more people than the booking has room for (409), counting those already in it', async () => {
    const booking = await bookingOf(3);
    expect((await call('POST', url(booking, 'commit'), owner, paste(line(40)))).statusCode).toBe(201);
    const response = await call('POST', url(booking, 'commit'), owner, paste(line(41), line(42), line(43)));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'EXAMINEE_IMPORT_OVER_ROOM',
      error: expect.stringContaining('เพิ่มผู้เข้าตรวจได้อีก 2 คน'),
    });
    expect(await examineesOf(booking)).toHaveLength(1);
  });

  it('lets parallel commits together add no more than the booking’s count', async () => {
    const booking = await bookingOf(5);
    const batches = [0, 1, 2, 3].map((batch) => paste(...[0, 1, 2].map((index) => line(100 + batch * 3 + index))));
    const answers = await Promise.all(batches.map((body) => call('POST', url(booking, 'commit'), owner, body)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    expect(await examineesOf(booking)).toHaveLength(3);
  });

  it('never lets a commit and the examinee form together go past the count', async () => {
    const booking = await bookingOf(3);
    expect((await call('POST', url(booking, 'commit'), owner, paste(line(140)))).statusCode).toBe(201);
    const [commit, form] = await Promise.all([
      call('POST', url(booking, 'commit'), owner, paste(line(141), line(142))),
      call('POST', `/api/bookings/${booking.id}/examinees`, owner, {
        title: 'นาง',
        firstName: 'แบบฟอร์ม',
        lastName: 'ทีละคน',
        idNumber: thaiIdFor(143),
      }),
    ]);
    expect([commit.statusCode, form.statusCode].sort()).toEqual([201, 409]);
    expect(await examineesOf(booking)).toHaveLength(commit.statusCode === 201 ? 3 : 2);
  });

  it('is refused once the booking no longer takes examinees (cancelled)', async () => {
    const booking = await bookingOf(2);
    await call('PATCH', `/api/bookings/${booking.id}/cancel`, owner, { reason: 'เปลี่ยนแผน' });
    const preview = await call('POST', url(booking, 'preview'), owner, paste(line(50)));
    expect(preview.statusCode).toBe(409);
    expect(preview.json().code).toBe('EXAMINEES_LOCKED');
    const commit = await call('POST', url(booking, 'commit'), owner, paste(line(50)));
    expect(commit.statusCode).toBe(409);
    expect(await examineesOf(booking)).toEqual([]);
  });
});

describe('who may import', () => {
  it('answers another customer 404 for preview, commit and template, and lets staff import', async () => {
    const booking = await bookingOf(2);
    for (const step of ['preview', 'commit'] as const) {
      const response = await call('POST', url(booking, step), stranger, paste(line(60)));
      expect(response.statusCode).toBe(404);
    }
    const template = await call('GET', `/api/bookings/${booking.id}/examinees/import/template`, stranger);
    expect(template.statusCode).toBe(404);
    const anonymous = await ctx.app.inject({ method: 'POST', url: url(booking, 'preview'), payload: paste(line(60)) });
    expect(anonymous.statusCode).toBe(401);
    expect(await examineesOf(booking)).toEqual([]);
    const byStaff = await call('POST', url(booking, 'commit'), admin, paste(line(61)));
    expect(byStaff.statusCode).toBe(201);
  });
});

describe('the .xlsx template', () => {
  it('is the staff template, for the owner; filled in and uploaded it previews and commits', async () => {
    const booking = await bookingOf(3);
    const download = await call('GET', `/api/bookings/${booking.id}/examinees/import/template`, owner);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain(booking.bookingNo);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('template has no sheet');
    const headers: string[] = [];
    sheet.getRow(1).eachCell((cell, column) => {
      headers[column] = cell.text.replace(' *', '').trim();
    });
    sheet.spliceRows(2, sheet.rowCount);
    const people = [
      { คำนำหน้า: 'นาง', ชื่อ: 'มาลี', นามสกุล: 'ศรีสุข', เลขประจำตัว: thaiIdFor(70), วันเกิด: '1 ม.ค. 2520' },
      { คำนำหน้า: 'นาย', ชื่อ: 'ทองดี', นามสกุล: 'มีสุข', เลขประจำตัว: '1111111111111' },
    ];
    people.forEach((person, index) => {
      const row = sheet.getRow(index + 2);
      for (const [header, value] of Object.entries(person)) row.getCell(headers.indexOf(header)).value = value;
      row.commit();
    });
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const send = (step: 'preview' | 'commit') =>
      ctx.app.inject({
        method: 'POST',
        url: url(booking, step),
        ...(({ headers, payload }) => ({ headers: { ...headers, ...bearer(owner) }, payload }))(
          multipart([{ name: 'file', value: bytes, fileName: 'รายชื่อ.xlsx' }]),
        ),
      });
    const preview = (await send('preview')).json().data as ExamineeImportPreview;
    expect(preview.rows.map((row) => [row.row, row.valid])).toEqual([
      [2, true],
      [3, false],
    ]);
    expect(preview.rows[0]?.values.birthDate).toBe('1977-01-01');
    expect((await send('commit')).statusCode).toBe(400);
    expect(await examineesOf(booking)).toEqual([]);

    // The bad row fixed: the same file commits.
    sheet.getRow(3).getCell(headers.indexOf('เลขประจำตัว')).value = thaiIdFor(71);
    const fixed = Buffer.from(await workbook.xlsx.writeBuffer());
    const commit = await ctx.app.inject({
      method: 'POST',
      url: url(booking, 'commit'),
      ...(({ headers, payload }) => ({ headers: { ...headers, ...bearer(owner) }, payload }))(
        multipart([{ name: 'file', value: fixed, fileName: 'รายชื่อ.xlsx' }]),
      ),
    });
    expect(commit.statusCode).toBe(201);
    expect((commit.json().data as Booking).examinees.map((person) => person.firstName)).toEqual(['มาลี', 'ทองดี']);
  });

  it('takes the pasted text as a multipart field too, and refuses a file and text together', async () => {
    const booking = await bookingOf(2);
    const asField = await ctx.app.inject({
      method: 'POST',
      url: url(booking, 'preview'),
      ...(({ headers, payload }) => ({ headers: { ...headers, ...bearer(owner) }, payload }))(
        multipart([{ name: 'text', value: paste(line(80)).text }]),
      ),
    });
    expect(asField.statusCode).toBe(200);
    expect((asField.json().data as ExamineeImportPreview).rowsValid).toBe(1);
    const both = await ctx.app.inject({
      method: 'POST',
      url: url(booking, 'preview'),
      ...(({ headers, payload }) => ({ headers: { ...headers, ...bearer(owner) }, payload }))(
        multipart([
          { name: 'text', value: paste(line(80)).text },
          { name: 'file', value: Buffer.from('PK'), fileName: 'a.xlsx' },
        ]),
      ),
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().code).toBe('EXAMINEE_IMPORT_NO_INPUT');
    const notExcel = await ctx.app.inject({
      method: 'POST',
      url: url(booking, 'preview'),
      ...(({ headers, payload }) => ({ headers: { ...headers, ...bearer(owner) }, payload }))(
        multipart([{ name: 'file', value: Buffer.from('%PDF-1.4 not a workbook'), fileName: 'a.xlsx' }]),
      ),
    });
    expect(notExcel.statusCode).toBeGreaterThanOrEqual(400);
    expect(notExcel.statusCode).toBeLessThan(500);
    expect(notExcel.json().error).toMatch(/[\u0E00-\u0E7F]/);
  });
});
