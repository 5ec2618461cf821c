import { createHash } from 'node:crypto';
import fc from 'fast-check';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { promptPayPayload } from '../promptpay/promptpay-payload.ts';
import { KBANK_SLIP_QR, slipImage } from './slip-fixtures.ts';
import { checkSlipImage, SLIP_LIMITS } from './slip-image.ts';

const SCB_SLIP_QR = '0046000600000101030140225202506302Y3bapSlYwdBhB9l45102TH9104C051';
const PROMPTPAY_QR = promptPayPayload('0812345678');

/** The AppError a promise must reject with: its code and HTTP status. */
const refusal = (code: string, status: number) => expect.objectContaining({ name: 'AppError', code, status });

let phoneSlip: Buffer;

beforeAll(async () => {
  phoneSlip = await slipImage({ qrs: [{ text: KBANK_SLIP_QR, left: 340, top: 1250 }] });
});

describe('checkSlipImage on slips people send', () => {
  it('reads the slip QR of a phone screenshot and keeps a clean re-encoded copy', async () => {
    const slip = await checkSlipImage(phoneSlip);

    expect(slip.qr).toEqual({
      bankCode: '004',
      bankName: 'ธนาคารกสิกรไทย',
      reference: '014242082547BPM04988',
      raw: KBANK_SLIP_QR,
    });
    expect(slip.originalFormat).toBe('jpeg');
    expect(slip.sha256).toBe(createHash('sha256').update(phoneSlip).digest('hex'));
    expect([slip.width, slip.height]).toEqual([1080, 1920]);

    const image = await sharp(slip.image).metadata();
    expect(image).toMatchObject({ format: 'jpeg', width: 1080, height: 1920 });
    expect(image.exif).toBeUndefined();
    const thumbnail = await sharp(slip.thumbnail).metadata();
    expect(thumbnail.format).toBe('jpeg');
    expect(Math.max(thumbnail.width, thumbnail.height)).toBe(SLIP_LIMITS.thumbnailSide);
  });

  it('takes the slip QR when the slip also shows a PromptPay QR, wherever each one is', async () => {
    const both = await slipImage({
      qrs: [
        { text: PROMPTPAY_QR, left: 60, top: 1150, scale: 6 },
        { text: SCB_SLIP_QR, left: 600, top: 1150, scale: 6 },
      ],
    });
    expect((await checkSlipImage(both)).qr).toMatchObject({ bankCode: '014', reference: '202506302Y3bapSlYwdBhB9l4' });
  });

  it('answers qr: null when the only QR is not a slip QR, or there is none', async () => {
    const promptPayOnly = await slipImage({ qrs: [{ text: PROMPTPAY_QR, left: 340, top: 1250 }] });
    expect((await checkSlipImage(promptPayOnly)).qr).toBeNull();
    const noQr = await slipImage({ qrs: [] });
    const checked = await checkSlipImage(noQr);
    expect(checked.qr).toBeNull();
    expect(checked.image.length).toBeGreaterThan(0);
  });

  it('reads a white-on-black QR (dark mode)', async () => {
    const dark = await slipImage({ qrs: [{ text: KBANK_SLIP_QR, left: 340, top: 1250, inverted: true }] });
    expect((await checkSlipImage(dark)).qr?.reference).toBe('014242082547BPM04988');
  });

  it('accepts PNG and WebP, shrinking a large image to 2000 px on its longest side', async () => {
    const png = await slipImage({
      width: 3000,
      height: 4000,
      format: 'png',
      qrs: [{ text: KBANK_SLIP_QR, left: 1000, top: 2600, scale: 16 }],
    });
    const fromPng = await checkSlipImage(png);
    expect(fromPng).toMatchObject({ originalFormat: 'png', width: 1500, height: 2000 });
    expect(fromPng.qr?.bankCode).toBe('004');
    expect((await sharp(fromPng.image).metadata()).format).toBe('jpeg');

    const webp = await slipImage({ format: 'webp', qrs: [{ text: KBANK_SLIP_QR, left: 340, top: 1250 }] });
    const fromWebp = await checkSlipImage(webp);
    expect(fromWebp).toMatchObject({ originalFormat: 'webp', width: 1080, height: 1920 });
    expect(fromWebp.qr?.bankCode).toBe('004');
  });

  it('turns a photo by its EXIF orientation and drops the EXIF (GPS, device) from what it keeps', async () => {
    const photo = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#88aaff' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'PhoneMaker', Copyright: 'somebody' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const slip = await checkSlipImage(photo);
    expect([slip.width, slip.height]).toEqual([200, 400]);
    const kept = await sharp(slip.image).metadata();
    expect(kept.exif).toBeUndefined();
    expect(kept.orientation).toBeUndefined();
    expect((await sharp(slip.thumbnail).metadata()).exif).toBeUndefined();
  });

  it('flattens a transparent PNG on white', async () => {
    const transparent = await sharp({ create: { width: 50, height: 50, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer();
    const slip = await checkSlipImage(transparent);
    const { data } = await sharp(slip.image).raw().toBuffer({ resolveWithObject: true });
    expect(Math.min(...data)).toBeGreaterThan(240);
  });
});

describe('checkSlipImage refuses, with a Thai message, files that are not slips', () => {
  it('refuses an empty file', async () => {
    await expect(checkSlipImage(Buffer.alloc(0))).rejects.toEqual(refusal('SLIP_EMPTY', 400));
  });

  it('refuses more than 10 MB before looking inside', async () => {
    const tooBig = Buffer.concat([phoneSlip, Buffer.alloc(SLIP_LIMITS.maxBytes + 1 - phoneSlip.length)]);
    await expect(checkSlipImage(tooBig)).rejects.toEqual(refusal('SLIP_TOO_LARGE', 413));
  });

  it('refuses an SVG renamed .jpg, a PDF renamed .png and an iPhone HEIC, naming the formats that work', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic\0\0\0\0mif1heic'),
      Buffer.alloc(64),
    ]);
    const avif = Buffer.concat([
      Buffer.from([0, 0, 0, 0x1c]),
      Buffer.from('ftypavif\0\0\0\0avifmif1miaf'),
      Buffer.alloc(64),
    ]);
    for (const file of [svg, pdf, heic, avif]) {
      const error = await checkSlipImage(file).catch((caught: unknown) => caught);
      expect(error).toEqual(refusal('SLIP_UNSUPPORTED_TYPE', 415));
      expect((error as Error).message).toContain('JPG, PNG หรือ WebP');
      expect((error as Error).message).toContain('HEIC');
    }
  });

  it('refuses GIF and TIFF, which sharp could open, and bytes that are no image at all', async () => {
    const pixel = sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff0000' } });
    const gif = await pixel.clone().gif().toBuffer();
    const tiff = await pixel.clone().tiff().toBuffer();
    for (const file of [gif, tiff, Buffer.from('hello, this is a slip'), Buffer.from([0xff, 0xd8])]) {
      await expect(checkSlipImage(file)).rejects.toEqual(refusal('SLIP_UNSUPPORTED_TYPE', 415));
    }
  });

  it('refuses a 50-megapixel PNG of about 50 KB, and a PNG header that claims 2.5 gigapixels', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 6500, channels: 3, background: '#000' } })
      .toColourspace('b-w')
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(100_000);
    await expect(checkSlipImage(bomb)).rejects.toEqual(refusal('SLIP_TOO_MANY_PIXELS', 413));

    const claim = Buffer.from(
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    );
    claim.writeUInt32BE(50_000, 16); // IHDR width
    claim.writeUInt32BE(50_000, 20); // IHDR height
    await expect(checkSlipImage(claim)).rejects.toEqual(refusal('SLIP_TOO_MANY_PIXELS', 413));
  }, 30_000);

  it('refuses a truncated JPEG, PNG and WebP as unreadable', async () => {
    const png = await slipImage({ format: 'png', qrs: [] });
    const webp = await slipImage({ format: 'webp', qrs: [] });
    for (const file of [phoneSlip, png, webp]) {
      const half = file.subarray(0, Math.floor(file.length / 2));
      await expect(checkSlipImage(half)).rejects.toEqual(refusal('SLIP_UNREADABLE', 400));
    }
  });

  it('throws nothing but its own errors on a slip with damaged bytes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(phoneSlip.length - 1),
        fc.uint8Array({ minLength: 1, maxLength: 64 }),
        async (at, garbage) => {
          const damaged = Buffer.from(phoneSlip);
          damaged.set(garbage.subarray(0, damaged.length - at), at);
          const outcome = await checkSlipImage(damaged).catch((error: unknown) => error);
          if (outcome instanceof Error) expect(outcome.name).toBe('AppError');
        },
      ),
      { numRuns: 25 },
    );
  }, 60_000);
});
