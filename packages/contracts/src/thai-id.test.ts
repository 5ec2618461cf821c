import { describe, expect, it } from 'vitest';
import { formatThaiId, isValidThaiId } from './thai-id.ts';

describe('isValidThaiId', () => {
  it.each(['1101701234561', '1234567890121', '3101200456789'])('accepts the reference vector %s', (value) => {
    expect(isValidThaiId(value)).toBe(true);
  });

  it('accepts a leading 0 (non-Thai persons) when the check digit is right', () => {
    // 0-0000-00000-01-? : sum = 1*2 = 2 → (11 - 2) % 10 = 9
    expect(isValidThaiId('0000000000019')).toBe(true);
  });

  it.each([
    ['a wrong check digit', '1101701234562'],
    ['thirteen identical digits', '1111111111111'],
    ['twelve digits', '110170123456'],
    ['letters', '11017O1234561'],
    ['dashes (callers strip them first)', '1-1017-01234-56-1'],
  ])('refuses %s', (_, value) => {
    expect(isValidThaiId(value)).toBe(false);
  });

  it('formats in the 1-4-5-2-1 groups', () => {
    expect(formatThaiId('1101701234561')).toBe('1-1017-01234-56-1');
  });
});
