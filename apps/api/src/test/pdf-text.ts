import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect } from 'vitest';

/**
 * The text of a PDF as a reader copies it, NFKC-normalised: shaping splits sara am (ำ) into
 * nikhahit + sara aa, which copies out as ํา — the same text under NFKC.
 */
export async function readPdf(pdf: Buffer | Uint8Array) {
  const task = getDocument({ data: new Uint8Array(pdf) });
  const document = await task.promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  const { info } = await document.getMetadata();
  await task.destroy();
  return { pages, text: pages.join('\n').normalize('NFKC'), info: info as Record<string, unknown> };
}

/** Asserts the PDF's text holds `expected`, compared as the reader copies it (NFKC). */
export const expectPdfText = (text: string, expected: string) => expect(text).toContain(expected.normalize('NFKC'));
