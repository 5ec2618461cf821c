import type { Booking, Certificate, ReportSummary } from '@jongdee/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, certificates, clinics, payments } from '../../db/schema.ts';
import { addDays } from '../../lib/clinic-time.ts';
import { createBookingAs, daysAhead } from '../../test/booking-factory.ts';
import { createTestClinic, type TestClinic } from '../../test/clinic-factory.ts';
import { addTestDoctor, certifyExaminees, confirmedBookingWithExaminees, payInCash } from '../../test/exam-factory.ts';
import { apiCaller, bearer, useStaffAndCustomer, useTestApp } from '../../test/helpers.ts';
import { reportExportTexts as texts } from './reports.texts.ts';

// A report over three Bangkok days (A … A+2) against a fixture whose every figure is known: bookings,
// payments and certificates made through the API, then given chosen times just inside and just
// outside the range by direct updates (the API stamps "now").

const ctx = useTestApp();
const call = apiCaller(ctx);
const tokens = useStaffAndCustomer(ctx, { firstName: 'สมหญิง', lastName: 'รักดี' });
let clinicA: TestClinic;
let clinicB: TestClinic;
const A = daysAhead(20);
const range = { from: A, to: addDays(A, 2) };
/** An instant of a Bangkok day. */
const at = (date: string, time: string) => new Date(`${date}T${time}:00+07:00`);
const FORMULA_NAME = '=HYPERLINK("http://evil.example","คลิก")';
let b1: Booking;

const summaryUrl = (query: Record<string, string>) =>
  `/api/admin/reports/summary?${new URLSearchParams(query).toString()}`;
const exportUrl = (query: Record<string, string>) =>
  `/api/admin/reports/export?${new URLSearchParams(query).toString()}`;

