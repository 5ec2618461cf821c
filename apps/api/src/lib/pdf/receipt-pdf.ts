// The receipt (ใบเสร็จรับเงิน) as a clinic hands it out, top to bottom in the order the paper reads:
// the clinic and the document's number, who paid, what for, how much in figures and in words, how
// and when it was paid, and who received it. The drawing primitives live in form-sheet.ts.
import { formatThaiId, PAYMENT_METHOD_LABELS, type PaymentMethod, RECEIPT_STATUS_LABELS } from '@jongdee/contracts';
import { bahtWords, formatBaht, formatThaiDate, formatThaiDateTime } from '@jongdee/contracts/thai-format';
import { BODY, INK, LEFT, LINE, MUTED, REVOKED, RIGHT, Sheet, SMALL, TOP, WIDTH } from './form-sheet.ts';
import { sarabunDocument } from './sarabun.ts';
import { wrapText } from './thai-text.ts';

export type ReceiptPdfInput = {
  receiptNo: string;
  status: 'issued' | 'cancelled';
  issuedAt: Date;
  cancelledAt: Date | null;
  cancelReason: string | null;
  /** The number of the receipt this one amends. */
  replacesNo: string | null;
  /** The address on one line, its province named once. */
  clinic: { name: string; address: string; taxId: string | null; phone: string | null };
  payer: { name: string; taxId: string | null; address: string | null };
  bookingNo: string;
  paymentNo: string;
  serviceName: string;
  examineeCount: number;
  unitPrice: number;
  /** What this payment brought, in satang: the whole booking, or one part of it. */
  amount: number;
  method: PaymentMethod;
  paidAt: Date;
};

const TINT = '#edf1f5';
/** The label column of the payer and payment blocks: room for เลขประจำตัวผู้เสียภาษี and a gap. */
const LABEL_WIDTH = 128;
const FRAME = '#8a8a8a';

/** A 13-digit tax id in its printed groups; anything else as it was typed. */
const taxIdText = (taxId: string) => (/^\d{13}$/.test(taxId) ? formatThaiId(taxId) : taxId);

/** Lines of at most `width` at `size`, at most `max` of them (the last cut with an ellipsis). */
function lines(sheet: Sheet, text: string, width: number, size: number, max: number): string[] {
  const all = wrapText(text, width, (part) => sheet.measure(part, { size }));
  if (all.length <= max) return all;
  const kept = all.slice(0, max);
  kept[max - 1] = sheet.fit(`${kept[max - 1] ?? ''}…`, width, { size, minSize: size }).text;
  return kept;
}

/** The clinic on the left, the title, number and date on the right; returns the baseline below. */
function header(sheet: Sheet, input: ReceiptPdfInput): number {
  const { clinic } = input;
  const boxWidth = 190;
  const boxLeft = RIGHT - boxWidth;
  const textWidth = boxLeft - LEFT - 16;
  const name = sheet.fit(clinic.name, textWidth, { bold: true, size: 15, minSize: 11 });
  sheet.write(name.text, LEFT, TOP + 16, { bold: true, size: name.size });
  let y = TOP + 33;
  for (const line of lines(sheet, clinic.address, textWidth, 10.5, 3)) {
    sheet.write(line, LEFT, y, { size: 10.5 });
    y += 14;
  }
  const contact = [
    clinic.taxId ? `เลขประจำตัวผู้เสียภาษี ${taxIdText(clinic.taxId)}` : '',
    clinic.phone ? `โทร ${clinic.phone}` : '',
  ].filter(Boolean);
  for (const line of contact) {
    sheet.write(line, LEFT, y, { size: 10.5 });
    y += 14;
  }

  // The document's own box: title, number, date, booking.
  const { doc } = sheet;
  const boxTop = TOP;
  const boxHeight = 92;
  doc.save().roundedRect(boxLeft, boxTop, boxWidth, boxHeight, 4).lineWidth(0.8).strokeColor(INK).stroke().restore();
  doc
    .save()
    .roundedRect(boxLeft, boxTop, boxWidth, 30, 4)
    .fill(input.status === 'cancelled' ? REVOKED : INK)
    .restore();
  sheet.writeCentred('ใบเสร็จรับเงิน', boxLeft + boxWidth / 2, boxTop + 22, { bold: true, size: 17, color: '#ffffff' });
  const labelLeft = boxLeft + 10;
  const valueLeft = boxLeft + 62;
  const rows: [string, string][] = [
    ['เลขที่', input.receiptNo],
    ['วันที่', formatThaiDate(input.issuedAt, 'long')],
    ['การจอง', input.bookingNo],
  ];
  rows.forEach(([label, value], index) => {
    const baseline = boxTop + 47 + index * 15;
    sheet.write(label, labelLeft, baseline, { size: 10.5, color: MUTED });
    sheet.write(value, valueLeft, baseline, { bold: true, size: 11.5 });
  });
  return Math.max(y, boxTop + boxHeight + 14) + 6;
}

