/**
 * Slip images for tests and the bench, generated rather than committed: a phone-sized slip with its
 * mini QR (and optionally other QR codes), built with qrcode + sharp.
 */
import QRCode from 'qrcode';
import sharp, { type OverlayOptions } from 'sharp';

/** A KBank vector from docs/thai.md §2. */
export const KBANK_SLIP_QR = '0041000600000101030040220014242082547BPM049885102TH910434DF';

export type QrPlacement = {
  text: string;
  left: number;
  top: number;
  /** Pixels per QR module. */
  scale?: number;
  /** White modules on black, as dark-mode banking apps draw it. */
  inverted?: boolean;
};

export async function qrPng(text: string, scale = 8, inverted = false): Promise<Buffer> {
  const [dark, light] = inverted ? ['#ffffffff', '#000000ff'] : ['#000000ff', '#ffffffff'];
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale, color: { dark, light } });
}

/** Grey bars where a slip has its lines of text (bank, names, amount, date). */
function textLikeBars(width: number, height: number): OverlayOptions[] {
  const bars: OverlayOptions[] = [];
  for (let row = 0; row < 14; row++) {
    const barWidth = Math.round(width * (0.3 + ((row * 37) % 50) / 100));
    const barHeight = Math.max(8, Math.round(height * 0.015));
    bars.push({
      input: {
        create: { width: barWidth, height: barHeight, channels: 3, background: row % 3 ? '#555555' : '#1b5e20' },
      },
      left: Math.round(width * 0.08),
      top: Math.round(height * 0.08 + row * height * 0.035),
    });
  }
  return bars;
}

/**
 * A slip as a banking app saves it: white background, text-like bars, the QR codes given.
 * `noise` adds camera-like grain (for the bench's phone photo); `format` picks the container.
 */
export async function slipImage(options: {
  width?: number;
  height?: number;
  qrs: QrPlacement[];
  noise?: boolean;
  format?: 'jpeg' | 'png' | 'webp';
  quality?: number;
}): Promise<Buffer> {
  const { width = 1080, height = 1920, qrs, noise = false, format = 'jpeg', quality = 90 } = options;
  const overlays: OverlayOptions[] = textLikeBars(width, height);
  for (const qr of qrs) {
    overlays.push({ input: await qrPng(qr.text, qr.scale, qr.inverted), left: qr.left, top: qr.top });
  }
  const base = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#ffffff',
      ...(noise ? { noise: { type: 'gaussian', mean: 225, sigma: 12 } } : {}),
    },
  });
  const composed = await base.composite(overlays).png().toBuffer();
  const image = sharp(composed);
  if (format === 'png') return image.png().toBuffer();
  if (format === 'webp') return image.webp({ quality }).toBuffer();
  return image.jpeg({ quality }).toBuffer();
}

/**
 * A slip that no other `distinctSlip` of another seed (nor a plain `slipImage`) resembles: dark
 * blocks in a pattern drawn from the seed, so tests that approve slips stay clear of the look-alike
 * check (a template slip re-saved at another quality is, rightly, a look-alike).
 */
export async function distinctSlip(seed: number): Promise<Buffer> {
  const width = 1080;
  const height = 1920;
  const blocks: OverlayOptions[] = [];
  // 24 cells, each dark when its bit of a scrambled seed is set: seeds differ in about half of them.
  const pattern = Math.imul(seed + 1, 0x9e3779b1) >>> 0;
  for (let cell = 0; cell < 24; cell++) {
    if (!((pattern >>> cell) & 1)) continue;
    blocks.push({
      input: { create: { width: width / 4, height: height / 6, channels: 3, background: '#333333' } },
      left: (cell % 4) * (width / 4),
      top: Math.floor(cell / 4) * (height / 6),
    });
  }
  const base = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite(blocks)
    .png()
    .toBuffer();
  return sharp(base).composite(textLikeBars(width, height)).jpeg({ quality: 90 }).toBuffer();
}
