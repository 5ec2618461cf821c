import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

// Loaded only when the browser has no BarcodeDetector and a QR is to be read: ~1 MB of WebAssembly,
// served from our own build (zxing-wasm fetches it from a CDN by default, which the CSP refuses).
prepareZXingModule({
  overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
});

/** The text of the first QR code in a picture (a photo's file, or a camera frame), or null. */
export async function zxingReadQr(image: Blob | ImageData): Promise<string | null> {
  const [first] = await readBarcodes(image, { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 1 });
  return first?.text || null;
}
