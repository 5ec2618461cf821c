// One file on purpose, a little over 500 lines: it is the certificate's page layout, top to bottom
// in the order the form prints (header, parts 1 and 2, the doctor's block, the check QR), so the
// layout reads as the paper reads. The drawing primitives live in form-sheet.ts.
import {
  CERTIFICATE_FORMS,
  type CertificateFormDefinition,
  type CertificateFormItem,
  type CertificateType,
  certificateIdNumber,
  GENDER_LABELS,
  HEALTH_HISTORY_LABELS,
  type HealthHistory,
  itemChoices,
  type ResultConclusion,
  type ResultItem,
} from '@jongdee/contracts';
import { formatThaiDate, normaliseLicenceNo, personName } from '@jongdee/contracts/thai-format';
import QRCode from 'qrcode';
import {
  BODY,
  BOTTOM,
  INK,
  LEFT,
  LINE,
  MUTED,
  PAGE_WIDTH,
  type Part,
  REVOKED,
  RIGHT,
  Sheet,
  SMALL,
  TOP,
  WIDTH,
} from './form-sheet.ts';
import { sarabunDocument } from './sarabun.ts';
import { wrapText } from './thai-text.ts';

export type CertificatePdfInput = {
  type: CertificateType;
  certificateNo: string;
  status: 'valid' | 'revoked';
  issuedAt: Date;
  /** ISO calendar date (CE), as every date in the API. */
  examDate: string;
  validUntil: string;
  clinic: { name: string; address: string; phone: string };
  examinee: {
    title: string;
    firstName: string;
    lastName: string;
    idType: 'thai_id' | 'passport' | 'other';
    idNumber: string;
    nationality: string;
    birthDate: string | null;
    gender: 'male' | 'female' | 'other' | null;
  };
  /** The employer named on the migrant-worker form. */
  employer: { name: string; address: string | null } | null;
  healthHistory: HealthHistory | null;
  items: ResultItem[];
  conclusion: ResultConclusion;
  doctorOpinion: string | null;
  remark: string | null;
  doctor: { name: string; licenseNo: string };
  /** Printed as a QR code and as text. */
  verifyUrl: string;
};

const COMMON_FOOTNOTES = [
  'ต้องเป็นแพทย์ซึ่งได้ขึ้นทะเบียนรับใบอนุญาตประกอบวิชาชีพเวชกรรม',
  'ให้แสดงว่าเป็นผู้มีร่างกายสมบูรณ์เพียงใด ใบรับรองแพทย์ฉบับนี้ให้ใช้ได้ 1 เดือนนับแต่วันที่ตรวจร่างกาย',
  'คำรับรองนี้เป็นการตรวจวินิจฉัยเบื้องต้น',
];

/** The id line of part 1, worded as the forms word it (foreigners give a passport number). */
const ID_LABELS: Record<CertificatePdfInput['examinee']['idType'], string> = {
  thai_id: 'หมายเลขบัตรประจำตัวประชาชน',
  passport: 'เลขที่หนังสือเดินทาง',
  other: 'เลขประจำตัว',
};

