/**
 * Drawing a form on one A4 page by baseline: labels, values on dotted lines and tick boxes of a row
 * line up, and a value too long for its field is made smaller, then cut. The certificate's layout
 * (certificate-pdf.ts) is written with it.
 */
// A4 in points; every position below is in points from the top-left corner.
export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
export const LEFT = 48;
export const RIGHT = PAGE_WIDTH - 48;
export const WIDTH = RIGHT - LEFT;
export const TOP = 34;
export const BOTTOM = PAGE_HEIGHT - 30;

export const BODY = 11.5;
export const SMALL = 9;
export const LINE = 16;
const PART_GAP = 5;
const BOX = 8.4;
export const INK = '#111111';
export const MUTED = '#555555';
const RULE = '#8a8a8a';
const BAND = '#edf1f5';
export const REVOKED = '#c62828';

const graphemeSegmenter = new Intl.Segmenter('th', { granularity: 'grapheme' });

/** Widths at 1 pt by font and text, shared by every certificate: the same labels are measured each time. */
const widthCache = new Map<string, number>();
const WIDTH_CACHE_MAX = 20_000;

/** Values drawn on one line: a newline typed into an address would otherwise start a line of its own. */
const oneLine = (text: string) => text.replace(/\s*[\r\n]+\s*/g, ' ');

type Style = { bold?: boolean; size?: number; color?: string };
/** A piece of an inline row: a label, a value on a dotted line, a tick box, or a gap. */
type FieldPart = { field: string; width?: number };
export type Part = string | ({ text: string } & Style) | FieldPart | { box: boolean } | { gap: number };

/** Drawing on one page by baseline, so labels, values and tick boxes of a row line up. */
export class Sheet {
  readonly doc: PDFKit.PDFDocument;

  constructor(doc: PDFKit.PDFDocument) {
    this.doc = doc;
  }

  private use({ bold = false, size = BODY, color = INK }: Style): void {
    this.doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(size)
      .fillColor(color);
  }

  measure(raw: string, style: Style = {}): number {
    const text = oneLine(raw);
    const size = style.size ?? BODY;
    const key = `${style.bold ? 'b' : 'r'}${text}`;
    let width = widthCache.get(key);
    if (width === undefined) {
      this.use(style);
      width = this.doc.widthOfString(text) / size;
      if (widthCache.size >= WIDTH_CACHE_MAX) widthCache.clear();
      widthCache.set(key, width);
    }
    return width * size;
  }

