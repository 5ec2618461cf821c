import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

// Loaded only on the certificate screen: pdf.js and its worker, both from our own build. The browser's
// own PDF viewer in an <iframe> showed an empty dark frame in Chromium at times, and none at all on
// Android; a picture of each page shows the same everywhere.
GlobalWorkerOptions.workerSrc = workerUrl;

/** Each page of a PDF drawn as a PNG `width` pixels wide (about 150 dpi on A4 at 1240). */
export async function pdfPageImages(pdf: Blob, width: number): Promise<Blob[]> {
  // No WebAssembly image decoders: our PDFs hold only fonts, lines and PNGs.
  const task = getDocument({ data: new Uint8Array(await pdf.arrayBuffer()), useWasm: false });
  try {
    const document = await task.promise;
    const images: Blob[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
      const canvas = window.document.createElement('canvas');
      canvas.width = Math.round(viewport.width);
      canvas.height = Math.round(viewport.height);
      await page.render({ canvas, viewport }).promise;
      images.push(
        await new Promise<Blob>((resolve, reject) =>
          canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas.toBlob'))), 'image/png'),
        ),
      );
      page.cleanup();
    }
    return images;
  } finally {
    await task.destroy();
  }
}
