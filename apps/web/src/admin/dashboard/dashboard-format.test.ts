import { describe, expect, it } from 'vitest';
import { formatChange, formatWaiting } from './dashboard-format.ts';

describe('formatWaiting', () => {
  const now = '2026-11-23T10:00:00.000Z';
  it.each([
    ['2026-11-23T09:59:45.000Z', 'ไม่ถึงนาที'],
    ['2026-11-23T09:35:00.000Z', '25 นาที'],
    ['2026-11-23T07:00:00.000Z', '3 ชั่วโมง'],
    ['2026-11-23T06:40:00.000Z', '3 ชั่วโมง 20 นาที'],
    ['2026-11-21T06:00:00.000Z', '2 วัน 4 ชั่วโมง'],
    ['2026-11-22T10:00:00.000Z', '1 วัน'],
  ])('since %s is %s', (since, expected) => {
    expect(formatWaiting(since, now)).toBe(expected);
  });
});

describe('formatChange', () => {
  it('says how this month compares with the same days of last month', () => {
    expect(formatChange(125_000, 100_000)).toBe('+25%');
    expect(formatChange(90_000, 100_000)).toBe('-10%');
    expect(formatChange(100_000, 100_000)).toBe('0%');
    expect(formatChange(100_000, 0)).toBeNull();
  });
});
