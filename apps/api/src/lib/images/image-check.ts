/**
 * The checks every uploaded picture goes through (docs/security.md §5), whatever it is for: typed by its first
 * bytes and then by sharp (JPEG, PNG and WebP only), bounded in bytes and pixels, and every refusal an
 * AppError with the Thai message of the caller's choosing (a slip and a banner say different things).
 * Slips (lib/slips/slip-image.ts) and banners (modules/banners/banners.image.ts) build on it.
 */
import { availableParallelism } from 'node:os';
import type { ErrorCode } from '@jongdee/contracts';
import type { Metadata } from 'sharp';
import { AppError } from '../app-error.ts';
import { loadSharp } from './sharp.ts';

export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** The error a person reads for each way an upload can fail. */
export type ImageRefusals = {
  empty: ErrorCode;
  /** More bytes than `maxBytes`. */
  tooLarge: ErrorCode;
  /** Anything but JPEG, PNG or WebP by content: SVG, PDF, HEIC, GIF, TIFF, text. */
  unsupportedType: ErrorCode;
  /** More pixels than `maxPixels` (a decompression bomb, or just a huge photo). */
  tooManyPixels: ErrorCode;
  /** Damaged or cut short. */
  unreadable: ErrorCode;
  /** JSON text that is not base64 (or a data URL of it). */
  notImageData: ErrorCode;
};

export type ImagePolicy = { maxBytes: number; maxPixels: number; refusals: ImageRefusals };

export type ImageHeader = {
  format: ImageFormat;
  /** As stored in the file, before EXIF rotation. */
  width: number;
  height: number;
  /** EXIF orientation, 1–8 (1 when absent): 5–8 swap width and height once the picture is upright. */
  orientation: number;
  hasAlpha: boolean;
};

/** sharp's own checks, on top of ours: the pixel bomb limit, and stop at the first decoding error. */
export const sharpInput = (policy: ImagePolicy) => ({ limitInputPixels: policy.maxPixels, failOn: 'error' }) as const;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * What the first bytes say. Only JPEG, PNG and WebP ever reach sharp: it can also open SVG, PDF,
 * TIFF, GIF and HEIF, and we would rather not parse those at all. PDF and HEIC are named so that
 * their refusal is certain even where sharp could not open them.
 */
export function sniffImageFormat(bytes: Buffer): ImageFormat | 'pdf' | 'heif' | 'other' {
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

/** Empty, or more bytes than allowed: refused before anything looks inside. */
export function checkImageSize(bytes: Buffer, policy: ImagePolicy): void {
  if (bytes.length === 0) throw new AppError(policy.refusals.empty);
  if (bytes.length > policy.maxBytes) throw new AppError(policy.refusals.tooLarge);
}

const isPixelLimitError = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/** sharp's failure while reading pixels: a pixel bomb it caught itself, or a damaged file. */
export function imageDecodeError(error: unknown, policy: ImagePolicy): AppError {
  return new AppError(isPixelLimitError(error) ? policy.refusals.tooManyPixels : policy.refusals.unreadable, {
    cause: error,
  });
}

/** Throws the AppError a person can act on, or answers with the picture's format and size. */
export async function readImageHeader(bytes: Buffer, policy: ImagePolicy): Promise<ImageHeader> {
  const sniffed = sniffImageFormat(bytes);
  if (sniffed !== 'jpeg' && sniffed !== 'png' && sniffed !== 'webp')
    throw new AppError(policy.refusals.unsupportedType);
  let metadata: Metadata;
  try {
    const sharp = await loadSharp();
    metadata = await sharp(bytes, sharpInput(policy)).metadata();
  } catch (error) {
    throw imageDecodeError(error, policy);
  }
  // The signature and sharp must agree (a PNG signature on a WebP body is not an image we trust).
  if (metadata.format !== sniffed) throw new AppError(policy.refusals.unsupportedType);
  const { width, height } = metadata;
  if (!width || !height) throw new AppError(policy.refusals.unreadable);
  // Animated WebP/PNG: every frame counts, though only the first is kept.
  if (width * height * (metadata.pages ?? 1) > policy.maxPixels) throw new AppError(policy.refusals.tooManyPixels);
  return {
    format: sniffed,
    width,
    height,
    orientation: metadata.orientation ?? 1,
    hasAlpha: metadata.hasAlpha === true,
  };
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The bytes of a picture sent in JSON: a data URL or bare base64 (whitespace allowed, as some apps wrap it). */
export function decodeImageText(text: string, policy: ImagePolicy): Buffer {
  const base64 = text.replace(/^data:[\w/+.-]+;base64,/, '').replace(/\s+/g, '');
  if (base64.length === 0 || base64.length % 4 === 1 || !BASE64.test(base64)) {
    throw new AppError(policy.refusals.notImageData);
  }
  return Buffer.from(base64, 'base64');
}

function limitConcurrency(slots: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    else active += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}

/**
 * At most one picture decoded per core at a time, slips and banners alike. Fifty uploads at once would
 * otherwise all decode together, each holding ~100 MB of pixels, and every sender would wait for nearly
 * all the others; in turn, the first answers come after one check's time and memory stays bounded.
 */
export const queueImageWork: <T>(task: () => Promise<T>) => Promise<T> = limitConcurrency(availableParallelism());
