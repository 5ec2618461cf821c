import type { Booking, Payment } from '@jongdee/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema.ts';
import { distinctSlip, KBANK_SLIP_QR, slipImage } from '../../lib/slips/slip-fixtures.ts';
import { parseSlipQr } from '../../lib/slips/slip-qr.ts';
import { createBookingAs, slotSequence } from '../../test/booking-factory.ts';
import { createTestClinic, type TestClinic } from '../../test/clinic-factory.ts';
import { apiCaller, bearer, registerUser, signInAsNewAdmin, useTestApp } from '../../test/helpers.ts';
import { sweepStoredFiles } from '../files/files.jobs.ts';

const ctx = useTestApp();
let clinic: TestClinic;
let adminToken: string;
let userToken: string;
let otherToken: string;
let slip: Buffer;

// Slip QR vectors of docs/thai.md §2, one per payment that must not collide with another.
const SCB_SLIP_QR = '0046000600000101030140225202506302Y3bapSlYwdBhB9l45102TH9104C051';
const BBL_SLIP_QR = '004000060000010103002021900021231231212000115102TH91049C30';

beforeAll(async () => {
  clinic = await createTestClinic(ctx, { price: 80_000 });
  adminToken = (await signInAsNewAdmin(ctx)).token;
  userToken = (await registerUser(ctx.app)).token;
  otherToken = (await registerUser(ctx.app)).token;
  slip = await slipImage({ qrs: [{ text: KBANK_SLIP_QR, left: 700, top: 1500, scale: 6 }] });
}, 60_000);

const call = apiCaller(ctx);

const nextSlot = slotSequence();
/** A booking of its own (its own slot) with its open payment, for `token`. */
async function openPayment(token: string): Promise<{ booking: Booking; payment: Payment }> {
  const booking = await createBookingAs(ctx, token, clinic, nextSlot());
  const payment = (await call('POST', '/api/payments', token, { bookingId: booking.id, method: 'promptpay' })).json()
    .data;
  return { booking, payment };
}

const asDataUrl = (bytes: Buffer, mime = 'image/jpeg') => `data:${mime};base64,${bytes.toString('base64')}`;
const upload = (token: string, paymentId: string, slipImage: string) =>
  call('POST', `/api/payments/${paymentId}/slip`, token, { slipImage });

/** A multipart body with the slip file and text fields, the fields before the file or after it. */
function multipart(
  bytes: Buffer,
  fields: Record<string, string> = {},
  order: 'fields-first' | 'file-first' = 'fields-first',
) {
  const boundary = '----jongdee-test-boundary';
  const fieldParts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const filePart = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="slipImage"; filename="slip.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    bytes,
    Buffer.from('\r\n'),
  ]);
  const parts = order === 'fields-first' ? [...fieldParts, filePart] : [filePart, ...fieldParts];
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Every object in the store, temporary ones included. */
async function filesOnDisk(): Promise<number> {
  let count = 0;
  for await (const _entry of ctx.storage.scan()) count += 1;
  return count;
}