function ageAt(birthDate: string, onDate: string): number {
  const years = Number(onDate.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return onDate.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

function header(sheet: Sheet, input: CertificatePdfInput, form: CertificateFormDefinition): number {
  const { clinic } = input;
  const numberWidth = 170;
  const name = sheet.fit(clinic.name, WIDTH - numberWidth - 10, { bold: true, size: 13.5, minSize: 10 });
  sheet.write(name.text, LEFT, TOP + 10, { bold: true, size: name.size });
  const contact = sheet.fit(`${clinic.address}  โทร ${clinic.phone}`, WIDTH - numberWidth - 10, {
    size: SMALL,
    minSize: 7,
  });
  sheet.write(contact.text, LEFT, TOP + 24, { size: contact.size, color: MUTED });
  sheet.writeRight(`เลขที่ ${input.certificateNo}`, RIGHT, TOP + 10, { bold: true, size: 12 });
  if (input.status === 'revoked') {
    sheet.writeRight('สถานะ: ถูกเพิกถอน', RIGHT, TOP + 24, { bold: true, size: SMALL, color: REVOKED });
  }
  sheet.rule(TOP + 31, INK, 0.8);
  const title = sheet.fit(form.title, WIDTH, { bold: true, size: 20, minSize: 15 });
  sheet.writeCentred(title.text, PAGE_WIDTH / 2, TOP + 60, { bold: true, size: title.size });
  return TOP + 70;
}

/** Part 1 of the Medical Council forms: who asks, and their health history as they declare it. */
function applicantPart(sheet: Sheet, input: CertificatePdfInput, form: CertificateFormDefinition, top: number): number {
  const { examinee } = input;
  let y = sheet.band(top, 'ส่วนที่ 1 ของผู้ขอรับใบรับรองสุขภาพ');
  sheet.row(LEFT, RIGHT, y, [
    'ข้าพเจ้า',
    { field: personName(examinee) },
    'สัญชาติ',
    { field: examinee.nationality, width: 90 },
  ]);
  y += LINE;
  sheet.row(LEFT, RIGHT, y, ['สถานที่อยู่ (ที่สามารถติดต่อได้)', { field: '' }]);
  y += LINE;
  const idLabel = ID_LABELS[examinee.idType];
  const birth = examinee.birthDate ? formatThaiDate(examinee.birthDate, 'long') : '';
  sheet.row(LEFT, RIGHT, y, [
    idLabel,
    { field: certificateIdNumber(form.type, examinee.idType, examinee.idNumber) },
    'วันเกิด',
    { field: birth, width: 120 },
  ]);
  y += LINE;
  sheet.write('ข้าพเจ้าขอใบรับรองสุขภาพ โดยมีประวัติสุขภาพดังนี้', LEFT, y);
  y += LINE;
  const answerColumn = LEFT + 200;
  form.healthHistoryItems.forEach((item, index) => {
    const answer = input.healthHistory?.[item];
    const mark = item === 'epilepsy' ? ' *' : '';
    sheet.write(`${index + 1}. ${HEALTH_HISTORY_LABELS[item]}${mark}`, LEFT + 12, y);
    sheet.row(answerColumn, RIGHT, y, [
      { box: answer?.has === false },
      'ไม่มี',
      { gap: 8 },
      { box: answer?.has === true },
      'มี (ระบุ)',
      { field: answer?.has ? (answer.detail ?? '') : '' },
    ]);
    y += LINE;
  });
  y += 4;
  sheet.row(answerColumn, RIGHT, y, [
    'ลงชื่อ',
    { field: '' },
    'วันที่',
    { field: formatThaiDate(input.examDate, 'long'), width: 120 },
  ]);
  return y + 12;
}

/** The migrant-worker header: who was examined and for which employer. */
function workerPart(sheet: Sheet, input: CertificatePdfInput, top: number): number {
  const { examinee, employer } = input;
  let y = sheet.band(top, 'ข้อมูลผู้รับการตรวจ');
  const gender = examinee.gender ? GENDER_LABELS[examinee.gender] : '';
  sheet.row(LEFT, RIGHT, y, ['ชื่อ-นามสกุล', { field: personName(examinee) }, 'เพศ', { field: gender, width: 70 }]);
  y += LINE;
  const number = certificateIdNumber('migrant_worker', examinee.idType, examinee.idNumber);
  const isPassport = examinee.idType === 'passport';
  sheet.row(LEFT, RIGHT, y, [
    'เลขประจำตัวคนซึ่งไม่มีสัญชาติไทย',
    { field: isPassport ? '-' : number },
    'เลขที่หนังสือเดินทาง',
    { field: isPassport ? number : '-' },
  ]);
  y += LINE;
  const age = examinee.birthDate ? `${ageAt(examinee.birthDate, input.examDate)} ปี` : '';
  sheet.row(LEFT, RIGHT, y, [
    'สัญชาติ',
    { field: examinee.nationality },
    'วันเดือนปีเกิด',
    { field: examinee.birthDate ? formatThaiDate(examinee.birthDate, 'long') : '' },
    'อายุ',
    { field: age, width: 50 },
  ]);
  y += LINE;
  sheet.row(LEFT, RIGHT, y, ['ชื่อนายจ้าง / สถานประกอบการ', { field: employer?.name ?? '' }]);
  y += LINE;
  sheet.row(LEFT, RIGHT, y, ['ที่อยู่นายจ้าง', { field: employer?.address ?? '' }]);
  return y + 10;
}

/** Place, date and doctor of the examination, then the items of the form in their groups. */
function examinationPart(sheet: Sheet, input: CertificatePdfInput, form: CertificateFormDefinition, top: number) {
  const isWorkerForm = form.type === 'migrant_worker';
  let y = sheet.band(top, isWorkerForm ? 'ส่วนของแพทย์ผู้ตรวจ' : 'ส่วนที่ 2 ของแพทย์');
  const examDate = formatThaiDate(input.examDate, 'long');
  const { clinic, doctor } = input;
  sheet.row(LEFT, RIGHT, y, ['สถานที่ตรวจ', { field: clinic.name }, 'วันที่ตรวจ', { field: examDate, width: 120 }]);
  y += LINE;
  sheet.row(LEFT, RIGHT, y, [
    'ข้าพเจ้า',
    { field: doctor.name },
    'ใบอนุญาตประกอบวิชาชีพเวชกรรมเลขที่',
    { field: normaliseLicenceNo(doctor.licenseNo), width: 70 },
  ]);
  y += LINE;
  sheet.row(LEFT, RIGHT, y, ['สถานพยาบาล ที่อยู่', { field: `${clinic.address} โทร ${clinic.phone}` }]);
  y += LINE;
  if (!isWorkerForm) {
    sheet.row(LEFT, RIGHT, y, ['ได้ตรวจร่างกาย', { field: personName(input.examinee) }, 'แล้ว มีรายละเอียดดังนี้']);
    y += LINE;
  }

  const byCode = new Map(input.items.map((item) => [item.code, item]));
  const answerTo = (code: string) => byCode.get(code)?.value ?? '';

  // Measurements share one row (label, value on a dotted line, unit), or two when they do not fit.
  const measurements = form.items.filter((item) => item.group === 'measurement');
  const measurementParts = (items: CertificateFormItem[]) =>
    items.flatMap((item): Part[] => [
      item.label,
      { field: answerTo(item.code) },
      ...(item.unit ? [item.unit, { gap: 3 }] : []),
    ]);
  const rows =
    sheet.naturalWidth(measurementParts(measurements)) <= WIDTH
      ? [measurements]
      : [
          measurements.slice(0, Math.ceil(measurements.length / 2)),
          measurements.slice(Math.ceil(measurements.length / 2)),
        ];
  for (const row of rows) {
    sheet.row(LEFT, RIGHT, y, measurementParts(row));
    y += LINE;
  }

  for (const item of form.items.filter((candidate) => candidate.group === 'general' && !candidate.detailFor)) {
    const detail = form.items.find((candidate) => candidate.detailFor === item.code);
    y = choiceRow(sheet, item, answerTo(item.code), detail ? answerTo(detail.code) : null, y, 'อยู่ในเกณฑ์');
  }

  const diseases = form.items.filter((item) => item.group === 'disease');
  y = diseaseTable(sheet, diseases, answerTo, y, isWorkerForm);

  for (const item of form.items.filter((candidate) => candidate.group === 'other')) {
    const applies = !item.appliesTo || input.examinee.gender === null || input.examinee.gender === item.appliesTo;
    if (applies)
      y = choiceRow(sheet, item, answerTo(item.code), null, y, item.appliesTo === 'female' ? '(เฉพาะหญิง)' : '');
  }
  return y - LINE + 8;
}

/** One item answered by ticking one of its choices, with a detail on a dotted line after "ผิดปกติ". */
function choiceRow(
  sheet: Sheet,
  item: CertificateFormItem,
  value: string,
  detail: string | null,
  y: number,
  suffix: string,
): number {
  const parts: Part[] = [`${item.label}${suffix ? ` ${suffix}` : ''}`, { gap: 6 }];
  for (const choice of itemChoices(item) ?? []) {
    parts.push({ box: value === choice.value }, choice.label, { gap: 8 });
  }
  if (detail !== null) parts.push('(ระบุ)', { field: detail });
  sheet.row(LEFT, RIGHT, y, parts);
  return y + LINE;
}

/** The certified conditions: a row per item, a tick column per answer. */
function diseaseTable(
  sheet: Sheet,
  items: CertificateFormItem[],
  answerTo: (code: string) => string,
  top: number,
  isWorkerForm: boolean,
): number {
  const ticked = items.filter((item) => itemChoices(item));
  const free = items.filter((item) => !itemChoices(item));
  const columns = ticked[0] ? (itemChoices(ticked[0]) ?? []) : [];
  const columnWidths = columns.map((choice) => Math.max(44, sheet.measure(choice.label, { size: 10 }) + 12));
  const tableRight = RIGHT;
  const columnLefts: number[] = [];
  let x = tableRight;
  for (let index = columnWidths.length - 1; index >= 0; index--) {
    x -= columnWidths[index] ?? 0;
    columnLefts[index] = x;
  }
  let y = top;
  const heading = isWorkerForm ? 'ผลการตรวจโรคและภาวะต้องห้าม' : 'ขอรับรองว่า จากการตรวจร่างกาย พบผลดังนี้';
  sheet.write(heading, LEFT, y, { bold: true });
  columns.forEach((choice, index) => {
    const centre = (columnLefts[index] ?? 0) + (columnWidths[index] ?? 0) / 2;
    sheet.writeCentred(choice.label, centre, y, { size: 10, color: MUTED });
  });
  sheet.rule(y + 5.5, '#bbbbbb', 0.4);
  y += LINE + 0.5;
  const rowHeight = LINE - 1.5;
  ticked.forEach((item, index) => {
    const label = sheet.fit(`(${index + 1}) ${item.label}`, (columnLefts[0] ?? RIGHT) - LEFT - 24, {
      minSize: 9.5,
    });
    sheet.write(label.text, LEFT + 12, y, { size: label.size });
    (itemChoices(item) ?? []).forEach((choice, column) => {
      const centre = (columnLefts[column] ?? 0) + (columnWidths[column] ?? 0) / 2;
      sheet.box(centre - 4.2, y, answerTo(item.code) === choice.value);
    });
    y += rowHeight;
  });
  for (const item of free) {
    sheet.row(LEFT + 12, RIGHT, y, [`(${ticked.length + 1}) ${item.label}`, { field: answerTo(item.code) }]);
    y += rowHeight;
  }
  return y + (LINE - rowHeight);
}

/** The conclusion as ticks in the form's wording; returns the baseline after it. */
function conclusionPart(sheet: Sheet, input: CertificatePdfInput, form: CertificateFormDefinition, top: number) {
  let y = top;
  const heading = form.type === 'migrant_worker' ? 'สรุปผลการตรวจ' : 'สรุปความเห็นและข้อแนะนำของแพทย์';
  sheet.write(heading, LEFT, y, { bold: true });
  y += LINE;
  let x = LEFT + 12;
  for (const conclusion of ['fit', 'fit_with_remarks', 'unfit'] satisfies ResultConclusion[]) {
    const label = form.conclusionLabels[conclusion];
    const width = 12.5 + sheet.measure(label) + 16;
    if (x + width > RIGHT && x > LEFT + 12) {
      x = LEFT + 12;
      y += LINE;
    }
    x = sheet.inline(x, y, [{ box: input.conclusion === conclusion }, label, { gap: 11 }]);
  }
  return y + LINE;
}

/**
 * The doctor's opinion and the remark in the room left above the signature: smaller type when
 * long, cut with an ellipsis as a last resort, so the certificate stays one page.
 */
function opinionPart(
  sheet: Sheet,
  input: CertificatePdfInput,
  form: CertificateFormDefinition,
  top: number,
  bottom: number,
) {
  const known = new Set(form.items.map((item) => item.code));
  const extra = input.items
    .filter((item) => !known.has(item.code) && item.value)
    .map((item) => `${item.label} ${item.value}${item.unit ? ` ${item.unit}` : ''}`);
  const blocks = [
    { label: 'ความเห็นแพทย์', text: input.doctorOpinion ?? '' },
    { label: 'ผลตรวจอื่น', text: extra.join(' · ') },
    { label: 'หมายเหตุ', text: input.remark ?? '' },
  ].filter((block) => block.text.trim() !== '');
  if (blocks.length === 0) {
    sheet.row(LEFT + 12, RIGHT, top - 2, [{ text: 'ความเห็นแพทย์', bold: true }, { field: '' }]);
    return;
  }
  const indent = LEFT + 12 + Math.max(...blocks.map((block) => sheet.measure(block.label, { bold: true }))) + 8;
  const MIN_SIZE = 8;
  for (let size = BODY; size >= MIN_SIZE; size -= 0.5) {
    const lineHeight = size * 1.38;
    const room = Math.max(blocks.length, Math.floor((bottom - top) / lineHeight) + 1);
    const laid = blocks.map((block) => wrapText(block.text, RIGHT - indent, (text) => sheet.measure(text, { size })));
    const counts = laid.map((lines) => lines.length);
    if (counts.reduce((sum, count) => sum + count, 0) > room && size > MIN_SIZE) continue;
    // Still too long at the smallest size: the longest block gives up lines first, so each keeps some.
    while (counts.reduce((sum, count) => sum + count, 0) > room) {
      const longest = counts.indexOf(Math.max(...counts));
      counts[longest] = (counts[longest] ?? 1) - 1;
    }
    let y = top - 2;
    blocks.forEach((block, index) => {
      const lines = laid[index] ?? [];
      const shown = lines.slice(0, counts[index]);
      if (shown.length === 0) return;
      if (shown.length < lines.length) {
        shown[shown.length - 1] = sheet.fit(`${shown.at(-1) ?? ''}…`, RIGHT - indent, { size, minSize: size }).text;
      }
      sheet.write(block.label, LEFT + 12, y, { bold: true, size });
      for (const line of shown) {
        sheet.write(line, indent, y, { size });
        y += lineHeight;
      }
    });
    return;
  }
}

const SIGNATURE_HEIGHT = 84;
/** Where the doctor's signature block begins; the verification sits to its left. */
const SIGNATURE_LEFT = RIGHT - 225;
const FOOTNOTE_SIZE = 8.3;
const FOOTNOTE_LINE = 10.5;

function footnoteLines(sheet: Sheet, form: CertificateFormDefinition): string[] {
  // Numbered notes run on as one paragraph, as the council forms print them; a form's own note that
  // starts with "*" explains an item marked so and takes a line of its own, as does the approval line.
  const numbered = [...COMMON_FOOTNOTES, ...form.footnotes.filter((note) => !note.startsWith('*'))]
    .map((note, index) => `(${index + 1}) ${note}`)
    .join(' ');
  const paragraphs = [numbered, ...form.footnotes.filter((note) => note.startsWith('*')), form.formVersion];
  return paragraphs.flatMap((note) =>
    wrapText(note, WIDTH - 44, (text) => sheet.measure(text, { size: FOOTNOTE_SIZE })),
  );
}

/** Signature, issue and expiry dates, the verification QR, and the footnotes, from the bottom up. */
function closingPart(sheet: Sheet, input: CertificatePdfInput, lines: string[], top: number) {
  const { doc } = sheet;
  // Verification: QR and the link, with the dates that matter to whoever reads the paper.
  const qrSize = 68;
  const qr = QRCode.create(input.verifyUrl, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const cell = qrSize / modules;
  doc.save().fillColor(INK);
  for (let row = 0; row < modules; row++) {
    for (let column = 0; column < modules; column++) {
      if (!qr.modules.get(row, column)) continue;
      let run = 1;
      while (column + run < modules && qr.modules.get(row, column + run)) run++;
      doc.rect(LEFT + column * cell, top + row * cell, run * cell + 0.05, cell + 0.05);
      column += run - 1;
    }
  }
  doc.fill().restore();
  const textLeft = LEFT + qrSize + 10;
  const valueLeft =
    textLeft + Math.max(sheet.measure('ออกให้ ณ วันที่', { size: 10 }), sheet.measure('ใช้ได้ถึง', { size: 10 })) + 8;
  sheet.write('ออกให้ ณ วันที่', textLeft, top + 13, { size: 10, color: MUTED });
  sheet.write(formatThaiDate(input.issuedAt, 'long'), valueLeft, top + 13, { bold: true, size: 10 });
  sheet.write('ใช้ได้ถึง', textLeft, top + 29, { size: 10, color: MUTED });
  sheet.write(formatThaiDate(input.validUntil, 'long'), valueLeft, top + 29, { bold: true, size: 11.5 });
  sheet.write('ตรวจสอบความถูกต้องได้ที่', textLeft, top + 49, { size: SMALL, color: MUTED });
  const url = sheet.fit(input.verifyUrl, SIGNATURE_LEFT - 12 - textLeft, { size: SMALL, minSize: 6.5 });
  sheet.write(url.text, textLeft, top + 61, { size: url.size });

  // The doctor's signature on the right: the line, the printed name, the role and licence beneath.
  const lineLeft = SIGNATURE_LEFT + sheet.measure('ลงชื่อ') + 5;
  sheet.write('ลงชื่อ', SIGNATURE_LEFT, top + 28);
  sheet.dots(lineLeft, RIGHT, top + 28);
  const centre = (lineLeft + RIGHT) / 2;
  const name = sheet.fit(`(${input.doctor.name})`, RIGHT - SIGNATURE_LEFT, { bold: true });
  sheet.writeCentred(name.text, centre, top + 47, { bold: true, size: name.size });
  sheet.writeCentred('แพทย์ผู้ตรวจร่างกาย', centre, top + 62, { size: 10 });
  sheet.writeCentred(`ใบอนุญาตประกอบวิชาชีพเวชกรรมเลขที่ ${normaliseLicenceNo(input.doctor.licenseNo)}`, centre, top + 75, {
    size: SMALL,
    color: MUTED,
  });

  let y = top + SIGNATURE_HEIGHT + 8;
  sheet.rule(y - 10, '#bbbbbb', 0.4);
  sheet.write('หมายเหตุ', LEFT, y, { bold: true, size: FOOTNOTE_SIZE, color: MUTED });
  for (const line of lines) {
    sheet.write(line, LEFT + 40, y, { size: FOOTNOTE_SIZE, color: MUTED });
    y += FOOTNOTE_LINE;
  }
}

/** The certificate of an examination as a one-page A4 PDF laid out after the form of its type. */
export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Buffer> {
  const form = CERTIFICATE_FORMS[input.type];
  const { doc, finish } = sarabunDocument({
    Title: input.certificateNo,
    Subject: form.title,
    Author: input.clinic.name,
    CreationDate: input.issuedAt,
    ModDate: input.issuedAt,
  });

  const sheet = new Sheet(doc);
  let y = header(sheet, input, form);
  y = form.type === 'migrant_worker' ? workerPart(sheet, input, y) : applicantPart(sheet, input, form, y);
  y = examinationPart(sheet, input, form, y + 6);
  y = conclusionPart(sheet, input, form, y + LINE - 4);

  const footnotes = footnoteLines(sheet, form);
  const closingTop = BOTTOM - footnotes.length * FOOTNOTE_LINE - SIGNATURE_HEIGHT;
  opinionPart(sheet, input, form, y, closingTop - 10);
  closingPart(sheet, input, footnotes, closingTop);
  if (input.status === 'revoked') sheet.watermark('ถูกเพิกถอน', REVOKED);

  return finish();
}
