import { describe, expect, it } from 'vitest';
import { formatThaiDate, formatThaiDateTime } from './format-date.ts';
import { formatBaht } from './format-money.ts';

describe('formatThaiDate', () => {
  it('shows the Buddhist Era year with Thai month names', () => {
    expect(formatThaiDate('2026-11-22T03:00:00Z')).toBe('22 พ.ย. 2569');
    expect(formatThaiDate('2026-11-22T03:00:00Z', 'long')).toBe('22 พฤศจิกายน 2569');
  });

  it('uses Bangkok time: 20:00 UTC on the 22nd is already the 23rd in Thailand', () => {
    expect(formatThaiDate('2026-11-22T20:00:00Z')).toBe('23 พ.ย. 2569');
  });

  it('shows date and time together', () => {
    expect(formatThaiDateTime('2026-11-22T07:30:00Z')).toBe('22 พ.ย. 2569 14:30');
  });
});

describe('formatBaht', () => {
  it.each([
    [125050, '฿1,250.50'],
    [150000, '฿1,500.00'],
    [0, '฿0.00'],
    [99, '฿0.99'],
  ])('formats %i satang as %s', (satang, expected) => {
    expect(formatBaht(satang)).toBe(expected);
  });
});
