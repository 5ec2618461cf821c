// A slip upload's CPU work, without HTTP: checkSlipImage on a 3 MB phone photo (4000×3000, camera-like
// grain, the slip QR in it) and on a 1080×1920 screenshot, then the photo's stages one by one to show
// what dominates. Budget (docs/product.md §10): checked, re-encoded, QR-read in < 300 ms.
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { KBANK_SLIP_QR, slipImage } from '../apps/api/src/lib/slips/slip-fixtures.ts';
import { checkSlipImage } from '../apps/api/src/lib/slips/slip-image.ts';
import { readSlipQr } from '../apps/api/src/lib/slips/slip-qr-reader.ts';
import { percentiles } from './harness.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARM_UP = 3;

async function time(label: string, run: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < WARM_UP; i++) await run();
  const latencies: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    latencies.push(performance.now() - start);
  }
  const { p50, p99 } = percentiles(latencies);
  console.log(`${label.padEnd(52)} p50 ${String(p50).padStart(4)} ms   p99 ${String(p99).padStart(4)} ms`);
}

const photo = await slipImage({
  width: 4000,
  height: 3000,
  noise: true,
  quality: 88,
  qrs: [{ text: KBANK_SLIP_QR, left: 2300, top: 1500, scale: 12 }],
});
const screenshot = await slipImage({ qrs: [{ text: KBANK_SLIP_QR, left: 340, top: 1250 }] });

const checked = await checkSlipImage(photo);
if (checked.qr?.raw !== KBANK_SLIP_QR) throw new Error('the bench photo’s slip QR was not read');
console.log(
  `photo: ${(photo.length / 1024 / 1024).toFixed(1)} MB JPEG 4000×3000 → stored ${(checked.image.length / 1024).toFixed(0)} KB ` +
    `${checked.width}×${checked.height}, thumbnail ${(checked.thumbnail.length / 1024).toFixed(0)} KB; ${RUNS} runs after ${WARM_UP} warm-up`,
);

await time('checkSlipImage, 3 MB photo 4000×3000', () => checkSlipImage(photo));
await time('checkSlipImage, screenshot 1080×1920', () => checkSlipImage(screenshot));

// The photo's stages, as checkSlipImage runs them (the encoders and the QR read overlap there).
const input = { limitInputPixels: 40e6, failOn: 'error' } as const;
const decode = (side: number) =>
  sharp(photo, input)
    .rotate()
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .ensureAlpha()
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
const asPixels = ({ data, info }: Awaited<ReturnType<typeof decode>>) => ({
  data,
  width: info.width,
  height: info.height,
});
const stored = asPixels(await decode(2000));
const full = asPixels(await decode(4000));
const raw = { raw: { width: stored.width, height: stored.height, channels: 4 as const } };

await time('  stage: metadata (type and size check)', () => sharp(photo, input).metadata());
await time('  stage: decode to RGBA at 2000 px', () => decode(2000));
await time('  stage: QR read (zxing-wasm) at 2000×1500', () => readSlipQr(stored, []));
await time('  stage: encode 2000-px JPEG + 320-px thumbnail', () =>
  Promise.all([
    sharp(stored.data, raw).removeAlpha().jpeg({ quality: 82 }).toBuffer(),
    sharp(stored.data, raw).removeAlpha().resize(320, 320, { fit: 'inside' }).jpeg({ quality: 82 }).toBuffer(),
  ]),
);
console.log('not taken when the QR reads at 2000 px (the fallback for a small QR in a large photo):');
await time('  decode to RGBA at full 4000×3000', () => decode(4000));
await time('  QR read (zxing-wasm) at 4000×3000', () => readSlipQr(full, []));
