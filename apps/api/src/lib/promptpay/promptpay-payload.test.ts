import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc16, hasValidCrc, promptPayPayload } from './promptpay-payload.ts';

// Known-good payloads from docs/thai.md §3 (CRC checked there).
const VECTORS = {
  phoneWithAmount: '00020101021229370016A000000677010111011300668123456785802TH53037645406500.00630416BF',
  phoneStatic: '00020101021129370016A000000677010111011300668123456785802TH530376463045D82',
  taxIdWithAmount: '00020101021229370016A000000677010111021301055361123455802TH53037645406300.006304D077',
  otherFieldOrder: '00020101021229370016A0000006770101110113006681222333353037645802TH540530.0063043CAD',
};

describe('promptPayPayload', () => {
  it('matches the standard payloads for a mobile number with and without an amount, and a tax id', () => {
    expect(promptPayPayload('0812345678', 50_000)).toBe(VECTORS.phoneWithAmount);
    expect(promptPayPayload('081-234-5678')).toBe(VECTORS.phoneStatic);
    expect(promptPayPayload('0105536112345', 30_000)).toBe(VECTORS.taxIdWithAmount);
  });

  it('writes satang as baht with two decimals', () => {
    expect(promptPayPayload('0812345678', 240_050)).toContain('54072400.50');
    expect(promptPayPayload('0812345678', 5)).toContain('54040.05');
  });

  it('refuses a target that is neither a mobile number nor a 13-digit id, and amounts that are not satang', () => {
    expect(() => promptPayPayload('12345')).toThrow();
    expect(() => promptPayPayload('0812345678', 0)).toThrow();
    expect(() => promptPayPayload('0812345678', 10.5)).toThrow();
  });

  it('always ends in a CRC that checks, for any amount and mobile number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), fc.stringMatching(/^0[689]\d{8}$/), (amount, phone) =>
        hasValidCrc(promptPayPayload(phone, amount)),
      ),
    );
  });
});

describe('crc16 and hasValidCrc', () => {
  it('accepts every reference payload, in whatever field order it was written', () => {
    for (const payload of Object.values(VECTORS)) expect(hasValidCrc(payload)).toBe(true);
  });

  it('refuses a payload with a changed amount or a cut CRC', () => {
    expect(hasValidCrc(VECTORS.phoneWithAmount.replace('500.00', '900.00'))).toBe(false);
    expect(hasValidCrc(VECTORS.phoneWithAmount.slice(0, -1))).toBe(false);
  });

  it('gives the CCITT-FALSE check value for "123456789"', () => {
    expect(crc16('123456789')).toBe('29B1');
  });
});
