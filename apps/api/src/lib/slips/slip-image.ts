/**
 * Checks an uploaded transfer slip (SECURITY §5, PRODUCT §7): typed by content, bounded in bytes and
 * pixels, decoded once, re-encoded to a metadata-free JPEG plus a thumbnail, and its slip QR read.
 * Every refusal is an AppError with a Thai message; nothing a client sends should end in a 500.
 */
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { AppError } from '../app-error.ts';
import type { SlipQr } from './slip-qr.ts';
import { type RgbaPixels, readSlipQr } from './slip-qr-reader.ts';

export type { SlipQr } from './slip-qr.ts';

export type CheckedSlip = {
  /** Re-encoded JPEG: metadata (GPS, device) stripped, EXIF rotation applied, longest side ≤ 2000 px. */
  image: Buffer;
  /** JPEG, longest side ≤ 320 px. */
  thumbnail: Buffer;
  /** Hex SHA-256 of the bytes as uploaded, for duplicate detection. */
  sha256: string;
  /** 256-bit difference hash (64 hex digits): close for re-saved, rescaled or lightly cropped copies. */
  phash: string;
  /** Of `image`, as stored (after rotation and resizing). */
  width: number;
  height: number;
  originalFormat: 'jpeg' | 'png' | 'webp';
  /** The slip's mini QR, or null when none could be read (the admin then checks the slip by eye). */
  qr: SlipQr | null;
};

export const SLIP_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxPixels: 40_000_000,
  maxSide: 2000,
  thumbnailSide: 320,
} as const;

/** sharp's own checks, on top of ours: the pixel bomb limit, and stop at the first decoding error. */
const SHARP_INPUT = { limitInputPixels: SLIP_LIMITS.maxPixels, failOn: 'error' } as const;
/**
 * The QR reader's last resort decodes at most this size: a 40-MP upload would otherwise be 160 MB of
 * RGBA. A slip QR that is unreadable at 4,000 px would be a few pixels a module.
 */
const WORKING_SIDE = 4000;
const JPEG_OUTPUT = { quality: 82, mozjpeg: false, chromaSubsampling: '4:2:0' } as const;

type AcceptedFormat = CheckedSlip['originalFormat'];

/**
 * What the first bytes say. Only JPEG, PNG and WebP ever reach sharp: it can also open SVG, PDF,
 * TIFF, GIF and HEIF, and we would rather not parse those at all. PDF and HEIC are named so that
 * their refusal is certain even where sharp could not open them.
 */
function sniff(bytes: Buffer): AcceptedFormat | 'pdf' | 'heif' | 'other' {
  const ascii = (start: number, end: number) => bytes.toString('latin1', start, end);
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  // A PDF may have a few bytes of junk before its header; readers accept it within the first 1 KB.
  if (ascii(0, 1024).includes('%PDF-')) return 'pdf';
  // ISO base media (HEIC, HEIF, AVIF, also MP4/MOV): a box size, then `ftyp` and a brand (heic, mif1…).
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp') return 'heif';
  return 'other';
}
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const isPixelLimitError = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/** sharp's failure while reading pixels: a pixel bomb it caught itself, or a damaged file. */
function decodeError(error: unknown): AppError {
  return new AppError(isPixelLimitError(error) ? 'SLIP_TOO_MANY_PIXELS' : 'SLIP_UNREADABLE', { cause: error });
}

/** Throws the AppError a person can act on, or answers with the image's format and size. */
async function checkType(
  bytes: Buffer,
): Promise<{ format: AcceptedFormat; width: number; height: number; hasAlpha: boolean }> {
  const sniffed = sniff(bytes);
  if (sniffed !== 'jpeg' && sniffed !== 'png' && sniffed !== 'webp') throw new AppError('SLIP_UNSUPPORTED_TYPE');
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, SHARP_INPUT).metadata();
  } catch (error) {
    throw decodeError(error);
  }
  // The signature and sharp must agree (a PNG signature on a WebP body is not an image we trust).
  if (metadata.format !== sniffed) throw new AppError('SLIP_UNSUPPORTED_TYPE');
  const { width, height } = metadata;
  if (!width || !height) throw new AppError('SLIP_UNREADABLE');
  // Animated WebP/PNG: every frame counts, though only the first is kept.
  if (width * height * (metadata.pages ?? 1) > SLIP_LIMITS.maxPixels) throw new AppError('SLIP_TOO_MANY_PIXELS');
  return { format: sniffed, width, height, hasAlpha: metadata.hasAlpha === true };
}

