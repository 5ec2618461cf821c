import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc16, promptPayPayload } from '../promptpay/promptpay-payload.ts';
import { parseSlipQr } from './slip-qr.ts';

// Every vector of docs/thai.md §2 (CRC re-computed there), with what it must parse to.
const VECTORS = [
  ['0041000600000101030040220014242082547BPM049885102TH910434DF', '004', '014242082547BPM04988'],
  ['0041000600000101030040220015253144947DTF017735102TH9104F751', '004', '015253144947DTF01773'],
  ['0041000600000101030040220013075180347BTF021645102TH9104A4B7', '004', '013075180347BTF02164'],
  ['00390006000001010300402180161521916546013445102TH910487ED', '004', '016152191654601344'],
  ['0046000600000101030140225202506302Y3bapSlYwdBhB9l45102TH9104C051', '014', '202506302Y3bapSlYwdBhB9l4'],
  ['004100060000010103014022000111222233344ABCD125102TH910417DF', '014', '00111222233344ABCD12'],
  ['004000060000010103002021900021231231212000115102TH91049C30', '002', '0002123123121200011'],
] as const;
const KBANK = VECTORS[0][0];

/** A slip QR with any template and trailer, signed with a correct CRC. */
const signed = (body: string) => `${body}9104${crc16(`${body}9104`)}`;
const tlv = (tag: string, value: string) => `${tag}${String(value.length).padStart(2, '0')}${value}`;
const slipBody = (apiId: string, bank: string, reference: string) =>
  tlv('00', tlv('00', apiId) + tlv('01', bank) + tlv('02', reference)) + tlv('51', 'TH');

describe('parseSlipQr', () => {
  it.each(VECTORS)('reads %s', (raw, bankCode, reference) => {
    const slip = parseSlipQr(raw);
    expect(slip).toEqual({ bankCode, bankName: expect.any(String), reference, raw });
  });

  it('names the sending bank in Thai', () => {
    expect(parseSlipQr(KBANK)?.bankName).toBe('ธนาคารกสิกรไทย');
    expect(parseSlipQr(VECTORS[4][0])?.bankName).toBe('ธนาคารไทยพาณิชย์');
    expect(parseSlipQr(VECTORS[6][0])?.bankName).toBe('ธนาคารกรุงเทพ');
  });

  it('keeps a bank code we do not list, without a name', () => {
    expect(parseSlipQr(signed(slipBody(SLIP_API_ID, '999', 'ABC123')))).toMatchObject({
      bankCode: '999',
      bankName: null,
      reference: 'ABC123',
    });
  });

  it('accepts a lower-case CRC and surrounding whitespace from the reader', () => {
    expect(parseSlipQr(`${KBANK.slice(0, -4)}34df`)?.reference).toBe('014242082547BPM04988');
    expect(parseSlipQr(` ${KBANK}\n`)?.raw).toBe(KBANK);
  });

  it('accepts a CRC printed without its leading zero, left-padding it', () => {
    // Find a reference whose CRC starts with 0, then print the CRC without it.
    let body = '';
    let crc = '';
    for (let n = 0; !crc.startsWith('0'); n++) {
      body = slipBody(SLIP_API_ID, '004', `REF${n}`);
      crc = crc16(`${body}9104`);
    }
    const short = crc.slice(1);
    expect(parseSlipQr(`${body}9104${short}`)?.bankCode).toBe('004');
    expect(parseSlipQr(`${body}9103${short}`)?.bankCode).toBe('004');
  });

  it('refuses a wrong CRC, a changed reference or bank, and a cut string', () => {
    expect(parseSlipQr(`${KBANK.slice(0, -4)}34DE`)).toBeNull();
    expect(parseSlipQr(KBANK.replace('014242082547', '014242082548'))).toBeNull();
    expect(parseSlipQr(KBANK.replace('0103004', '0103014'))).toBeNull();
    for (let cut = 1; cut < KBANK.length; cut++) expect(parseSlipQr(KBANK.slice(0, cut))).toBeNull();
    expect(parseSlipQr(KBANK.slice(1))).toBeNull();
  });

  it('refuses wrong lengths even with a correct CRC', () => {
    expect(parseSlipQr(signed(KBANK.slice(0, -8).replace(/^0041/, '0042')))).toBeNull();
    expect(parseSlipQr(signed(KBANK.slice(0, -8).replace('0220', '0221')))).toBeNull();
    expect(parseSlipQr(signed(`${KBANK.slice(0, -8)}99`))).toBeNull();
  });

  it('refuses another API id, a bank code that is not 3 digits, a missing reference or country', () => {
    expect(parseSlipQr(signed(slipBody('000002', '004', 'ABC')))).toBeNull();
    expect(parseSlipQr(signed(slipBody(SLIP_API_ID, '04', 'ABC')))).toBeNull();
    expect(parseSlipQr(signed(slipBody(SLIP_API_ID, 'KBK', 'ABC')))).toBeNull();
    expect(parseSlipQr(signed(tlv('00', tlv('00', SLIP_API_ID) + tlv('01', '004')) + tlv('51', 'TH')))).toBeNull();
    expect(parseSlipQr(signed(tlv('00', tlv('00', SLIP_API_ID) + tlv('01', '004') + tlv('02', 'ABC'))))).toBeNull();
    expect(parseSlipQr(signed(`${slipBody(SLIP_API_ID, '004', 'ABC')}5102TH`))).toBeNull();
  });

  it('refuses a PromptPay QR (the account holder’s own QR may be on the slip too) and garbage', () => {
    expect(parseSlipQr(promptPayPayload('0812345678', 50_000))).toBeNull();
    expect(parseSlipQr(promptPayPayload('0812345678'))).toBeNull();
    for (const text of ['', '   ', 'https://example.com', '9104ABCD', '0000', 'ใบเสร็จ', 'x'.repeat(10_000)]) {
      expect(parseSlipQr(text)).toBeNull();
    }
    expect(parseSlipQr(undefined as unknown as string)).toBeNull();
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.stringMatching(/^[0-9A-F]{0,80}$/)),
        (text) => {
          const slip = parseSlipQr(text);
          expect(slip === null || /^\d{3}$/.test(slip.bankCode)).toBe(true);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('never throws on near-misses of a real slip', () => {
    fc.assert(
      fc.property(fc.nat(KBANK.length), fc.string({ maxLength: 6 }), fc.nat(KBANK.length), (at, insert, cut) => {
        const mutated = KBANK.slice(0, at) + insert + KBANK.slice(Math.min(KBANK.length, at + cut));
        const slip = parseSlipQr(mutated);
        // Surrounding whitespace (a decoder's trailing newline) is trimmed, so only a changed body must differ.
        if (mutated.trim() !== KBANK && slip) expect(slip.raw).not.toBe(KBANK);
      }),
      { numRuns: 2_000 },
    );
  });
});

const SLIP_API_ID = '000001';
