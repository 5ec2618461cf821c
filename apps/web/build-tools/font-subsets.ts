import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/** The stylesheet that declares the app's font: each face's weight, file and `unicode-range`. */
export const FONTS_CSS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/fonts.css');

/**
 * The full IBM Plex Sans Thai of each weight, Google Fonts' build (the one Fontsource cuts its files
 * from), as TrueType with both scripts.
 */
const SOURCE_FONTS: Record<number, string> = {
  400: '@expo-google-fonts/ibm-plex-sans-thai/400Regular/IBMPlexSansThai_400Regular.ttf',
  500: '@expo-google-fonts/ibm-plex-sans-thai/500Medium/IBMPlexSansThai_500Medium.ttf',
  600: '@expo-google-fonts/ibm-plex-sans-thai/600SemiBold/IBMPlexSansThai_600SemiBold.ttf',
  700: '@expo-google-fonts/ibm-plex-sans-thai/700Bold/IBMPlexSansThai_700Bold.ttf',
};

/**
 * The OpenType features a browser applies by default that the font has: Thai marks placed over and
 * under letters (`mark`, `mkmk`), ญ and ฐ without their lower tails when a vowel goes under them, and
 * sara am (`ccmp`), kerning, ligatures, fractions. The stylistic sets, superscripts and the slashed
 * zero, which nothing in the app asks for, are left out with the glyphs only they reach.
 */
export const FONT_FEATURES = ['ccmp', 'calt', 'liga', 'frac', 'numr', 'dnom', 'kern', 'mark', 'mkmk'];

/** A `@font-face` of `fonts.css`: its weight, the file it names, the code points of its range. */
export type DeclaredFace = { weight: number; file: string; codePoints: number[] };

/** The code points of a CSS `unicode-range` (`U+0E01-0E5B, U+25CC`); wildcards (`U+4??`) are not used here. */
export function unicodeRangeCodePoints(range: string): number[] {
  const codePoints: number[] = [];
  for (const part of range.split(',')) {
    const match = /^\s*U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?\s*$/i.exec(part);
    if (!match?.[1]) throw new Error(`unicode-range part not understood: "${part}"`);
    const first = Number.parseInt(match[1], 16);
    const last = match[2] ? Number.parseInt(match[2], 16) : first;
    for (let codePoint = first; codePoint <= last; codePoint++) codePoints.push(codePoint);
  }
  return codePoints;
}

/** Every `@font-face` of `css`: its weight, the file its `url()` names (from `cssFile`'s folder) and its range. */
export function fontFaces(css: string, cssFile: string): DeclaredFace[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, block = '']) => {
    const property = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(block)?.[1]?.trim();
    const weight = Number(property('font-weight'));
    const url = /url\("([^"]+)"\)/.exec(property('src') ?? '')?.[1];
    const range = property('unicode-range');
    if (!url || !range || !SOURCE_FONTS[weight]) {
      throw new Error(
        `${cssFile}: a @font-face needs a weight of ${Object.keys(SOURCE_FONTS)}, a url() and a unicode-range`,
      );
    }
    return { weight, file: path.resolve(path.dirname(cssFile), url), codePoints: unicodeRangeCodePoints(range) };
  });
}

const require = createRequire(import.meta.url);

/** The full font of a weight, TrueType. */
export function sourceFont(weight: number): Promise<Buffer> {
  const file = SOURCE_FONTS[weight];
  if (!file) throw new Error(`IBM Plex Sans Thai has no weight ${weight} here`);
  return readFile(require.resolve(file));
}

/** The font of `face.weight` cut to the letters of its range and the default features, as woff2 or TrueType. */
export async function subsetFace(face: DeclaredFace, format: 'woff2' | 'truetype' = 'woff2'): Promise<Buffer> {
  return subsetFont(await sourceFont(face.weight), String.fromCodePoint(...face.codePoints), {
    targetFormat: format,
    keepFeatures: FONT_FEATURES,
  });
}

/**
 * The stylesheet the files were last cut for in this process. The build's first pass
 * (screen-chunks.ts) cuts them, since it reads fonts.css too; the build itself then has nothing to do.
 */
let cutFor = '';

/**
 * Writes the font files `src/fonts.css` names, before the build or the dev server reads it: each face
 * of IBM Plex Sans Thai cut to its own `unicode-range` (Thai, Basic Latin and the punctuation the
 * texts use) and the default features, one woff2 per weight with both scripts. Fontsource's files
 * were a Thai and a Latin face per weight: twice the fonts Chromium looks up as it lays out, and
 * 29.5–30.8 KB a weight where these are 22–23 KB (bench/README.md, 2026-12-07, 11:15–11:52). The files are
 * written to a folder git ignores (`apps/web/.fonts/`); ~1 s on two cores.
 */
export function fontSubsets(): Plugin {
  return {
    name: 'jongdee-font-subsets',
    // The build and the dev server; the web tests (Vitest's mode) load no stylesheet.
    apply: (_config, { mode }) => mode !== 'test',
    async buildStart() {
      this.addWatchFile(FONTS_CSS);
      const css = await readFile(FONTS_CSS, 'utf8');
      if (css === cutFor) return;
      for (const face of fontFaces(css, FONTS_CSS)) {
        await mkdir(path.dirname(face.file), { recursive: true });
        await writeFile(face.file, await subsetFace(face));
      }
      cutFor = css;
    },
  };
}
