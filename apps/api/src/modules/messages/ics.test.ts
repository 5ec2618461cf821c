import { describe, expect, it } from 'vitest';
import { escapeIcsText, foldIcsLine } from './ics.ts';

const octets = (line: string) => Buffer.byteLength(line);

describe('foldIcsLine', () => {
  it('leaves a line of 75 octets whole and folds the 76th onto a line that starts with a space', () => {
    const exact = `DESCRIPTION:${'a'.repeat(63)}`;
    expect(foldIcsLine(exact)).toBe(exact);
    const folded = foldIcsLine(`${exact}b`).split('\r\n');
    expect(folded).toEqual([exact, ' b']);
  });

  it('folds Thai at 75 octets without cutting a letter or parting a consonant from its marks', () => {
    const line = `SUMMARY:${'นัดตรวจสุขภาพที่คลินิกเวชกรรมจองดี สาขาลาดพร้าว '.repeat(6)}`;
    const pieces = foldIcsLine(line).split('\r\n');
    expect(pieces.length).toBeGreaterThan(3);
    for (const piece of pieces) {
      expect(octets(piece)).toBeLessThanOrEqual(75);
      expect(Buffer.from(piece, 'utf8').toString('utf8')).toBe(piece);
    }
    for (const piece of pieces.slice(1)) {
      expect(piece.startsWith(' ')).toBe(true);
      // A continuation never starts with a vowel or tone mark written above or below a consonant.
      expect(piece.slice(1)).not.toMatch(/^[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/u);
    }
    expect(pieces.map((piece, index) => (index === 0 ? piece : piece.slice(1))).join('')).toBe(line);
  });

  it('cuts a cluster too long for any line between its code points', () => {
    const line = `X:${'ก'}${'\u0E48'.repeat(40)}`;
    const pieces = foldIcsLine(line).split('\r\n');
    for (const piece of pieces) expect(octets(piece)).toBeLessThanOrEqual(75);
    expect(pieces.map((piece, index) => (index === 0 ? piece : piece.slice(1))).join('')).toBe(line);
  });
});

describe('escapeIcsText', () => {
  it('escapes backslash, semicolon, comma and every kind of line end', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });
});
