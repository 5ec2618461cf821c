/**
 * Checks an uploaded transfer slip (docs/security.md §5, docs/product.md §7): typed by content, bounded in bytes and
 * pixels, decoded once, re-encoded to a metadata-free JPEG plus a thumbnail, and its slip QR read.
 * Every refusal is an AppError with a Thai message; nothing a client sends should end in a 500.
 */
import { createHash } from 'node:crypto';
import type { Sharp } from 'sharp';
import {
  checkImageSize,
  decodeImageText,
  type ImageFormat,
  type ImagePolicy,
  imageDecodeError,
  queueImageWork,
  readImageHeader,
  sharpInput,
} from '../images/image-check.ts';
import { loadSharp } from '../images/sharp.ts';
import { observeSlipCheck } from '../instrumentation.ts';
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
  /**
   * Hex SHA-256 of the decoded pixels (upright, sRGB, transparency on white) with their size: the
   * same picture whatever its file bytes — a byte appended, metadata changed, re-saved losslessly.
   */
  pixelsSha256: string;
  /** 256-bit difference hash (64 hex digits): close for re-saved, rescaled or lightly cropped copies. */
  phash: string;
  /** Of `image`, as stored (after rotation and resizing). */
  width: number;
  height: number;
  originalFormat: ImageFormat;
  /** The slip's mini QR, or null when none could be read (the admin then checks the slip by eye). */
  qr: SlipQr | null;
};

export const SLIP_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxPixels: 40_000_000,
  maxSide: 2000,
  thumbnailSide: 320,
} as const;

/** Checked like every upload (lib/images), with the slip's own limits and Thai messages. */
const SLIP_POLICY: ImagePolicy = {
  maxBytes: SLIP_LIMITS.maxBytes,
  maxPixels: SLIP_LIMITS.maxPixels,
  refusals: {
    empty: 'SLIP_EMPTY',
    tooLarge: 'SLIP_TOO_LARGE',
    unsupportedType: 'SLIP_UNSUPPORTED_TYPE',
    tooManyPixels: 'SLIP_TOO_MANY_PIXELS',
    unreadable: 'SLIP_UNREADABLE',
    notImageData: 'SLIP_NOT_IMAGE_DATA',
  },
};
const SHARP_INPUT = sharpInput(SLIP_POLICY);

/**
 * The QR reader's last resort decodes at most this size: a 40-MP upload would otherwise be 160 MB of
 * RGBA. A slip QR that is unreadable at 4,000 px would be a few pixels a module.
 */
const WORKING_SIDE = 4000;
const JPEG_OUTPUT = { quality: 82, mozjpeg: false, chromaSubsampling: '4:2:0' } as const;

/** Decoded upright (EXIF), transparency on white, sRGB, 8-bit RGBA, longest side at most `side`. */
async function decodeToRgba(bytes: Buffer, side: number, hasAlpha: boolean): Promise<RgbaPixels> {
  const sharp = await loadSharp();
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
    throw imageDecodeError(error, SLIP_POLICY);
  }
}

/** The image bytes of a JSON slip: a data URL or bare base64 (whitespace allowed, as some apps wrap it). */
export function decodeSlipText(text: string): Buffer {
  return decodeImageText(text, SLIP_POLICY);
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
  return observeSlipCheck(async () => {
    checkImageSize(bytes, SLIP_POLICY);
    // One check per core at a time (lib/images): a burst of uploads waits in turn rather than all at once.
    return queueImageWork(() => checkSlip(bytes));
  });
}

async function checkSlip(bytes: Buffer): Promise<CheckedSlip> {
  const { format, width: originalWidth, height: originalHeight, hasAlpha } = await readImageHeader(bytes, SLIP_POLICY);
  const sha256 = createHash('sha256').update(bytes).digest('hex');

  // Decode once, at the stored size: the stored JPEG, the thumbnail and the QR reader all use these
  // pixels. Reading the QR at 2000 px rather than 4000 is 6x cheaper (bench/README.md) and enough for
  // a slip's QR; the full size is only the last resort.
  const pixels = await decodeToRgba(bytes, SLIP_LIMITS.maxSide, hasAlpha);
  const { width, height } = pixels;
  // The pixels already decoded for the stored copy: the original's own for a picture up to 2000 px,
  // and for a larger one its deterministic reduction, so no second decode of a 12-MP photo.
  const pixelsSha256 = createHash('sha256').update(`${width}x${height}\n`).update(pixels.data).digest('hex');
  const sharp = await loadSharp();
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
    pixelsSha256,
    phash,
    width,
    height,
    originalFormat: format,
    qr,
  };
}
