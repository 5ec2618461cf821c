import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as hb from 'harfbuzzjs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { type DeclaredFace, FONTS_CSS, fontFaces, sourceFont, subsetFace } from '../build-tools/font-subsets.ts';

// The web font is cut at build time to each face's unicode-range in src/fonts.css
// (build-tools/font-subsets.ts). These tests hold the range to the texts, and the cut font to the full one.

const faces = fontFaces(readFileSync(FONTS_CSS, 'utf8'), FONTS_CSS);
const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The files the house rules keep user-facing strings in: the web's and the API's texts, the shared labels. */
function textFiles(): string[] {
  const folders = ['apps/web/src', 'apps/api/src', 'packages/contracts/src'];
  return folders.flatMap((folder) =>
    readdirSync(path.join(repository, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /(?:^|[/.])(?:texts|labels)\.ts$/.test(file) || /(?:^|\/)(?:errors|thai-zod)\.ts$/.test(file))
      .map((file) => path.join(repository, folder, file)),
  );
}

/** The characters of a file's string literals and template parts (not its comments), as the TypeScript scanner reads them. */
function stringCharacters(file: string): Set<string> {
  const scanner = ts.createScanner(
    ts.ScriptTarget.Latest,
    true,
    ts.LanguageVariant.Standard,
    readFileSync(file, 'utf8'),
  );
  const characters = new Set<string>();
  const strings = new Set([
    ts.SyntaxKind.StringLiteral,
    ts.SyntaxKind.NoSubstitutionTemplateLiteral,
    ts.SyntaxKind.TemplateHead,
    ts.SyntaxKind.TemplateMiddle,
    ts.SyntaxKind.TemplateTail,
  ]);
  // What each open `{` or `${` is: a `}` that closes a template's substitution goes on with the template.
  const open: ('brace' | 'substitution')[] = [];
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token === ts.SyntaxKind.OpenBraceToken) open.push('brace');
    if (token === ts.SyntaxKind.CloseBraceToken && open.pop() === 'substitution') {
      token = scanner.reScanTemplateToken(false);
    }
    if (token === ts.SyntaxKind.TemplateHead || token === ts.SyntaxKind.TemplateMiddle) open.push('substitution');
    if (strings.has(token)) for (const character of scanner.getTokenValue()) characters.add(character);
  }
  return characters;
}

describe('the web font', () => {
  it('has every letter the texts use, in every weight', () => {
    const files = textFiles();
    expect(files.length).toBeGreaterThan(40);
    for (const face of faces) {
      const range = new Set(face.codePoints);
      const missing = files.flatMap((file) =>
        [...stringCharacters(file)]
          .filter((character) => (character.codePointAt(0) ?? 0) >= 0x20 && !range.has(character.codePointAt(0) ?? 0))
          .map(
            (character) =>
              `${path.relative(repository, file)}: ${character} (U+${character.codePointAt(0)?.toString(16)})`,
          ),
      );
      expect(missing, `weight ${face.weight}`).toEqual([]);
    }
  });

  it('reads only string literals for that, not comments', () => {
    const file = path.join(repository, 'packages/contracts/src/errors.ts');
    // errors.ts says "≤ 5 MB" in a comment, and none of its messages has "≤".
    expect(readFileSync(file, 'utf8')).toContain('≤');
    expect(stringCharacters(file).has('≤')).toBe(false);
    expect(stringCharacters(file).has('ไ')).toBe(true);
  });

  describe.each(faces.map((face) => [face.weight, face] as [number, DeclaredFace]))('weight %i', (_weight, face) => {
    it('holds exactly the letters of its range that the full font has, and draws Thai as the full font does', async () => {
      const cut = await subsetFace(face, 'truetype');
      const full = await sourceFont(face.weight);
      const fullCodePoints = new Set(hbFace(full).collectUnicodes());
      const expected = face.codePoints.filter((codePoint) => fullCodePoints.has(codePoint));
      expect([...hbFace(cut).collectUnicodes()].sort((a, b) => a - b)).toEqual(expected);
      // Stacked marks (mark, mkmk), ญ and ฐ without their lower tails under a vowel, sara am (ccmp),
      // kerning and figures: the same glyphs in the same places as with the full font.
      for (const text of ['ปู่ ฟุ้ง น้ำ ป้ำ', 'ญูฐุ กิ๊ ที่ ฎุ ฏุ', 'ค่าตรวจ 1,250.00 บาท', 'AVATAR Office ffi 10/12']) {
        expect(shaped(cut, text), text).toEqual(shaped(full, text));
      }
    });
  });
});

function hbFace(font: Buffer): hb.Face {
  return new hb.Face(new hb.Blob(font));
}

/** Each glyph of `text` shaped with `font`: its outline and where it goes. */
function shaped(font: Buffer, text: string): string[] {
  const hbFont = new hb.Font(hbFace(font));
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(hbFont, buffer);
  const positions = buffer.getGlyphPositions();
  return buffer.getGlyphInfos().map((glyph, index) => {
    const position = positions[index];
    return `${hbFont.glyphToPath(glyph.codepoint)} @${position?.xAdvance},${position?.xOffset},${position?.yOffset}`;
  });
}
