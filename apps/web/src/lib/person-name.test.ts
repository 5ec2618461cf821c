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
  ])('%s %s → %s', (firstName, lastName, expected) => {
    expect(initials(firstName, lastName)).toBe(expected);
  });
});
