/**
 * Reading a QR code in the browser: its own BarcodeDetector where it has one (Chrome on Android and
 * macOS), zxing-wasm otherwise (desktop Chromium on Linux and Windows, Firefox, Safari), fetched only
 * the first time it is needed.
 */

type DetectedBarcode = { rawValue: string };
type BarcodeDetectorLike = { detect: (source: ImageBitmapSource) => Promise<DetectedBarcode[]> };
type BarcodeDetectorClass = {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats: () => Promise<string[]>;
};

let nativeDetector: Promise<BarcodeDetectorLike | null> | undefined;

function barcodeDetector(): Promise<BarcodeDetectorLike | null> {
  nativeDetector ??= (async () => {
    const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
    if (!Detector) return null;
    try {
      const formats = await Detector.getSupportedFormats();
      return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
    } catch {
      return null;
    }
  })();
  return nativeDetector;
}

const zxing = () => import('./zxing-decode.ts');

/** The QR code's text in a picture file (a photo of the customer's screen or printout), or null. */
export async function readQrFromFile(file: Blob): Promise<string | null> {
  const detector = await barcodeDetector();
  if (detector) {
    const bitmap = await createImageBitmap(file);
    try {
      const [first] = await detector.detect(bitmap);
      if (first?.rawValue) return first.rawValue;
    } finally {
      bitmap.close();
    }
  }
  return (await zxing()).zxingReadQr(file);
}

/**
 * A reader of camera frames: each call reads the video's current frame. The canvas is kept between
 * frames; zxing reads its pixels, BarcodeDetector the video itself.
 */
export async function videoQrReader(video: HTMLVideoElement): Promise<() => Promise<string | null>> {
  const detector = await barcodeDetector();
  if (detector) {
    return async () => (await detector.detect(video))[0]?.rawValue || null;
  }
  const { zxingReadQr } = await zxing();
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async () => {
    if (!context || video.videoWidth === 0) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    return zxingReadQr(context.getImageData(0, 0, canvas.width, canvas.height));
  };
}