describe('POST /api/payments/{id}/slip', () => {
  it('takes a JSON data URL: the payment waits for review with the QR read, the booking too, and the owner is told', async () => {
    const { booking, payment } = await openPayment(userToken);
    const response = await upload(userToken, payment.id, asDataUrl(slip));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'submitted',
      slip: { qr: { bankCode: '004', bankName: 'ธนาคารกสิกรไทย', reference: parseSlipQr(KBANK_SLIP_QR)?.reference } },
    });
    expect((await call('GET', `/api/bookings/${booking.id}`, userToken)).json().data.status).toBe('payment_review');
    const notes = (await call('GET', '/api/notifications', userToken)).json().data.items;
    expect(notes[0]).toMatchObject({ type: 'payment_submitted' });

    const image = await call('GET', `/api/payments/${payment.id}/slip`, userToken);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const stored = await sharp(image.rawPayload).metadata();
    expect(stored.exif).toBeUndefined();
    expect(Math.max(stored.width ?? 0, stored.height ?? 0)).toBeLessThanOrEqual(2000);
    const thumbnail = await call('GET', `/api/payments/${payment.id}/slip/thumbnail`, userToken);
    expect(Math.max((await sharp(thumbnail.rawPayload).metadata()).width ?? 0)).toBeLessThanOrEqual(320);
    expect((await call('GET', `/api/payments/${payment.id}/slip`, otherToken)).statusCode).toBe(404);
    expect((await call('GET', `/api/payments/${payment.id}/slip`, adminToken)).statusCode).toBe(200);

    const again = await upload(userToken, payment.id, asDataUrl(slip));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PAYMENT_STATE_CONFLICT');
  });

  it('takes a multipart upload with the transfer time, and bare base64', async () => {
    const first = await openPayment(userToken);
    const bytes = await slipImage({ qrs: [{ text: SCB_SLIP_QR, left: 650, top: 1450, scale: 6 }], format: 'png' });
    const form = multipart(bytes, { transferredAt: '2026-11-23T10:15:00+07:00' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/${first.payment.id}/slip`,
      headers: { ...bearer(userToken), ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      transferredAt: '2026-11-23T03:15:00.000Z',
      slip: { qr: { bankCode: '014' } },
    });

    const fileFirst = await openPayment(userToken);
    const reversed = multipart(
      await slipImage({ qrs: [], quality: 84 }),
      { transferredAt: '2026-11-23T09:00:00+07:00' },
      'file-first',
    );
    const late = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/${fileFirst.payment.id}/slip`,
      headers: { ...bearer(userToken), ...reversed.headers },
      payload: reversed.payload,
    });
    expect(late.json().data).toMatchObject({ status: 'submitted', transferredAt: '2026-11-23T02:00:00.000Z' });

    const second = await openPayment(userToken);
    const plain = await slipImage({ qrs: [], format: 'webp' });
    expect((await upload(userToken, second.payment.id, plain.toString('base64'))).json().data.slip.qr).toBeNull();
  });

  it.each<[string, () => string, number, string]>([
    ['not base64', () => 'this is not an image!', 400, 'SLIP_NOT_IMAGE_DATA'],
    ['an SVG', () => asDataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')), 415, 'SLIP_UNSUPPORTED_TYPE'],
    ['a PDF', () => asDataUrl(Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\n')), 415, 'SLIP_UNSUPPORTED_TYPE'],
    [
      'a HEIC photo',
      () => asDataUrl(Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(64)])),
      415,
      'SLIP_UNSUPPORTED_TYPE',
    ],
    ['a truncated JPEG', () => asDataUrl(slip.subarray(0, Math.floor(slip.length / 2))), 400, 'SLIP_UNREADABLE'],
  ])('refuses %s in Thai, and keeps no file', async (_, body, status, code) => {
    const { payment } = await openPayment(userToken);
    const before = await filesOnDisk();
    const response = await upload(userToken, payment.id, body());
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe(code);
    expect(response.json().error).toMatch(/[ก-๙]/);
    expect(await filesOnDisk()).toBe(before);
  });

  it('refuses an empty slip and too many pixels', async () => {
    const { payment } = await openPayment(userToken);
    const empty = await upload(userToken, payment.id, '');
    expect(empty.json().details).toEqual([{ field: 'slipImage', message: 'กรุณาแนบรูปสลิป' }]);
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const tooMany = await upload(userToken, payment.id, asDataUrl(huge, 'image/png'));
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().code).toBe('SLIP_TOO_MANY_PIXELS');
  });

  it("answers 404 for someone else's payment", async () => {
    const { payment } = await openPayment(userToken);
    expect((await upload(otherToken, payment.id, asDataUrl(slip))).statusCode).toBe(404);
  });

  it('refuses a slip used before, by its reference or as the same picture, even from another customer (409)', async () => {
    const reused = await slipImage({ qrs: [{ text: BBL_SLIP_QR, left: 700, top: 1500, scale: 6 }] });
    const first = await openPayment(userToken);
    expect((await upload(userToken, first.payment.id, asDataUrl(reused))).statusCode).toBe(200);
    // The same transfer photographed again: a different image, the same reference.
    const rephotographed = await sharp(reused).jpeg({ quality: 70 }).toBuffer();
    const other = await openPayment(otherToken);
    const byReference = await upload(otherToken, other.payment.id, asDataUrl(rephotographed));
    expect(byReference.statusCode).toBe(409);
    expect(byReference.json().code).toBe('SLIP_ALREADY_USED');

    const noQr = await slipImage({ qrs: [], quality: 85 });
    const withoutQr = await openPayment(userToken);
    expect((await upload(userToken, withoutQr.payment.id, asDataUrl(noQr))).statusCode).toBe(200);
    const sameImage = await upload(otherToken, other.payment.id, asDataUrl(noQr));
    expect(sameImage.json().code).toBe('SLIP_ALREADY_USED');
  });

  it('accepts exactly one of 20 uploads of the same slip to 20 payments at once, and leaves no stray file', async () => {
    const racing = await slipImage({ qrs: [{ text: KBANK_SLIP_QR.replace('BPM04988', 'RACE0001'), left: 0, top: 0 }] });
    const customers = await Promise.all(Array.from({ length: 4 }, async () => (await registerUser(ctx.app)).token));
    const targets: { token: string; paymentId: string }[] = [];
    for (let index = 0; index < 20; index++) {
      const token = customers[index % customers.length] ?? userToken;
      targets.push({ token, paymentId: (await openPayment(token)).payment.id });
    }
    const responses = await Promise.all(
      targets.map((target) => upload(target.token, target.paymentId, asDataUrl(racing))),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const rows = await ctx.database.db.select().from(storedFiles);
    expect(await filesOnDisk()).toBe(rows.length);
    expect(await sweepStoredFiles(ctx.database.db, ctx.storage, new Date(Date.now() + 3_600_000))).toBe(0);
  }, 60_000);
});