  /** Writes one line with its baseline at `baseline`; returns its width. */
  write(raw: string, x: number, baseline: number, style: Style = {}): number {
    const text = oneLine(raw);
    if (!text) return 0;
    this.use(style);
    this.doc.text(text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
    return this.measure(text, style);
  }

  writeRight(text: string, right: number, baseline: number, style: Style = {}): void {
    this.write(text, right - this.measure(text, style), baseline, style);
  }

  writeCentred(text: string, centre: number, baseline: number, style: Style = {}): void {
    this.write(text, centre - this.measure(text, style) / 2, baseline, style);
  }

  /** The text in one line of `width`: smaller down to `minSize`, then cut with an ellipsis. */
  fit(text: string, width: number, style: Style & { minSize?: number } = {}): { text: string; size: number } {
    const { size = BODY, minSize = size - 2 } = style;
    for (let current = size; current >= minSize; current -= 0.5) {
      if (this.measure(text, { ...style, size: current }) <= width) return { text, size: current };
    }
    const graphemes = [...graphemeSegmenter.segment(text)].map((part) => part.segment);
    while (graphemes.length > 0 && this.measure(`${graphemes.join('')}…`, { ...style, size: minSize }) > width) {
      graphemes.pop();
    }
    return { text: `${graphemes.join('').trimEnd()}…`, size: minSize };
  }

  dots(from: number, to: number, baseline: number): void {
    this.doc
      .save()
      .moveTo(from, baseline + 3)
      .lineTo(to, baseline + 3)
      .lineWidth(0.6)
      .dash(0.6, { space: 1.8 })
      .strokeColor(RULE)
      .stroke()
      .restore();
  }

  /** A tick box sitting on the baseline like a capital letter. */
  box(x: number, baseline: number, checked: boolean): number {
    const size = BOX;
    const top = baseline - size + 0.6;
    this.doc.save().rect(x, top, size, size).lineWidth(0.7).strokeColor(INK).stroke();
    if (checked) {
      this.doc
        .moveTo(x + 1.6, top + size * 0.52)
        .lineTo(x + size * 0.42, top + size - 1.6)
        .lineTo(x + size + 1.4, top - 1.6)
        .lineWidth(1.4)
        .lineCap('round')
        .lineJoin('round')
        .strokeColor(INK)
        .stroke();
    }
    this.doc.restore();
    return size;
  }

  private partWidth(part: Part): number {
    if (typeof part === 'string') return this.measure(part) + PART_GAP;
    if ('text' in part) return this.measure(part.text, part) + PART_GAP;
    if ('box' in part) return BOX + 4;
    if ('gap' in part) return part.gap;
    return (part.width ?? 0) + PART_GAP;
  }

  private fieldNeed(part: FieldPart): number {
    return part.field ? this.measure(part.field, { bold: true }) + 6 : 24;
  }

  /** How wide a row is when each field is just wide enough for its value. */
  naturalWidth(parts: Part[]): number {
    return (
      -PART_GAP +
      parts.reduce(
        (sum, part) =>
          sum +
          this.partWidth(part) +
          (typeof part === 'object' && 'field' in part && !part.width ? this.fieldNeed(part) : 0),
        0,
      )
    );
  }

  /**
   * Draws parts left to right from `x` to `right`; fields without a width share the room the other
   * parts leave, a field whose value needs more than its share taking it from the others.
   */
  row(x: number, right: number, baseline: number, parts: Part[]): number {
    const flexible = parts.filter(
      (part): part is FieldPart => typeof part === 'object' && 'field' in part && !part.width,
    );
    const fixed = parts.reduce((sum, part) => sum + this.partWidth(part), 0);
    // The last part's trailing gap may stand past `right`.
    const share = Math.max(0, right - x - fixed + PART_GAP) / Math.max(1, flexible.length);
    const needs = flexible.map((part) => (part.field ? this.fieldNeed(part) : 0));
    const spare = needs.reduce((sum, need) => sum + Math.max(0, share - need), 0);
    const short = needs.reduce((sum, need) => sum + Math.max(0, need - share), 0);
    const moved = Math.min(spare, short);
    const widths = needs.map((need) =>
      need > share
        ? share + ((need - share) / short) * moved
        : share - (spare > 0 ? ((share - need) / spare) * moved : 0),
    );
    let cursor = x;
    for (const part of parts) {
      if (typeof part === 'string') cursor += this.write(part, cursor, baseline) + PART_GAP;
      else if ('text' in part) cursor += this.write(part.text, cursor, baseline, part) + PART_GAP;
      else if ('box' in part) cursor += this.box(cursor, baseline, part.box) + 4;
      else if ('gap' in part) cursor += part.gap;
      else {
        const width = part.width ?? widths[flexible.indexOf(part)] ?? 0;
        this.field(part.field, cursor, cursor + width, baseline);
        cursor += width + PART_GAP;
      }
    }
    return cursor;
  }

  /** Draws parts at their natural widths from `x`. */
  inline(x: number, baseline: number, parts: Part[]): number {
    return this.row(x, x, baseline, parts);
  }

  /** A value written on a dotted line, as a form filled in. */
  field(value: string, from: number, to: number, baseline: number): void {
    this.dots(from, to, baseline);
    if (!value) return;
    const fitted = this.fit(value, to - from - 6, { bold: true, minSize: BODY - 3 });
    this.write(fitted.text, from + 3, baseline - 0.5, { bold: true, size: fitted.size });
  }

  /** A shaded section heading; returns the baseline of the first line beneath it. */
  band(top: number, title: string): number {
    this.doc.save().rect(LEFT, top, WIDTH, 17).fill(BAND).restore();
    this.write(title, LEFT + 6, top + 12.5, { bold: true });
    return top + 17 + LINE - 3;
  }

  rule(y: number, color = RULE, width = 0.6): void {
    this.doc.save().moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(width).strokeColor(color).stroke().restore();
  }

  /** A word across the middle of the page, faint and slanted: a document no longer in force. */
  watermark(text: string, color: string): void {
    const size = 108;
    const width = this.measure(text, { bold: true, size });
    this.doc.save();
    this.doc.rotate(-40, { origin: [PAGE_WIDTH / 2, PAGE_HEIGHT / 2] });
    this.doc.fillOpacity(0.2);
    this.write(text, PAGE_WIDTH / 2 - width / 2, PAGE_HEIGHT / 2 + size * 0.3, { bold: true, size, color });
    this.doc.restore();
  }
}