/** The red notice of a cancelled receipt, under the header; returns the baseline below. */
function cancelledNotice(sheet: Sheet, input: ReceiptPdfInput, top: number): number {
  const when = input.cancelledAt ? ` เมื่อ ${formatThaiDate(input.cancelledAt, 'long')}` : '';
  const text = `ยกเลิก — ใบเสร็จฉบับนี้ถูกยกเลิกแล้ว${when}${input.cancelReason ? ` (${input.cancelReason})` : ''}`;
  const shown = lines(sheet, text, WIDTH - 20, 12, 2);
  const height = 12 + shown.length * 16;
  sheet.doc.save().rect(LEFT, top, WIDTH, height).lineWidth(1.2).strokeColor(REVOKED).stroke().restore();
  shown.forEach((line, index) => {
    sheet.write(line, LEFT + 10, top + 19 + index * 16, { bold: true, size: 12, color: REVOKED });
  });
  return top + height + 12;
}

/** Who paid: a person, or the company the booking asked the receipt for. */
function payerPart(sheet: Sheet, input: ReceiptPdfInput, top: number): number {
  let y = sheet.band(top, 'ได้รับเงินจาก');
  const labelWidth = LABEL_WIDTH;
  const row = (label: string, value: string, max = 1) => {
    sheet.write(label, LEFT + 6, y, { color: MUTED });
    const shown = lines(sheet, value, WIDTH - labelWidth - 6, BODY, max);
    for (const line of shown) {
      sheet.write(line, LEFT + labelWidth, y, { bold: label === 'ชื่อ' });
      y += LINE;
    }
  };
  row('ชื่อ', input.payer.name, 2);
  if (input.payer.taxId) row('เลขประจำตัวผู้เสียภาษี', taxIdText(input.payer.taxId));
  if (input.payer.address) row('ที่อยู่', input.payer.address, 3);
  return y + 4;
}

/** The table of what was paid for, its total, and the total in words; returns the baseline below. */
function itemsPart(sheet: Sheet, input: ReceiptPdfInput, top: number): number {
  const { doc } = sheet;
  // Columns: no., description, people, unit price, amount (right-aligned figures).
  const columns = { no: LEFT, item: LEFT + 34, people: RIGHT - 250, price: RIGHT - 165, amount: RIGHT - 80 };
  const headerHeight = 22;
  doc.save().rect(LEFT, top, WIDTH, headerHeight).fill(TINT).restore();
  const headBaseline = top + 15;
  sheet.writeCentred('ลำดับ', columns.no + 17, headBaseline, { bold: true, size: 10.5 });
  sheet.write('รายการ', columns.item + 6, headBaseline, { bold: true, size: 10.5 });
  sheet.writeCentred('จำนวน (คน)', (columns.people + columns.price) / 2, headBaseline, { bold: true, size: 10.5 });
  sheet.writeRight('ราคาต่อคน', columns.amount - 8, headBaseline, { bold: true, size: 10.5 });
  sheet.writeRight('จำนวนเงิน', RIGHT - 8, headBaseline, { bold: true, size: 10.5 });

  const lineTotal = input.unitPrice * input.examineeCount;
  let y = top + headerHeight + 18;
  sheet.writeCentred('1', columns.no + 17, y);
  const description = lines(sheet, input.serviceName, columns.people - columns.item - 14, BODY, 2);
  description.forEach((line, index) => {
    sheet.write(line, columns.item + 6, y + index * LINE, { bold: index === 0 });
  });
  sheet.writeCentred(String(input.examineeCount), (columns.people + columns.price) / 2, y);
  sheet.writeRight(formatBaht(input.unitPrice), columns.amount - 8, y);
  sheet.writeRight(formatBaht(lineTotal), RIGHT - 8, y);
  y += (description.length - 1) * LINE + LINE;
  sheet.write(`ตามการจองเลขที่ ${input.bookingNo}`, columns.item + 6, y, { size: SMALL + 1, color: MUTED });
  const bodyBottom = y + 12;
  doc
    .save()
    .rect(LEFT, top, WIDTH, bodyBottom - top)
    .lineWidth(0.7)
    .strokeColor(FRAME)
    .stroke();
  for (const x of [columns.item, columns.people, columns.price, columns.amount]) {
    doc.moveTo(x, top).lineTo(x, bodyBottom);
  }
  doc.lineWidth(0.5).strokeColor(FRAME).stroke().restore();

  // Totals, under the figures: a part payment says what the list comes to and what this one brought.
  y = bodyBottom + 18;
  const partial = input.amount !== lineTotal;
  if (partial) {
    sheet.writeRight('รวมตามรายการ', columns.amount - 8, y, { color: MUTED });
    sheet.writeRight(formatBaht(lineTotal), RIGHT - 8, y, { color: MUTED });
    y += LINE + 2;
  }
  const totalTop = y - 14;
  doc.save().rect(LEFT, totalTop, WIDTH, 26).fill(TINT).restore();
  sheet.write(`(${bahtWords(input.amount)})`, LEFT + 8, y + 3, { bold: true, size: 12 });
  sheet.writeRight(partial ? 'รับชำระครั้งนี้' : 'รวมเงินทั้งสิ้น', columns.amount - 8, y + 3, { bold: true, size: 12 });
  sheet.writeRight(formatBaht(input.amount), RIGHT - 8, y + 3, { bold: true, size: 13 });
  return totalTop + 26 + 22;
}