describe('review by staff', () => {
  it('approves a submitted slip: payment verified, booking confirmed, the customer told; only once', async () => {
    const { booking, payment } = await openPayment(userToken);
    const bytes = await distinctSlip(1);
    await upload(userToken, payment.id, asDataUrl(bytes));
    expect((await call('POST', `/api/admin/payments/${payment.id}/approve`, userToken, {})).statusCode).toBe(403);
    const approved = await call('POST', `/api/admin/payments/${payment.id}/approve`, adminToken, { note: 'ยอดตรง' });
    expect(approved.json().data).toMatchObject({ status: 'verified', note: 'ยอดตรง' });
    expect((await call('GET', `/api/bookings/${booking.id}`, userToken)).json().data.status).toBe('confirmed');
    expect((await call('GET', '/api/notifications', userToken)).json().data.items[0].type).toBe('payment_verified');
    expect((await call('POST', `/api/admin/payments/${payment.id}/approve`, adminToken, {})).statusCode).toBe(409);
    expect(
      (await call('POST', `/api/admin/payments/${payment.id}/reject`, adminToken, { reason: 'x' })).statusCode,
    ).toBe(409);
  });

  it('rejects with a reason the customer reads; the booking waits for payment again and a new slip is taken', async () => {
    const { booking, payment } = await openPayment(userToken);
    await upload(userToken, payment.id, asDataUrl(await slipImage({ qrs: [], quality: 82 })));
    const noReason = await call('POST', `/api/admin/payments/${payment.id}/reject`, adminToken, { reason: '' });
    expect(noReason.json().details).toEqual([{ field: 'reason', message: 'กรุณากรอกเหตุผลที่ไม่ผ่าน' }]);
    const rejected = await call('POST', `/api/admin/payments/${payment.id}/reject`, adminToken, {
      reason: 'ยอดเงินไม่ตรงกับยอดที่ต้องชำระ',
    });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', rejectReason: 'ยอดเงินไม่ตรงกับยอดที่ต้องชำระ' });
    const reopened = (await call('GET', `/api/bookings/${booking.id}`, userToken)).json().data;
    expect(reopened).toMatchObject({ status: 'pending_payment', allowedActions: { pay: true } });
    const note = (await call('GET', '/api/notifications', userToken)).json().data.items[0];
    expect(note).toMatchObject({ type: 'payment_rejected' });
    expect(note.body).toContain('ยอดเงินไม่ตรงกับยอดที่ต้องชำระ');

    const retry = await call('POST', '/api/payments', userToken, { bookingId: booking.id, method: 'bank_transfer' });
    expect(retry.statusCode).toBe(201);
    const second = await upload(userToken, retry.json().data.id, asDataUrl(await slipImage({ qrs: [], quality: 83 })));
    expect(second.json().data.status).toBe('submitted');
    const history = (await call('GET', `/api/payments/booking/${booking.id}`, userToken)).json().data;
    expect(history.map((item: Payment) => item.status)).toEqual(['submitted', 'rejected']);
  });
});

describe('files', () => {
  it('sweeps a file no row points to once the grace period is over, and keeps recorded ones', async () => {
    const storage = ctx.storage;
    await storage.put('slip/2020/01/00000000-0000-7000-8000-000000000000.jpg', Buffer.from('orphan'));
    const rows = await ctx.database.db.select().from(storedFiles);
    const now = new Date(Date.now() + 10 * 60_000);
    expect(await sweepStoredFiles(ctx.database.db, storage, now)).toBe(1);
    expect(await filesOnDisk()).toBe(rows.length);
    const [kept] = rows;
    if (kept) expect(await storage.get(kept.storageKey)).not.toBeNull();
    expect(await ctx.database.db.select().from(storedFiles).where(eq(storedFiles.kind, 'slip'))).not.toHaveLength(0);
  });
});