async function summary(query: Record<string, string> = range): Promise<ReportSummary> {
  const response = await call('GET', summaryUrl(query), tokens.admin);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function book(clinic: TestClinic, date: string, slotTime: string, examineeCount: number, createdAt: Date) {
  const booking = await createBookingAs(ctx, tokens.user, clinic, { appointmentDate: date, slotTime, examineeCount });
  await ctx.database.db.update(bookings).set({ createdAt }).where(eq(bookings.id, booking.id));
  return booking;
}

/** Staff record a cash payment, verified at once; then its verification time is set. */
async function payCash(booking: Booking, verifiedAt: Date): Promise<string> {
  const id = await payInCash(ctx, tokens.admin, booking);
  await ctx.database.db.update(payments).set({ verifiedAt }).where(eq(payments.id, id));
  return id;
}

beforeAll(async () => {
  clinicA = await createTestClinic(ctx, { price: 80_000 });
  clinicB = await createTestClinic(ctx, { price: 50_000 });
  const db = ctx.database.db;
  await db.update(clinics).set({ name: FORMULA_NAME }).where(eq(clinics.id, clinicA.clinicId));
  await db.update(clinics).set({ name: 'คลินิกบี' }).where(eq(clinics.id, clinicB.clinicId));

  // b1: clinic A, on day A, three examinees, paid in cash at the range's first instant; three
  // certificates: one valid in the range, one revoked in it, one issued just after it.
  b1 = await book(clinicA, A, '09:00', 3, at(A, '08:00'));
  const doctorId = (await addTestDoctor(ctx, tokens.admin, clinicA.clinicId)).id;
  const people = await confirmedBookingWithExaminees(ctx, tokens, b1, 3);
  await payCash(b1, at(A, '00:00'));
  const issued = await certifyExaminees(ctx, tokens.admin, b1, people, doctorId);
  // Certifying checked them in today (the factory brings the appointment to today): back to day A.
  await db.update(bookings).set({ appointmentDate: A }).where(eq(bookings.id, b1.id));
  const [valid, revoked, later] = issued as [Certificate, Certificate, Certificate];
  expect(
    (await call('POST', `/api/admin/certificates/${revoked.id}/revoke`, tokens.admin, { reason: 'พิมพ์ชื่อผิด' }))
      .statusCode,
  ).toBe(200);
  await db
    .update(certificates)
    .set({ issuedAt: at(addDays(A, 1), '10:00') })
    .where(eq(certificates.id, valid.id));
  await db
    .update(certificates)
    .set({ issuedAt: at(addDays(A, 2), '23:59') })
    .where(eq(certificates.id, revoked.id));
  await db
    .update(certificates)
    .set({ issuedAt: at(addDays(A, 3), '00:00') })
    .where(eq(certificates.id, later.id));

  // b2: clinic A, day A+1, unpaid.
  await book(clinicA, addDays(A, 1), '10:00', 1, at(addDays(A, 1), '12:00'));
  // b3: clinic B, day A+2, paid in the range's last minute.
  const b3 = await book(clinicB, addDays(A, 2), '10:00', 3, at(addDays(A, 2), '01:00'));
  await payCash(b3, at(addDays(A, 2), '23:59'));
  // b4: clinic B, made and paid the minute before the range, cancelled, refunded at its first instant.
  const b4 = await book(clinicB, addDays(A, 5), '10:00', 1, at(addDays(A, -1), '23:59'));
  const refunded = await payCash(b4, at(addDays(A, -1), '23:59'));
  expect(
    (await call('PATCH', `/api/bookings/${b4.id}/cancel`, tokens.admin, { reason: 'ลูกค้าขอยกเลิก' })).statusCode,
  ).toBe(200);
  expect(
    (await call('POST', `/api/admin/payments/${refunded}/refund`, tokens.admin, { note: 'โอนคืน อ้างอิง 123' }))
      .statusCode,
  ).toBe(200);
  await db
    .update(payments)
    .set({ refundedAt: at(A, '00:00') })
    .where(eq(payments.id, refunded));
  // b5: clinic A, day A, cancelled: counted as made, not as examinees.
  const b5 = await book(clinicA, A, '11:00', 4, at(A, '09:00'));
  expect(
    (await call('PATCH', `/api/bookings/${b5.id}/cancel`, tokens.admin, { reason: 'ลูกค้าขอยกเลิก' })).statusCode,
  ).toBe(200);
  // b6: clinic A, the first instant after the range: counts nowhere.
  const b6 = await book(clinicA, addDays(A, 3), '10:00', 1, at(addDays(A, 3), '00:00'));
  await payCash(b6, at(addDays(A, 3), '00:00'));
}, 120_000);

describe('GET /api/admin/reports/summary', () => {
  it('sums money verified in the range, refunds by their own date, and the net', async () => {
    const data = await summary();
    expect(data).toMatchObject({ from: range.from, to: range.to, clinicId: null, timeZone: 'Asia/Bangkok' });
    expect(data.revenue).toEqual({
      gross: 240_000 + 150_000,
      payments: 2,
      refunds: 50_000,
      refundCount: 1,
      net: 240_000 + 150_000 - 50_000,
    });
  });

  it('counts bookings made in the range by status, examinees of its appointments, certificates by type', async () => {
    const data = await summary();
    const b1Status: Booking['status'] = (await call('GET', `/api/bookings/${b1.id}`, tokens.admin)).json().data.status;
    expect(data.bookings.total).toBe(4);
    const expected = { pending_payment: 1, payment_review: 0, confirmed: 1, completed: 0, cancelled: 1, expired: 0 };
    expected[b1Status as keyof typeof expected] += 1;
    expect(data.bookings.byStatus).toEqual(expected);
    expect(data.examinees).toEqual({ booked: 3 + 1 + 3, registered: 3 });
    expect(data.certificates.valid).toBe(1);
    expect(data.certificates.revoked).toBe(1);
    expect(data.certificates.byType.general).toEqual({ valid: 1, revoked: 1 });
    expect(data.certificates.byType.driving_licence).toEqual({ valid: 0, revoked: 0 });
  });

  it('breaks the figures down per clinic and per service', async () => {
    const data = await summary();
    expect(data.clinics).toEqual([
      { id: clinicA.clinicId, name: FORMULA_NAME, revenue: 240_000, refunds: 0, bookings: 3, examinees: 4 },
      { id: clinicB.clinicId, name: 'คลินิกบี', revenue: 150_000, refunds: 50_000, bookings: 1, examinees: 3 },
    ]);
    expect(data.services.map(({ id, name: _, ...figures }) => ({ id, ...figures }))).toEqual([
      { id: clinicA.serviceId, revenue: 240_000, refunds: 0, bookings: 3, examinees: 4 },
      { id: clinicB.serviceId, revenue: 150_000, refunds: 50_000, bookings: 1, examinees: 3 },
    ]);
  });

  it('gives every day of the range, zeros included', async () => {
    const data = await summary();
    expect(data.daily).toEqual([
      { date: A, revenue: 240_000, bookings: 2, certificates: 0 },
      { date: addDays(A, 1), revenue: 0, bookings: 1, certificates: 1 },
      { date: addDays(A, 2), revenue: 150_000, bookings: 1, certificates: 1 },
    ]);
    const year = await summary({ from: addDays(A, -300), to: addDays(A, 65) });
    expect(year.daily).toHaveLength(366);
    expect(year.daily.reduce((sum, day) => sum + day.revenue, 0)).toBe(year.revenue.gross);
  });

  it('narrows everything to one clinic', async () => {
    const data = await summary({ ...range, clinicId: clinicB.clinicId });
    expect(data.clinicId).toBe(clinicB.clinicId);
    expect(data.revenue).toEqual({ gross: 150_000, payments: 1, refunds: 50_000, refundCount: 1, net: 100_000 });
    expect(data.bookings.total).toBe(1);
    expect(data.examinees).toEqual({ booked: 3, registered: 0 });
    expect(data.certificates).toMatchObject({ valid: 0, revoked: 0 });
    expect(data.clinics.map((clinic) => clinic.id)).toEqual([clinicB.clinicId]);
    expect(data.daily.map((day) => day.revenue)).toEqual([0, 0, 150_000]);
  });

  it('is for admins only: 401 without a session, 403 for a user', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: summaryUrl(range) })).statusCode).toBe(401);
    expect((await call('GET', summaryUrl(range), tokens.user)).statusCode).toBe(403);
    expect((await call('GET', exportUrl(range), tokens.user)).statusCode).toBe(403);
  });

  it.each([
    [{ from: '2026-03-10', to: '2026-03-01' }, 'วันเริ่มต้นต้องไม่อยู่หลังวันสิ้นสุด'],
    [{ from: '2025-01-01', to: '2026-01-02' }, 'ไม่เกิน 366 วัน'],
    [{ from: '2026-02-30', to: '2026-03-01' }, 'ไม่มีวันที่นี้ในปฏิทิน'],
    [{ from: '2026-03-01' }, 'กรุณาเลือกวันที่'],
    [{ from: '2026-03-01', to: '2026-03-02', clinicId: 'abc' }, 'รหัสคลินิกไม่ถูกต้อง'],
  ])('refuses a bad range %j with a Thai 400', async (query, message) => {
    for (const url of [summaryUrl(query), exportUrl(query)]) {
      const response = await call('GET', url, tokens.admin);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
  });

  it('takes a whole leap year (366 days)', async () => {
    expect((await call('GET', summaryUrl({ from: '2028-01-01', to: '2028-12-31' }), tokens.admin)).statusCode).toBe(
      200,
    );
  });
});