/** How and when the money came, the document's status, and what it replaces; returns the baseline below. */
function paymentPart(sheet: Sheet, input: ReceiptPdfInput, top: number): number {
  let y = top;
  const labelWidth = LABEL_WIDTH;
  const rows: [string, string, string?][] = [
    ['ชำระโดย', PAYMENT_METHOD_LABELS[input.method]],
    ['วันที่ชำระ', formatThaiDateTime(input.paidAt, 'long')],
    ['รายการชำระเงิน', input.paymentNo],
    ['สถานะ', RECEIPT_STATUS_LABELS[input.status], input.status === 'cancelled' ? REVOKED : INK],
  ];
  for (const [label, value, color] of rows) {
    sheet.write(label, LEFT + 6, y, { color: MUTED });
    sheet.write(value, LEFT + labelWidth, y, { bold: true, color: color ?? INK });
    y += LINE;
  }
  if (input.replacesNo) {
    sheet.write(`ใบเสร็จฉบับนี้ออกแทนใบเสร็จเลขที่ ${input.replacesNo} ซึ่งยกเลิกแล้ว`, LEFT + 6, y + 2, {
      bold: true,
    });
    y += LINE + 2;
  }
  return y + 10;
}

/** The receiver's signature on the right, and how the document was made. */
function signaturePart(sheet: Sheet, input: ReceiptPdfInput, top: number): void {
  const left = RIGHT - 250;
  const signLeft = left + sheet.measure('ลงชื่อ') + 6;
  const signRight = RIGHT - sheet.measure('ผู้รับเงิน') - 6;
  sheet.write('ลงชื่อ', left, top + 28);
  sheet.dots(signLeft, signRight, top + 28);
  sheet.write('ผู้รับเงิน', signRight + 6, top + 28);
  const centre = (signLeft + signRight) / 2;
  const onBehalf = sheet.fit(`ในนาม ${input.clinic.name}`, RIGHT - left, { size: 10, minSize: 8 });
  sheet.writeCentred(onBehalf.text, centre, top + 46, { size: onBehalf.size });
  sheet.writeCentred(`วันที่ ${formatThaiDate(input.issuedAt, 'long')}`, centre, top + 61, { size: 10 });
  sheet.rule(top + 84, '#bbbbbb', 0.4);
  sheet.write('เอกสารนี้ออกจากระบบจองดีเมื่อคลินิกตรวจสอบการชำระเงินแล้ว', LEFT, top + 97, {
    size: SMALL,
    color: MUTED,
  });
}

/** One receipt as a one-page A4 PDF; a cancelled one says so at the top and across the page. */
export async function renderReceiptPdf(input: ReceiptPdfInput): Promise<Buffer> {
  const { doc, finish } = sarabunDocument({
    Title: input.receiptNo,
    Subject: 'ใบเสร็จรับเงิน',
    Author: input.clinic.name,
    CreationDate: input.issuedAt,
    ModDate: input.cancelledAt ?? input.issuedAt,
  });
  const sheet = new Sheet(doc);
  let y = header(sheet, input);
  sheet.rule(y - 8, INK, 0.8);
  if (input.status === 'cancelled') y = cancelledNotice(sheet, input, y);
  y = payerPart(sheet, input, y);
  y = itemsPart(sheet, input, y + 4);
  y = paymentPart(sheet, input, y);
  signaturePart(sheet, input, y);
  if (input.status === 'cancelled') sheet.watermark('ยกเลิก', REVOKED);
  return finish();
}
