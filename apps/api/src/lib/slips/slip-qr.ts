/**
 * The "mini QR" printed on Thai mobile-banking slips (docs/thai.md §2): tag (2 digits) + length
 * (2 digits) + value, like EMVCo. It carries only the sending bank and the transaction reference —
 * no amount, receiver or date — so it identifies a transfer (for duplicate detection), nothing more.
 */
import { BANKS } from '@jongdee/contracts';
import { crc16 } from '../promptpay/promptpay-payload.ts';

export type SlipQr = {
  /** 3 digits, e.g. `004` (KBank). */
  bankCode: string;
  /** Thai name from BANKS, or null for a code we do not list. */
  bankName: string | null;
  reference: string;
  /** The whole QR text, as read. */
  raw: string;
};

const SLIP_API_ID = '000001';
/** Real slips are 40–70 characters; anything far longer is not one, and we do not parse it. */
const MAX_LENGTH = 512;

type Field = { tag: string; value: string; start: number; lengthText: string };

/**
 * Splits a TLV string into fields. The last field may be shorter than its declared length only when
 * it is the CRC (tag 91): some banking apps drop the CRC's leading zeros. Returns null on any other
 * length that does not add up.
 */
function splitFields(text: string, allowShortCrc: boolean): Field[] | null {
  const fields: Field[] = [];
  let position = 0;
  while (position < text.length) {
    const header = text.slice(position, position + 4);
    if (!/^\d{4}$/.test(header)) return null;
    const tag = header.slice(0, 2);
    const lengthText = header.slice(2);
    const length = Number(lengthText);
    const valueStart = position + 4;
    const value = text.slice(valueStart, valueStart + length);
    if (value.length !== length) {
      const isShortCrc =
        allowShortCrc && tag === '91' && value.length >= 1 && valueStart + value.length === text.length;
      if (!isShortCrc) return null;
    }
    if (length === 0) return null;
    if (fields.some((field) => field.tag === tag)) return null;
    fields.push({ tag, value, start: position, lengthText });
    position = valueStart + value.length;
  }
  return fields;
}

/** The CRC covers everything before its value, `9104` included; a short CRC is left-padded first. */
function crcMatches(text: string, crcField: Field): boolean {
  if (!/^[0-9A-Fa-f]{1,4}$/.test(crcField.value)) return false;
  const printed = crcField.value.toUpperCase().padStart(4, '0');
  const before = text.slice(0, crcField.start);
  return printed === crc16(`${before}9104`) || printed === crc16(`${before}91${crcField.lengthText}`);
}

/**
 * The slip's bank and reference, or null when the text is not a Thai bank-transfer slip QR with a
 * valid CRC (a PromptPay QR, a URL, a damaged read …). Never throws.
 */
export function parseSlipQr(text: string): SlipQr | null {
  if (typeof text !== 'string') return null;
  const raw = text.trim();
  if (raw.length === 0 || raw.length > MAX_LENGTH || !/^[\x20-\x7E]+$/.test(raw)) return null;

  const fields = splitFields(raw, true);
  const crcField = fields?.at(-1);
  if (!fields || crcField?.tag !== '91' || !crcMatches(raw, crcField)) return null;

  const byTag = new Map(fields.map((field) => [field.tag, field.value]));
  if (byTag.get('51') !== 'TH') return null;
  const template = byTag.get('00');
  const inner = template === undefined ? null : splitFields(template, false);
  if (!inner) return null;
  const innerByTag = new Map(inner.map((field) => [field.tag, field.value]));
  const bankCode = innerByTag.get('01');
  const reference = innerByTag.get('02');
  if (innerByTag.get('00') !== SLIP_API_ID) return null;
  if (bankCode === undefined || !/^\d{3}$/.test(bankCode)) return null;
  if (reference === undefined || !/^[\x21-\x7E]+$/.test(reference)) return null;

  const bank = (BANKS as Record<string, { name: string } | undefined>)[bankCode];
  return { bankCode, bankName: bank?.name ?? null, reference, raw };
}
