/**
 * Finds the slip QR in decoded pixels with zxing-wasm (zxing-cpp compiled to WebAssembly). Its
 * `.wasm` is read from node_modules: the library's default would fetch it from a CDN at first use.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { prepareZXingModule, type ReaderOptions, readBarcodes } from 'zxing-wasm/reader';
import { loadSharp } from '../images/sharp.ts';
import { parseSlipQr, type SlipQr } from './slip-qr.ts';

/** RGBA, 8 bits a channel, row after row — sharp's `.ensureAlpha().raw()` output. */
export type RgbaPixels = { data: Buffer; width: number; height: number };

/**
 * Tried after the decoded size, largest first. Camera photos of a screen sometimes read only when
 * smaller (less moiré and noise); a QR shrunk much below 300 px across the slip is lost.
 */
const LADDER_SIDES = [1200, 800] as const;

const READER_OPTIONS: ReaderOptions = {
  formats: ['QRCode'],
  tryHarder: true,
  tryRotate: true,
  // White-on-black QR codes (dark-mode banking apps) are read by zxing's own inverted pass.
  tryInvert: true,
  tryDownscale: true,
  // A slip may also show the account holder's own PromptPay QR: read several, keep the slip's.
  maxNumberOfSymbols: 8,
};

let zxingReady: Promise<unknown> | undefined;

/** Loads the WebAssembly module once per process, from disk. */
function loadZxing(): Promise<unknown> {
  zxingReady ??= (async () => {
    const wasmPath = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
    const wasmBinary = (await readFile(wasmPath)).buffer as ArrayBuffer;
    return prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  })().catch((error: unknown) => {
    zxingReady = undefined;
    throw error;
  });
  return zxingReady;
}

async function readAt(pixels: RgbaPixels): Promise<SlipQr | null> {
  const imageData = {
    data: new Uint8ClampedArray(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength),
    width: pixels.width,
    height: pixels.height,
  };
  const results = await readBarcodes(imageData, READER_OPTIONS);
  for (const result of results) {
    const slip = result.isValid ? parseSlipQr(result.text) : null;
    if (slip) return slip;
  }
  return null;
}

async function shrink(pixels: RgbaPixels, side: number): Promise<RgbaPixels> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: 4 } })
    .resize({ width: side, height: side, fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * The first QR in the image that parses as a slip (API id 000001), trying the given size and then
 * the smaller `sides`; null when there is none. Other QR codes are ignored.
 */
export async function readSlipQr(pixels: RgbaPixels, sides: readonly number[] = LADDER_SIDES): Promise<SlipQr | null> {
  await loadZxing();
  const found = await readAt(pixels);
  if (found) return found;
  const longest = Math.max(pixels.width, pixels.height);
  for (const side of sides) {
    if (side >= longest) continue;
    const slip = await readAt(await shrink(pixels, side));
    if (slip) return slip;
  }
  return null;
}
