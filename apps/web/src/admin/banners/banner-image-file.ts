import { BANNER_IMAGE } from '@jongdee/contracts';
import { adminBannerTexts as texts } from './texts.ts';

/** What the browser may offer; the server checks the bytes again (docs/product.md §7). */
export const BANNER_ACCEPT = 'image/jpeg,image/png,image/webp';
const BANNER_TYPES = BANNER_ACCEPT.split(',');

/** The carousel's shape: every banner is shown (and stored) cropped to it. */
export const BANNER_ASPECT = BANNER_IMAGE.width / BANNER_IMAGE.height;

/** The Thai reason a file cannot be sent, before it is even opened, or null. An empty type is left to the server. */
export function bannerFileProblem(file: File): string | null {
  if (file.type && !BANNER_TYPES.includes(file.type)) return texts.fileWrongType;
  if (file.size === 0) return texts.fileEmpty;
  if (file.size > BANNER_IMAGE.maxBytes) return texts.fileTooLarge;
  return null;
}

/** The Thai reason a picture of this size makes a blurred banner, or null. */
export function bannerSizeProblem(width: number, height: number): string | null {
  return width < BANNER_IMAGE.minWidth || height < BANNER_IMAGE.minHeight
    ? texts.fileTooSmall(BANNER_IMAGE.minWidth, BANNER_IMAGE.minHeight)
    : null;
}

/**
 * The part of a picture the server keeps, as fractions of its width and height: the largest 8:3 box
 * around the centre (the server crops the same way, so the preview is what customers get).
 */
export function cropBox(width: number, height: number): { left: number; top: number; width: number; height: number } {
  if (width / height > BANNER_ASPECT) {
    const kept = (height * BANNER_ASPECT) / width;
    return { left: (1 - kept) / 2, top: 0, width: kept, height: 1 };
  }
  const kept = width / BANNER_ASPECT / height;
  return { left: 0, top: (1 - kept) / 2, width: 1, height: kept };
}

/** The upright size of a picture the browser can show (it applies EXIF rotation, as the server does). */
export function readImageSize(url: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error('unreadable image'));
    image.src = url;
  });
}

/** The picture as the API takes it in JSON: a data URL. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('no data')));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
