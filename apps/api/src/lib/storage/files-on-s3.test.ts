import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { AdminBanner, Certificate } from '@jongdee/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, storedFiles } from '../../db/schema.ts';
import { createBookingAs, slotSequence } from '../../test/booking-factory.ts';
import { createTestClinic, type TestClinic } from '../../test/clinic-factory.ts';
import { addTestDoctor, certifyExaminees, confirmedBookingWithExaminees } from '../../test/exam-factory.ts';
import { apiCaller, buildTestApp, registerUser, signInAsNewAdmin, type TestContext } from '../../test/helpers.ts';
import { startTestS3Server, type TestS3Server } from '../../test/s3-server.ts';
import { KBANK_SLIP_QR, slipImage } from '../slips/slip-fixtures.ts';
import { s3Storage } from './s3-storage.ts';

// The whole app with FILE_STORAGE=s3 on a real S3-protocol server: what users upload goes to the
// bucket, nothing to DATA_DIR/files, and comes back only through the authorised endpoints.

let s3: TestS3Server;
const ctx = {} as TestContext;
let clinic: TestClinic;
let adminToken: string;
let userToken: string;
let otherToken: string;

beforeAll(async () => {
  s3 = await startTestS3Server('app-files');
  Object.assign(ctx, await buildTestApp({ env: s3.env }));
  clinic = await createTestClinic(ctx, { price: 80_000 });
  adminToken = (await signInAsNewAdmin(ctx)).token;
  userToken = (await registerUser(ctx.app)).token;
  otherToken = (await registerUser(ctx.app)).token;
}, 60_000);
afterAll(async () => {
  await ctx.close?.();
  await s3?.stop();
});

const call = apiCaller(ctx);
const nextSlot = slotSequence(4);
const asDataUrl = (bytes: Buffer) => `data:image/jpeg;base64,${bytes.toString('base64')}`;

/** The bucket as another client sees it: key → bytes. */
async function bucketObjects(): Promise<Map<string, Buffer>> {
  const reader = s3Storage(s3.settings);
  try {
    const objects = new Map<string, Buffer>();
    for await (const key of reader.list()) objects.set(key, (await reader.get(key)) as Buffer);
    return objects;
  } finally {
    await reader.close();
  }
}

async function filesUnderDataDir(): Promise<string[]> {
  const entries = await readdir(path.join(ctx.dataDir, 'files'), { recursive: true }).catch(() => []);
  return entries.map(String);
}

const keyOf = async (fileId: string | null) => {
  const [row] = await ctx.database.db
    .select()
    .from(storedFiles)
    .where(eq(storedFiles.id, fileId ?? ''));
  return row?.storageKey as string;
};

describe('files with FILE_STORAGE=s3', () => {
  it('puts an uploaded slip and its thumbnail in the bucket, none under DATA_DIR, and serves the same bytes to the owner only', async () => {
    const booking = await createBookingAs(ctx, userToken, clinic, nextSlot());
    const payment = (
      await call('POST', '/api/payments', userToken, { bookingId: booking.id, method: 'promptpay' })
    ).json().data;
    const slip = await slipImage({ qrs: [{ text: KBANK_SLIP_QR, left: 700, top: 1500, scale: 6 }] });

    const uploaded = await call('POST', `/api/payments/${payment.id}/slip`, userToken, { slipImage: asDataUrl(slip) });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().data.status).toBe('submitted');

    const [row] = await ctx.database.db.select().from(payments).where(eq(payments.id, payment.id));
    const slipKey = await keyOf(row?.slipFileId ?? null);
    const thumbnailKey = await keyOf(row?.slipThumbnailFileId ?? null);
    expect(slipKey).toMatch(/^slip\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);
    const objects = await bucketObjects();
    expect([...objects.keys()].sort()).toEqual([slipKey, thumbnailKey].sort());
    expect(await filesUnderDataDir()).toEqual([]);

    const image = await call('GET', `/api/payments/${payment.id}/slip`, userToken);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.equals(objects.get(slipKey) as Buffer)).toBe(true);
    const thumbnail = await call('GET', `/api/payments/${payment.id}/slip/thumbnail`, userToken);
    expect(thumbnail.rawPayload.equals(objects.get(thumbnailKey) as Buffer)).toBe(true);
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBeLessThanOrEqual(320);
    expect((await call('GET', `/api/payments/${payment.id}/slip`, otherToken)).statusCode).toBe(404);
    expect((await call('GET', `/api/payments/${payment.id}/slip`, adminToken)).statusCode).toBe(200);
  }, 60_000);

  it('keeps a banner in the bucket, serves it to visitors, and takes its files out when staff delete it', async () => {
    const photo = await sharp({ create: { width: 1600, height: 600, channels: 3, background: '#1b5e20' } })
      .jpeg()
      .toBuffer();
    const created = await call('POST', '/api/admin/banners', adminToken, {
      title: 'ตรวจสุขภาพประจำปี',
      linkUrl: '/booking',
      isActive: true,
      image: asDataUrl(photo),
    });
    expect(created.statusCode, created.body).toBe(201);
    const banner: AdminBanner = created.json().data;
    const bannerKeys = [...(await bucketObjects()).keys()].filter((key) => key.startsWith('banner/'));
    expect(bannerKeys).toHaveLength(1);

    const image = await ctx.app.inject({ method: 'GET', url: banner.imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals((await bucketObjects()).get(bannerKeys[0] as string) as Buffer)).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: banner.thumbnailUrl })).statusCode).toBe(200);

    const before = (await bucketObjects()).size;
    expect((await call('DELETE', `/api/admin/banners/${banner.id}`, adminToken)).statusCode).toBe(200);
    const after = await bucketObjects();
    expect(after.size).toBe(before - 2);
    expect(after.has(bannerKeys[0] as string)).toBe(false);
    expect(await filesUnderDataDir()).toEqual([]);
  }, 60_000);

  it('downloads a certificate PDF to its owner and 404 to another customer', async () => {
    const doctor = await addTestDoctor(ctx, adminToken, clinic.clinicId);
    const booking = await createBookingAs(ctx, userToken, clinic, nextSlot());
    const examinees = await confirmedBookingWithExaminees(ctx, { admin: adminToken, user: userToken }, booking, 1);
    const [certificate] = (await certifyExaminees(ctx, adminToken, booking, examinees, doctor.id)) as Certificate[];

    const pdf = await call('GET', `/api/certificates/${certificate?.id}/download`, userToken);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('GET', `/api/certificates/${certificate?.id}/download`, otherToken)).statusCode).toBe(404);
    expect(await filesUnderDataDir()).toEqual([]);
  }, 60_000);
});
