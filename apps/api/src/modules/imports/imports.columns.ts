import {
  CERTIFICATE_FORMS,
  type CertificateFormItem,
  type CertificateType,
  GENDER_LABELS,
  GENDERS,
  ID_TYPE_LABELS,
  ID_TYPES,
  itemChoices,
  TITLES,
} from '@jongdee/contracts';
import type { ImportColumn } from '../../lib/excel/xlsx-import.ts';

/**
 * The columns of each import form. Headers are Thai and come from the same labels as the screens;
 * result columns come from CERTIFICATE_FORMS, so a new item on a form is a new column here.
 */
export function examineeColumns(): ImportColumn[] {
  return [
    {
      key: 'title',
      header: 'คำนำหน้า',
      aliases: ['คำนำหน้าชื่อ', 'title', 'prefix'],
      required: true,
      example: 'นาย',
      list: TITLES,
      width: 12,
    },
    {
      key: 'firstName',
      header: 'ชื่อ',
      aliases: ['first name', 'firstname', 'given name'],
      required: true,
      example: 'สมชาย',
      width: 18,
    },
    {
      key: 'lastName',
      header: 'นามสกุล',
      aliases: ['last name', 'lastname', 'surname'],
      required: true,
      example: 'ใจดี',
      width: 18,
    },
    {
      key: 'idType',
      header: 'ประเภทเอกสาร',
      aliases: ['id type', 'document type'],
      required: false,
      example: ID_TYPE_LABELS.thai_id,
      list: ID_TYPES.map((type) => ID_TYPE_LABELS[type]),
      width: 18,
      hint: 'ว่างไว้ = บัตรประชาชน',
    },
    {
      key: 'idNumber',
      header: 'เลขประจำตัว',
      aliases: ['เลขประจำตัวประชาชน', 'เลขบัตรประชาชน', 'เลขหนังสือเดินทาง', 'id number', 'national id', 'passport no'],
      required: true,
      example: '1101701234561',
      format: 'text',
      width: 18,
    },
    {
      key: 'nationality',
      header: 'สัญชาติ',
      aliases: ['nationality'],
      required: false,
      example: 'ไทย',
      width: 12,
      hint: 'ว่างไว้ = ไทย',
    },
    {
      key: 'birthDate',
      header: 'วันเกิด',
      aliases: ['วันเดือนปีเกิด', 'birth date', 'date of birth'],
      required: false,
      example: '15/03/2530',
      format: 'date',
      width: 14,
    },
    {
      key: 'gender',
      header: 'เพศ',
      aliases: ['gender', 'sex'],
      required: false,
      example: GENDER_LABELS.male,
      list: GENDERS.map((gender) => GENDER_LABELS[gender]),
      width: 10,
    },
    {
      key: 'phone',
      header: 'เบอร์โทรศัพท์',
      aliases: ['เบอร์โทร', 'โทรศัพท์', 'phone', 'mobile'],
      required: false,
      example: '0812345678',
      format: 'text',
      width: 14,
    },
  ];
}

export const itemKey = (code: string) => `item_${code}`;

/** A result column's header: the item's label and unit, e.g. `น้ำหนักตัว (กก.)`. */
const itemHeader = (item: CertificateFormItem) => (item.unit ? `${item.label} (${item.unit})` : item.label);

/** An adult's measurements for the example row: together a normal examination (BMI 22.8). */
const TYPICAL_MEASURES: Record<string, number> = { weight: 62, height: 165 };

function itemExample(item: CertificateFormItem): string | number {
  const choices = itemChoices(item);
  if (choices) return choices.find((choice) => choice.normal)?.label ?? choices[0]?.label ?? '';
  if (item.kind === 'blood_pressure') return '120/80';
  if (item.kind === 'number') {
    if (item.normalMin !== undefined && item.normalMax !== undefined) return (item.normalMin + item.normalMax) / 2;
    return TYPICAL_MEASURES[item.code] ?? Math.round(((item.min ?? 0) + (item.max ?? 100)) / 4);
  }
  return '';
}

export function resultColumns(type: CertificateType, doctorLicences: readonly string[]): ImportColumn[] {
  const form = CERTIFICATE_FORMS[type];
  return [
    { key: 'bookingNo', header: 'เลขที่การจอง', required: true, example: 'BK-691123-0001', format: 'text', width: 18 },
    { key: 'idNumber', header: 'เลขประจำตัว', required: true, example: '1101701234561', format: 'text', width: 18 },
    {
      key: 'examDate',
      header: 'วันที่ตรวจ',
      required: false,
      example: '23/11/2569',
      format: 'date',
      width: 14,
      hint: 'ว่างไว้ = วันที่มาตรวจ (เช็กอิน)',
    },
    {
      key: 'doctorLicense',
      header: 'เลขใบอนุญาตแพทย์',
      required: true,
      example: doctorLicences[0] ?? 'ว.12345',
      ...(doctorLicences.length ? { list: doctorLicences } : {}),
      format: 'text',
      width: 16,
    },
    ...form.items.map(
      (item): ImportColumn => ({
        key: itemKey(item.code),
        header: itemHeader(item),
        required: item.required && !item.appliesTo,
        example: itemExample(item),
        ...(itemChoices(item) ? { list: itemChoices(item)?.map((choice) => choice.label) } : {}),
        width: Math.min(40, Math.max(12, itemHeader(item).length + 2)),
      }),
    ),
    {
      key: 'conclusion',
      header: 'สรุปผล',
      required: true,
      example: form.conclusionLabels.fit,
      list: Object.values(form.conclusionLabels),
      width: 28,
    },
    { key: 'doctorOpinion', header: 'ความเห็นแพทย์', required: false, example: '', width: 30 },
    { key: 'remark', header: 'หมายเหตุ', required: false, example: '', width: 30 },
    {
      key: 'confirmOutOfRange',
      header: 'ยืนยันค่านอกเกณฑ์ปกติ',
      aliases: ['ยืนยันค่านอกเกณฑ์', 'confirm out of range'],
      required: false,
      example: '',
      list: ['ใช่', 'ไม่'],
      width: 22,
      hint: 'ใส่ ใช่ เมื่อแพทย์ตรวจทานค่าที่ผิดปกติแล้ว',
    },
  ];
}
