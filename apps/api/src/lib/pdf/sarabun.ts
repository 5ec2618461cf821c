import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

export type SarabunFonts = { regular: fontkit.Font; bold: fontkit.Font };

const SARA_AM = 0x0e33;
const NIKHAHIT = 0x0e4d;

let fonts: SarabunFonts | undefined;

/**
 * Sarabun regular and bold (from @expo-google-fonts/sarabun), read and parsed once per process, so
 * the shaping tables Thai needs (GSUB/GPOS) are decoded once rather than for every document.
 */
export function sarabun(): SarabunFonts {
  if (!fonts) {
    const directory = path.dirname(createRequire(import.meta.url).resolve('@expo-google-fonts/sarabun/package.json'));
    const open = (file: string) => {
      const font = fontkit.create(readFileSync(path.join(directory, file)));
      if (!('layout' in font)) throw new Error(`${file} is a font collection, not a font`);
      return withSearchableText(font);
    };
    fonts = { regular: open('400Regular/Sarabun_400Regular.ttf'), bold: open('700Bold/Sarabun_700Bold.ttf') };
  }
  return fonts;
}

/**
 * A one-page-at-a-time A4 document in Sarabun (fonts `regular` and `bold`), no margins: every
 * document the API prints starts here. `finish` ends it and answers its bytes.
 */
export function sarabunDocument(info: PDFKit.DocumentInfo): { doc: PDFKit.PDFDocument; finish: () => Promise<Buffer> } {
  const { regular, bold } = sarabun();
  // pdfkit 0.20 takes a parsed fontkit font wherever it takes a font file; its type definitions lag.
  const sarabunRegular = regular as unknown as PDFKit.Mixins.PDFFontSource;
  const doc = new PDFDocument({
    font: sarabunRegular as string,
    size: 'A4',
    margin: 0,
    lang: 'th-TH',
    displayTitle: true,
    info: { Creator: 'JongDee', Producer: 'JongDee', ...info },
  });
  doc.registerFont('regular', sarabunRegular);
  doc.registerFont('bold', bold as unknown as PDFKit.Mixins.PDFFontSource);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    finish: () => {
      doc.end();
      return done;
    },
  };
}

/**
 * Makes the text copied or searched out of a PDF match what was written. A PDF maps each glyph to
 * one text, and pdfkit takes it from the first use of the glyph. Shaping splits sara am (ำ) into
 * nikhahit + sara aa, and the split-off sara aa glyph carries no text, so depending on which came
 * first, every า would copy out empty, or every ำ as "ำา". Giving each glyph its own character (and
 * nikhahit for the split sara am) copies ำ as ํา, which is the same text under NFKC normalisation.
 */
function withSearchableText(font: fontkit.Font): fontkit.Font {
  const settled = new Set<number>();
  const layout = font.layout.bind(font);
  font.layout = (...args: Parameters<fontkit.Font['layout']>) => {
    const run = layout(...args);
    for (const glyph of run.glyphs) {
      if (settled.has(glyph.id)) continue;
      const own = font.stringsForGlyph(glyph.id)[0];
      glyph.codePoints = own
        ? [...own].map((character) => character.codePointAt(0) ?? 0)
        : glyph.codePoints.map((codePoint) => (codePoint === SARA_AM ? NIKHAHIT : codePoint));
      settled.add(glyph.id);
    }
    return run;
  };
  return font;
}
