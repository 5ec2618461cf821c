/**
 * A banner picture as staff upload it, made into what the carousel shows: checked like every upload
 * (lib/images: JPEG, PNG or WebP by content, ≤ 5 MB, ≤ 40 MP), turned upright, flattened on white,
 * cropped to the carousel's 8:3 around its centre, at most 1600 × 600, re-encoded as a metadata-free
 * JPEG, plus a 320 × 120 thumbnail for the staff list. The web's crop preview shows the same centre
 * crop (object-fit: cover), so what staff see is what customers get.
 */
import { createHash } from 'node:crypto';
import { BANNER_IMAGE } from '@jongdee/contracts';
import { AppError } from '../../lib/app-error.ts';
import {
  checkImageSize,
  decodeImageText,
  type ImagePolicy,
  imageDecodeError,
  queueImageWork,
  readImageHeader,
  sharpInput,
} from '../../lib/images/image-check.ts';
import { loadSharp } from '../../lib/images/sharp.ts';

export type PreparedBannerImage = {
  /** JPEG, 8:3, at most 1600 × 600. */
  image: Buffer;
  /** JPEG, 320 × 120 (or the image's own size, were it smaller). */
  thumbnail: Buffer;
  /** Hex SHA-256 of the upload as it came. */
  sha256: string;
  width: number;
  height: number;
};

const BANNER_POLICY: ImagePolicy = {
  maxBytes: BANNER_IMAGE.maxBytes,
  maxPixels: BANNER_IMAGE.maxPixels,
  refusals: {
    empty: 'BANNER_IMAGE_UNREADABLE',
    tooLarge: 'BANNER_IMAGE_TOO_LARGE',
    unsupportedType: 'BANNER_IMAGE_UNSUPPORTED_TYPE',
    tooManyPixels: 'BANNER_IMAGE_TOO_MANY_PIXELS',
    unreadable: 'BANNER_IMAGE_UNREADABLE',
    notImageData: 'BANNER_IMAGE_UNREADABLE',
  },
};

/** A large photo for a wide banner: progressive, so a slow phone sees the whole slide early. */
const JPEG_OUTPUT = { quality: 82, progressive: true, chromaSubsampling: '4:2:0' } as const;
const ASPECT = BANNER_IMAGE.width / BANNER_IMAGE.height;

/** The picture's bytes from the JSON body: a data URL or bare base64. */
export function decodeBannerImageText(text: string): Buffer {
  return decodeImageText(text, BANNER_POLICY);
}

/**
 * The stored size: the largest 8:3 box inside the upright picture, shrunk to 1600 px wide when
 * larger, never enlarged.
 */
export function bannerOutputSize(uprightWidth: number, uprightHeight: number): { width: number; height: number } {
  const cropWidth = Math.min(uprightWidth, uprightHeight * ASPECT);
  const width = Math.min(BANNER_IMAGE.width, Math.floor(cropWidth));
  return { width, height: Math.round(width / ASPECT) };
}

/**
 * Checks a banner upload and prepares what is stored. Throws AppError: BANNER_IMAGE_UNREADABLE (also
 * for an empty file), BANNER_IMAGE_TOO_LARGE, BANNER_IMAGE_UNSUPPORTED_TYPE, BANNER_IMAGE_TOO_MANY_PIXELS,
 * BANNER_IMAGE_TOO_SMALL.
 */
export async function prepareBannerImage(bytes: Buffer): Promise<PreparedBannerImage> {
  checkImageSize(bytes, BANNER_POLICY);
  return queueImageWork(async () => {
    const header = await readImageHeader(bytes, BANNER_POLICY);
    const sideways = header.orientation >= 5;
    const uprightWidth = sideways ? header.height : header.width;
    const uprightHeight = sideways ? header.width : header.height;
    if (uprightWidth < BANNER_IMAGE.minWidth || uprightHeight < BANNER_IMAGE.minHeight) {
      throw new AppError('BANNER_IMAGE_TOO_SMALL', {
        params: { width: BANNER_IMAGE.minWidth, height: BANNER_IMAGE.minHeight },
      });
    }
    const size = bannerOutputSize(uprightWidth, uprightHeight);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const sharp = await loadSharp();
    try {
      // Decoded once, at the stored size; the image and the thumbnail are both encoded from these pixels.
      const pipeline = sharp(bytes, sharpInput(BANNER_POLICY)).rotate();
      if (header.hasAlpha) pipeline.flatten({ background: '#ffffff' });
      const { data, info } = await pipeline
        .resize({ ...size, fit: 'cover', position: 'centre' })
        .toColourspace('srgb')
        .removeAlpha()
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true });
      const fromPixels = () =>
        sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
      const [image, thumbnail] = await Promise.all([
        fromPixels().jpeg(JPEG_OUTPUT).toBuffer(),
        fromPixels()
          .resize({
            width: BANNER_IMAGE.thumbnailWidth,
            height: BANNER_IMAGE.thumbnailHeight,
            fit: 'cover',
            withoutEnlargement: true,
          })
          .jpeg({ ...JPEG_OUTPUT, progressive: false })
          .toBuffer(),
      ]);
      return { image, thumbnail, sha256, width: info.width, height: info.height };
    } catch (error) {
      throw imageDecodeError(error, BANNER_POLICY);
    }
  });
}
