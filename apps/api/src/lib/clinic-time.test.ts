import { describe, expect, it } from 'vitest';
import { datesBetween } from './clinic-time.ts';

describe('datesBetween', () => {
  it('lists every day of a range, both ends included, across a leap day', () => {
    expect(datesBetween('2028-02-27', '2028-03-01', 31)).toEqual([
      '2028-02-27',
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
    expect(datesBetween('2026-01-02', '2026-01-01', 31)).toEqual([]);
  });

  it('ends at its cap even for dates no validation would let through', () => {
    // Past 9999-12-31 the ISO text sorts before the bound: a string comparison would never stop.
    expect(datesBetween('9999-12-01', '9999-12-31', 31)).toHaveLength(31);
    expect(datesBetween('2026-01-01', '9999-12-31', 42)).toHaveLength(42);
  });
});
