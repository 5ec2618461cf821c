/**
 * Thai text for print. Thai writes no spaces between words, so a line may only break where a word
 * ends: `markThaiWordBreaks` puts U+200B (zero-width space) at those boundaries and `wrapText` breaks
 * lines there, handing back lines without it (a ZWSP that reached the PDF would copy out as a space).
 */

export const ZERO_WIDTH_SPACE = '\u200B';

const wordSegmenter = new Intl.Segmenter('th', { granularity: 'word' });
const graphemeSegmenter = new Intl.Segmenter('th', { granularity: 'grapheme' });

const THAI = /[\u0E00-\u0E7F]/;
const WORD_CHARACTER = /[\p{L}\p{M}\p{N}]/u;
/** Thai signs that belong to the word before them: never start a line with them. */
const NO_LINE_START = /^[\u0E2F\u0E46]/;

/**
 * Inserts U+200B at every word boundary inside a run of letters where one side is Thai (between two
 * Thai words, or Thai and a Latin word or number written against it). Spaces, punctuation, numbers
 * and Latin words keep their own breaking rules.
 */
export function markThaiWordBreaks(text: string): string {
  if (!THAI.test(text)) return text;
  let result = '';
  let previous = '';
  for (const { segment } of wordSegmenter.segment(text)) {
    const before = previous.at(-1) ?? '';
    const after = segment[0] ?? '';
    if (
      before &&
      WORD_CHARACTER.test(before) &&
      WORD_CHARACTER.test(after) &&
      (THAI.test(before) || THAI.test(after)) &&
      !NO_LINE_START.test(segment)
    ) {
      result += ZERO_WIDTH_SPACE;
    }
    result += segment;
    previous = segment;
  }
  return result;
}

/**
 * Breaks text into lines no wider than `maxWidth` as `measure` counts width: at spaces and at the
 * U+200B of `markThaiWordBreaks` (applied here), at newlines always, and inside a word only when the
 * word alone is wider than a line (then between grapheme clusters, so a vowel or tone mark never
 * leaves its consonant). Lines come back trimmed, without U+200B.
 */
export function wrapText(text: string, maxWidth: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    // Pieces are words with the spaces that follow them; a break may come after any piece.
    const pieces = markThaiWordBreaks(paragraph.replace(/[ \t]+/g, ' ').trim())
      .split(/(?<= )|\u200B/)
      .filter((piece) => piece !== '');
    let line = '';
    for (const piece of pieces) {
      if (line && measure((line + piece).trimEnd()) > maxWidth) {
        lines.push(line.trimEnd());
        line = '';
      }
      if (!line && measure(piece.trimEnd()) > maxWidth) {
        for (const { segment } of graphemeSegmenter.segment(piece)) {
          if (line && measure((line + segment).trimEnd()) > maxWidth) {
            lines.push(line.trimEnd());
            line = '';
          }
          line += segment;
        }
        continue;
      }
      line += piece;
    }
    lines.push(line.trimEnd());
  }
  return lines;
}
