import { describe, expect, it } from 'vitest';
import { markThaiWordBreaks, wrapText, ZERO_WIDTH_SPACE } from './thai-text.ts';

const shown = (text: string) => text.replaceAll(ZERO_WIDTH_SPACE, '|');
/** Width by characters, leaving out combining marks (they take no room), like a font would. */
const measure = (text: string) => text.replace(/[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/g, '').length;
const COMBINING_MARK = /^[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/;

describe('markThaiWordBreaks', () => {
  it('puts a zero-width space between Thai words', () => {
    expect(shown(markThaiWordBreaks('ควรออกกำลังกายสม่ำเสมอ'))).toBe('ควร|ออก|กำลัง|กาย|สม่ำเสมอ');
  });

  it('leaves spaces, numbers, Latin words and punctuation as they are', () => {
    expect(shown(markThaiWordBreaks('ความดัน 120/80 mmHg (ปกติ)'))).toBe('ความ|ดัน 120/80 mmHg (ปกติ)');
    expect(markThaiWordBreaks('Blood pressure 120/80')).toBe('Blood pressure 120/80');
  });

  it('never lets a line start with the repetition mark', () => {
    expect(shown(markThaiWordBreaks('ทุกๆวัน'))).not.toContain('|ๆ');
  });
});

describe('wrapText', () => {
  const remark = 'ผู้เข้ารับการตรวจมีภาวะความดันโลหิตสูงเล็กน้อย ควรออกกำลังกายสม่ำเสมอ ลดอาหารเค็ม และตรวจซ้ำภายใน 3 เดือน';

  it('breaks Thai only between words, each line within the width', () => {
    const lines = wrapText(remark, 20, measure);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) {
      expect(measure(line)).toBeLessThanOrEqual(20);
      expect(line).not.toContain(ZERO_WIDTH_SPACE);
      expect(line).not.toMatch(COMBINING_MARK);
    }
    // Joined back, the lines are the text: nothing lost, and every break sits on a word boundary.
    expect(lines.join('').replaceAll(' ', '')).toBe(remark.replaceAll(' ', ''));
    const offsets = (pieces: string[]) => {
      let offset = 0;
      return pieces.map((piece) => (offset += piece.replaceAll(' ', '').length));
    };
    const wordEnds = new Set(offsets(markThaiWordBreaks(remark).split(/[\u200B ]/)));
    for (const lineEnd of offsets(lines)) expect(wordEnds).toContain(lineEnd);
  });

  it('keeps a short text on one line and honours newlines', () => {
    expect(wrapText('สุขภาพแข็งแรง', 50, measure)).toEqual(['สุขภาพแข็งแรง']);
    expect(wrapText('บรรทัดแรก\nบรรทัดสอง', 50, measure)).toEqual(['บรรทัดแรก', 'บรรทัดสอง']);
  });

  it('splits a word longer than a line between letters, never leaving a vowel or tone mark behind', () => {
    const lines = wrapText('ผู้ใหญ่ที่น้ำท่วมทุ่ง', 4, measure);
    expect(lines.join('')).toBe('ผู้ใหญ่ที่น้ำท่วมทุ่ง');
    for (const line of lines) expect(line).not.toMatch(COMBINING_MARK);
  });
});
