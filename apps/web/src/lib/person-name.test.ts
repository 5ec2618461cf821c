import { describe, expect, it } from 'vitest';
import { initials } from './person-name.ts';

describe('initials', () => {
  it.each([
    ['มานี', 'มีนา', 'มม'],
    ['เกศินี', 'ใจดี', 'กจ'],
    ['ไพโรจน์', 'แสงทอง', 'พส'],
    ['ผู้ดูแลระบบ', 'คลินิก', 'ผค'],
    ['john', 'smith', 'JS'],
    ['  สมชาย ', '', 'ส'],
    ['ฐิติ', 'ฤทธิ์', 'ฐฤ'],
    ['élodie', 'ÅSTRÖM', 'ÉÅ'],
    // Decomposed (e + U+0301), as some keyboards and pasted text give it: still one letter with its accent.
    ['e\u0301mile', 'zola', 'ÉZ'],
    ['😀', 'ใจดี', '😀จ'],
    ['', '', ''],
  ])('%s %s → %s', (firstName, lastName, expected) => {
    expect(initials(firstName, lastName)).toBe(expected);
  });
});