describe('GET /api/admin/reports/export', () => {
  it('writes สรุป, รายคลินิก, รายบริการ, รายวัน whose totals equal the summary, formulas neutralised', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: exportUrl(range), headers: bearer(tokens.admin) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="report-\d{6}-\d{6}\.xlsx"$/);
    const data = await summary();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as never);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['สรุป', 'รายคลินิก', 'รายบริการ', 'รายวัน']);

    const sheet = (name: string) => workbook.getWorksheet(name) as ExcelJS.Worksheet;
    const byLabel = new Map<string, ExcelJS.Cell>();
    sheet('สรุป').eachRow((row) => byLabel.set(String(row.getCell(1).value), row.getCell(2)));
    const s = texts.summary;
    expect(byLabel.get(s.revenue)?.value).toBe(data.revenue.gross / 100);
    expect(byLabel.get(s.revenue)?.numFmt).toBe('#,##0.00');
    expect(byLabel.get(s.refunds)?.value).toBe(data.revenue.refunds / 100);
    expect(byLabel.get(s.net)?.value).toBe(data.revenue.net / 100);
    expect(byLabel.get(s.bookings)?.value).toBe(data.bookings.total);
    expect(byLabel.get(s.examineesBooked)?.value).toBe(data.examinees.booked);
    expect(byLabel.get(s.certificatesValid)?.value).toBe(data.certificates.valid);
    // Buddhist-Era dates, e.g. "23 พ.ย. 2569".
    expect(String(byLabel.get(s.from)?.value)).toContain(String(Number(A.slice(0, 4)) + 543));

    const clinicsSheet = sheet('รายคลินิก');
    expect(clinicsSheet.getRow(1).getCell(2).value).toBe(texts.groups.revenue);
    const formulaCell = clinicsSheet.getRow(2).getCell(1);
    expect(formulaCell.value).toBe(`'${FORMULA_NAME}`);
    expect(formulaCell.type).toBe(ExcelJS.ValueType.String);
    const totalRow = clinicsSheet.getRow(clinicsSheet.rowCount);
    expect(totalRow.getCell(1).value).toBe(texts.groups.total);
    expect(totalRow.getCell(2).value).toBe(data.revenue.gross / 100);
    expect(totalRow.getCell(5).value).toBe(data.bookings.total);

    const daily = sheet('รายวัน');
    expect(daily.rowCount).toBe(1 + data.daily.length);
    let revenue = 0;
    let made = 0;
    daily.eachRow((row, index) => {
      if (index === 1) return;
      revenue += Number(row.getCell(2).value);
      made += Number(row.getCell(3).value);
    });
    expect(Math.round(revenue * 100)).toBe(data.revenue.gross);
    expect(made).toBe(data.bookings.total);
  });
});
