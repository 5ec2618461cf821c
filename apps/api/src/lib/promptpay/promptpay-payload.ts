/**
 * PromptPay QR payloads (EMVCo merchant-presented, docs/thai.md §3): who to pay and, for a booking,
 * the exact amount, so a banking app fills both in. Each field is tag (2 digits) + length (2 digits)
 * + value; tag 63 carries the CRC-16/CCITT-FALSE of everything before it, `6304` included.
 */
import { satangToBahtText } from '@jongdee/contracts/thai-format';

const PROMPTPAY_AID = 'A000000677010111';

const field = (tag: string, value: string) => `${tag}${String(value.length).padStart(2, '0')}${value}`;

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial 0xFFFF, no reflection, four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** `0812345678` → `0066812345678` (tag 01); a 13-digit national or tax id stays as it is (tag 02). */
function target(promptPayId: string): string {
  const digits = promptPayId.replace(/\D/g, '');
  if (/^0\d{9}$/.test(digits)) return field('01', `66${digits.slice(1)}`.padStart(13, '0'));
  if (/^\d{13}$/.test(digits)) return field('02', digits);
  throw new Error('PromptPay id must be a 10-digit mobile number or a 13-digit id');
}

/** The payload for a receiver, with an amount (dynamic, `12`) or without (static, `11`). */
export function promptPayPayload(promptPayId: string, amountSatang?: number): string {
  const withAmount = amountSatang !== undefined;
  if (withAmount && (!Number.isInteger(amountSatang) || amountSatang <= 0)) {
    throw new Error('amount must be a positive whole number of satang');
  }
  const body = [
    field('00', '01'),
    field('01', withAmount ? '12' : '11'),
    field('29', field('00', PROMPTPAY_AID) + target(promptPayId)),
    field('58', 'TH'),
    field('53', '764'),
    ...(withAmount ? [field('54', satangToBahtText(amountSatang))] : []),
  ].join('');
  const unsigned = `${body}6304`;
  return unsigned + crc16(unsigned);
}

/** Whether a payload's last field is a CRC that matches what precedes it. */
export function hasValidCrc(payload: string): boolean {
  const match = /^(.*6304)([0-9A-Fa-f]{4})$/.exec(payload);
  return match?.[1] !== undefined && match[2]?.toUpperCase() === crc16(match[1]);
}