/** Decoded upright (EXIF), transparency on white, sRGB, 8-bit RGBA, longest side at most `side`. */
async function decodeToRgba(bytes: Buffer, side: number, hasAlpha: boolean): Promise<RgbaPixels> {
  try {
    const image = sharp(bytes, SHARP_INPUT)
      .rotate()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
    // Flattening costs a pass over every pixel (~20 ms at 2000 px): only when there is alpha to flatten.
    if (hasAlpha) image.flatten({ background: '#ffffff' });
    const { data, info } = await image
      .toColourspace('srgb')
      .ensureAlpha()
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 4) throw new Error(`expected 4 channels, got ${info.channels}`);
    return { data, width: info.width, height: info.height };
  } catch (error) {
    throw decodeError(error);
  }
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The image bytes of a JSON slip: a data URL or bare base64 (whitespace allowed, as some apps wrap it). */
export function decodeSlipText(text: string): Buffer {
  const base64 = text.replace(/^data:[\w/+.-]+;base64,/, '').replace(/\s+/g, '');
  if (base64.length === 0 || base64.length % 4 === 1 || !BASE64.test(base64)) throw new AppError('SLIP_NOT_IMAGE_DATA');
  return Buffer.from(base64, 'base64');
}

const HASH_SIDE = 16;
/** Neighbours closer than this count as equal, so flat paper and grain give stable zeros, not noise. */
const FLAT_MARGIN = 2;

/**
 * A difference hash: the picture shrunk to 17×16 grey pixels, one bit per horizontal neighbour pair
 * (is the left one clearly brighter?). Re-saving or rescaling flips few of the 256 bits (a crop shifts everything and is not caught); two
 * different transfers — even from one bank's template, whose text and QR differ — flip many.
 */
async function differenceHash(image: Sharp): Promise<string> {
  const grey = await image
    .greyscale()
    .resize(HASH_SIDE + 1, HASH_SIDE, { fit: 'fill' })
    .raw()
    .toBuffer();
  const bits = Buffer.alloc((HASH_SIDE * HASH_SIDE) / 8);
  for (let row = 0; row < HASH_SIDE; row++) {
    for (let column = 0; column < HASH_SIDE; column++) {
      const left = grey[row * (HASH_SIDE + 1) + column] ?? 0;
      const right = grey[row * (HASH_SIDE + 1) + column + 1] ?? 0;
      const bit = row * HASH_SIDE + column;
      if (left - right > FLAT_MARGIN) bits[bit >> 3] = (bits[bit >> 3] ?? 0) | (0x80 >> (bit & 7));
    }
  }
  return bits.toString('hex');
}

/**
 * Checks a slip upload and prepares what is stored. Throws AppError: SLIP_EMPTY, SLIP_TOO_LARGE,
 * SLIP_UNSUPPORTED_TYPE (anything but JPEG/PNG/WebP by content), SLIP_TOO_MANY_PIXELS, SLIP_UNREADABLE.
 */
export async function checkSlipImage(bytes: Buffer): Promise<CheckedSlip> {
  if (bytes.length === 0) throw new AppError('SLIP_EMPTY');
  if (bytes.length > SLIP_LIMITS.maxBytes) throw new AppError('SLIP_TOO_LARGE');
  return checking.run(() => checkSlip(bytes));
}

/**
 * At most one slip check per core at a time. Fifty uploads at once would otherwise all decode
 * together, each holding ~100 MB of pixels, and every customer would wait for nearly all the others;
 * in turn, the first answers come after one check's time and memory stays bounded.
 */
const checking = limitConcurrency(availableParallelism());

function limitConcurrency(slots: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
      else active += 1;
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else active -= 1;
      }
    },
  };
}

async function checkSlip(bytes: Buffer): Promise<CheckedSlip> {
  const { format, width: originalWidth, height: originalHeight, hasAlpha } = await checkType(bytes);
  const sha256 = createHash('sha256').update(bytes).digest('hex');

  // Decode once, at the stored size: the stored JPEG, the thumbnail and the QR reader all use these
  // pixels. Reading the QR at 2000 px rather than 4000 is 6x cheaper (bench/README.md) and enough for
  // a slip's QR; the full size is only the last resort.
  const pixels = await decodeToRgba(bytes, SLIP_LIMITS.maxSide, hasAlpha);
  const { width, height } = pixels;
  const fromPixels = () => sharp(pixels.data, { raw: { width, height, channels: 4 } }).removeAlpha();
  const fitInside = (side: number) => ({ width: side, height: side, fit: 'inside', withoutEnlargement: true }) as const;

  // The encoders run on libuv's threads while the QR reader (WebAssembly) works on this one.
  const [image, thumbnail, phash, qr] = await Promise.all([
    fromPixels().jpeg(JPEG_OUTPUT).toBuffer(),
    fromPixels().resize(fitInside(SLIP_LIMITS.thumbnailSide)).jpeg(JPEG_OUTPUT).toBuffer(),
    differenceHash(fromPixels()),
    (async () => {
      const atStoredSize = await readSlipQr(pixels);
      if (atStoredSize || Math.max(originalWidth, originalHeight) <= SLIP_LIMITS.maxSide) return atStoredSize;
      // Last resort, for a small QR in a large photo: the full resolution (capped), decoded again.
      return readSlipQr(await decodeToRgba(bytes, WORKING_SIDE, hasAlpha), []);
    })(),
  ]);

  return {
    image,
    thumbnail,
    sha256,
    phash,
    width,
    height,
    originalFormat: format,
    qr,
  };
}
