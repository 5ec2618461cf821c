import { HEALTH_HISTORY_ITEMS } from './bookings.labels.ts';
import { maskIdNumber } from './bookings.ts';
import { type CertificateType, CertificateTypeSchema } from './clinics.ts';
import type { FieldError } from './envelope.ts';
import { formatThaiId } from './thai-id.ts';
import { z } from './thai-zod.ts';

/**
 * What a certificate of each type asks and prints (docs/thai.md §1). The admin result form, the
 * Excel import columns and the PDF are all drawn from CERTIFICATE_FORMS, so a change of wording or a
 * new item is a change of data here, not of screens.
 */

export const RESULT_CONCLUSIONS = ['fit', 'unfit', 'fit_with_remarks'] as const;
export const ResultConclusionSchema = z.enum(RESULT_CONCLUSIONS, 'กรุณาเลือกผลสรุป');
export type ResultConclusion = z.infer<typeof ResultConclusionSchema>;
/** Short labels for lists and the admin form; each form prints its own wording (`conclusionLabels`). */
export const RESULT_CONCLUSION_LABELS: Record<ResultConclusion, string> = {
  fit: 'ผ่าน',
  fit_with_remarks: 'ผ่าน (มีข้อแนะนำ)',
  unfit: 'ไม่ผ่าน',
};

export const RESULT_ITEMS_MAX = 60;

/** One examination item as stored with a result: the label and unit are copied, so old results read as recorded. */
export const ResultItemSchema = z.object({
  code: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'รหัสรายการตรวจไม่ถูกต้อง'),
  label: z.string().trim().min(1).max(200),
  value: z.string().trim().max(500, 'ผลตรวจต้องไม่เกิน 500 ตัวอักษร'),
  unit: z.string().trim().max(20).nullable(),
  normal: z.boolean(),
});
export type ResultItem = z.infer<typeof ResultItemSchema>;
export const ResultItemsSchema = z
  .array(ResultItemSchema)
  .max(RESULT_ITEMS_MAX, `รายการตรวจต้องไม่เกิน ${RESULT_ITEMS_MAX} รายการ`);

export const FORM_ITEM_KINDS = [
  'number',
  'blood_pressure',
  'normal_abnormal',
  'present_absent',
  'text',
  'choice',
] as const;
export type FormItemKind = (typeof FORM_ITEM_KINDS)[number];
export const FORM_ITEM_GROUPS = ['measurement', 'general', 'disease', 'other'] as const;
export type FormItemGroup = (typeof FORM_ITEM_GROUPS)[number];
export const FORM_ITEM_GROUP_LABELS: Record<FormItemGroup, string> = {
  measurement: 'การตรวจร่างกาย',
  general: 'สภาพร่างกายทั่วไป',
  disease: 'โรคและภาวะที่ตรวจ',
  other: 'อื่น ๆ',
};

export const FormChoiceSchema = z.object({
  value: z.string().regex(/^[a-z][a-z0-9_]*$/),
  label: z.string(),
  /** Whether this answer counts as normal (stored as the item's `normal`). */
  normal: z.boolean(),
});
export type FormChoice = z.infer<typeof FormChoiceSchema>;

/** The fixed answers of the two yes/no kinds; `choice` items carry their own. */
export const NORMAL_ABNORMAL_CHOICES: readonly FormChoice[] = [
  { value: 'normal', label: 'ปกติ', normal: true },
  { value: 'abnormal', label: 'ผิดปกติ', normal: false },
];
export const PRESENT_ABSENT_CHOICES: readonly FormChoice[] = [
  { value: 'absent', label: 'ไม่ปรากฏ', normal: true },
  { value: 'present', label: 'ปรากฏ', normal: false },
];

export const CertificateFormItemSchema = z.object({
  code: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/),
  label: z.string().min(1),
  kind: z.enum(FORM_ITEM_KINDS),
  unit: z.string().optional(),
  choices: z.array(FormChoiceSchema).min(2).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  required: z.boolean(),
  group: z.enum(FORM_ITEM_GROUPS),
  appliesTo: z.literal('female').optional(),
  /** A text item that details another item's abnormal answer: required when that answer is not normal. */
  detailFor: z.string().optional(),
});
export type CertificateFormItem = z.infer<typeof CertificateFormItemSchema>;

export const CertificateFormDefinitionSchema = z.object({
  type: CertificateTypeSchema,
  /** Printed at the top of the certificate. */
  title: z.string(),
  /** The footnote naming the approved version of the form. */
  formVersion: z.string(),
  /** Further footnotes of this form, printed after the common ones; "* …" explains an item marked with *. */
  footnotes: z.array(z.string()),
  /** Part 1 questions asked on this form, in print order. */
  healthHistoryItems: z.array(z.enum(HEALTH_HISTORY_ITEMS)),
  items: z.array(CertificateFormItemSchema).max(RESULT_ITEMS_MAX),
  /** How the conclusion is worded on this form. */
  conclusionLabels: z.record(ResultConclusionSchema, z.string()),
  /** Whether the printed id number shows only its last three characters. */
  masksIdNumber: z.boolean(),
  /** Valid for this many calendar months from the examination date. */
  validityMonths: z.literal(1),
});
export type CertificateFormDefinition = z.infer<typeof CertificateFormDefinitionSchema>;

const HISTORY_WITHOUT_EPILEPSY = HEALTH_HISTORY_ITEMS.filter((item) => item !== 'epilepsy');

const WEIGHT: CertificateFormItem = {
  code: 'weight',
  label: 'น้ำหนักตัว',
  kind: 'number',
  unit: 'กก.',
  min: 1,
  max: 300,
  required: true,
  group: 'measurement',
};
const HEIGHT: CertificateFormItem = {
  code: 'height',
  label: 'ความสูง',
  kind: 'number',
  unit: 'ซม.',
  min: 30,
  max: 250,
  required: true,
  group: 'measurement',
};
const BLOOD_PRESSURE_ITEM: CertificateFormItem = {
  code: 'blood_pressure',
  label: 'ความดันโลหิต',
  kind: 'blood_pressure',
  unit: 'มม.ปรอท',
  required: true,
  group: 'measurement',
};
const PULSE: CertificateFormItem = {
  code: 'pulse',
  label: 'ชีพจร',
  kind: 'number',
  unit: 'ครั้ง/นาที',
  min: 20,
  max: 250,
  required: true,
  group: 'measurement',
};

/**
 * Part 2 of the Medical Council forms (2561 general, 2564 driving): the same examination and the same
 * certification that the person shows none of these. The Thai wording follows the printed forms as
 * commonly reproduced; docs/thai.md §1 gives it in English only — check against the council's PDF.
 */
const COUNCIL_FORM_ITEMS: CertificateFormItem[] = [
  WEIGHT,
  HEIGHT,
  BLOOD_PRESSURE_ITEM,
  PULSE,
  { code: 'general_condition', label: 'สภาพร่างกายทั่วไป', kind: 'normal_abnormal', required: true, group: 'general' },
  {
    code: 'general_condition_detail',
    label: 'รายละเอียดความผิดปกติ',
    kind: 'text',
    required: false,
    group: 'general',
    detailFor: 'general_condition',
  },
  {
    code: 'disability',
    label: 'ร่างกายทุพพลภาพจนไม่สามารถปฏิบัติหน้าที่ได้',
    kind: 'present_absent',
    required: true,
    group: 'disease',
  },
  {
    code: 'psychosis',
    label: 'อาการของโรคจิต หรือจิตฟั่นเฟือน หรือปัญญาอ่อน',
    kind: 'present_absent',
    required: true,
    group: 'disease',
  },
  {
    code: 'drug_addiction',
    label: 'อาการของการติดยาเสพติดให้โทษ',
    kind: 'present_absent',
    required: true,
    group: 'disease',
  },
  { code: 'alcoholism', label: 'อาการของโรคพิษสุราเรื้อรัง', kind: 'present_absent', required: true, group: 'disease' },
  {
    code: 'leprosy',
    label: 'โรคเรื้อนในระยะติดต่อ หรือในระยะที่ปรากฏอาการเป็นที่รังเกียจแก่สังคม',
    kind: 'present_absent',
    required: true,
    group: 'disease',
  },
  { code: 'tuberculosis', label: 'วัณโรคในระยะอันตราย', kind: 'present_absent', required: true, group: 'disease' },
  {
    code: 'elephantiasis',
    label: 'โรคเท้าช้างในระยะที่ปรากฏอาการเป็นที่รังเกียจแก่สังคม',
    kind: 'present_absent',
    required: true,
    group: 'disease',
  },
  { code: 'other_disease', label: 'อื่น ๆ (ถ้ามี)', kind: 'text', required: false, group: 'disease' },
];

const COUNCIL_CONCLUSIONS: Record<ResultConclusion, string> = {
  fit: 'สุขภาพร่างกายแข็งแรง',
  fit_with_remarks: 'สุขภาพร่างกายแข็งแรง โดยมีข้อแนะนำตามที่ระบุ',
  unfit: 'สุขภาพร่างกายไม่ผ่านเกณฑ์ตามความเห็นของแพทย์',
};

const GENERAL_2561 = 'แบบฟอร์มนี้ได้รับการรับรองจากมติคณะกรรมการแพทยสภา ในการประชุมครั้งที่ 4/2561 วันที่ 19 เมษายน 2561';

const general: CertificateFormDefinition = {
  type: 'general',
  title: 'ใบรับรองแพทย์',
  formVersion: GENERAL_2561,
  footnotes: [],
  healthHistoryItems: HISTORY_WITHOUT_EPILEPSY,
  items: COUNCIL_FORM_ITEMS,
  conclusionLabels: COUNCIL_CONCLUSIONS,
  // Our choice under PDPA (docs/thai.md §6): the reader (employer, school) needs the person, not the number.
  masksIdNumber: true,
  validityMonths: 1,
};

const drivingLicence: CertificateFormDefinition = {
  type: 'driving_licence',
  title: 'ใบรับรองแพทย์ (สำหรับใบอนุญาตขับรถ)',
  formVersion: 'แบบฟอร์มนี้ได้รับการรับรองจากมติคณะกรรมการแพทยสภา ในการประชุมครั้งที่ 2/2564 วันที่ 4 กุมภาพันธ์ 2564',
  footnotes: ['* ในกรณีมีโรคลมชัก ให้แนบประวัติการรักษาจากแพทย์ผู้รักษาว่าไม่มีอาการชักมากกว่า 1 ปี เพื่อประกอบการขออนุญาตขับรถ'],
  healthHistoryItems: ['chronicDisease', 'accidentSurgery', 'hospitalAdmission', 'epilepsy', 'other'],
  items: COUNCIL_FORM_ITEMS,
  // Our wording: the council form leaves the opinion free; clinics commonly state fitness to drive.
  conclusionLabels: {
    fit: 'สุขภาพร่างกายแข็งแรง สามารถขับรถได้',
    fit_with_remarks: 'สามารถขับรถได้ โดยมีข้อแนะนำตามที่ระบุ',
    unfit: 'สุขภาพร่างกายไม่เหมาะสมแก่การขับรถ',
  },
  // Printed whole: the Department of Land Transport matches the certificate to the applicant's id
  // (whether it accepts a masked number is unconfirmed).
  masksIdNumber: false,
  validityMonths: 1,
};

const MIGRANT_CHOICES: FormChoice[] = [
  { value: 'normal', label: 'ปกติ', normal: true },
  { value: 'abnormal', label: 'ผิดปกติ', normal: false },
  { value: 'refer', label: 'ส่งตรวจยืนยันและรักษา', normal: false },
];
const migrantDisease = (code: string, label: string): CertificateFormItem => ({
  code,
  label,
  kind: 'choice',
  choices: MIGRANT_CHOICES,
  required: true,
  group: 'disease',
});

const migrantWorker: CertificateFormDefinition = {
  type: 'migrant_worker',
  // Unconfirmed: the exact title of the printed health-check form for a work permit.
  title: 'ใบรับรองแพทย์ผลการตรวจสุขภาพแรงงานต่างด้าว',
  // Unconfirmed: this form is not a Medical Council form; the regulation it cites is not confirmed.
  formVersion: 'ตรวจตามรายการโรคที่เป็นลักษณะต้องห้ามของคนต่างด้าวที่จะขอรับใบอนุญาตทำงาน',
  footnotes: ['ใช้ประกอบการขอรับใบอนุญาตทำงาน ต้องออกให้ไม่เกิน 1 เดือนก่อนวันยื่นคำขอ'],
  healthHistoryItems: [],
  // The lab tests behind these answers (chest X-ray, syphilis serology, urine drug and pregnancy
  // tests) are unconfirmed practice, so they are not items; a clinic that prints them adds them here.
  items: [
    HEIGHT,
    WEIGHT,
    BLOOD_PRESSURE_ITEM,
    PULSE,
    migrantDisease('leprosy', 'โรคเรื้อน'),
    migrantDisease('tuberculosis', 'วัณโรคปอดระยะอันตราย'),
    migrantDisease('drug_addiction', 'โรคติดยาเสพติดให้โทษ'),
    migrantDisease('alcoholism', 'โรคพิษสุราเรื้อรัง'),
    migrantDisease('elephantiasis', 'โรคเท้าช้าง'),
    migrantDisease('syphilis', 'โรคซิฟิลิสในระยะที่ 3'),
    migrantDisease('psychosis', 'โรคจิต หรือจิตฟั่นเฟือน หรือปัญญาอ่อน'),
    {
      code: 'pregnancy',
      label: 'การตรวจการตั้งครรภ์',
      kind: 'choice',
      choices: [
        { value: 'not_pregnant', label: 'ไม่ตั้งครรภ์', normal: true },
        { value: 'pregnant', label: 'ตั้งครรภ์', normal: false },
      ],
      required: true,
      group: 'other',
      appliesTo: 'female',
    },
  ],
  // The form's five conclusions on our three: "passed but needs confirmation and treatment" is
  // fit_with_remarks; "failed because …", "not fit for work" and "has a disease barred for work"
  // are all unfit, the reason printed from the doctor's opinion.
  conclusionLabels: {
    fit: 'สุขภาพแข็งแรง',
    fit_with_remarks: 'ผ่าน แต่ต้องตรวจยืนยันและรักษา',
    unfit: 'ไม่ผ่าน ไม่เหมาะสมกับการทำงาน หรือเป็นโรคที่เป็นลักษณะต้องห้าม',
  },
  // Printed whole: the work-permit application is matched on the passport or non-Thai id number.
  masksIdNumber: false,
  validityMonths: 1,
};

export const CERTIFICATE_FORMS: Record<CertificateType, CertificateFormDefinition> = {
  general,
  driving_licence: drivingLicence,
  migrant_worker: migrantWorker,
  // Pre-employment and other examinations print the general council form.
  pre_employment: { ...general, type: 'pre_employment' },
  other: { ...general, type: 'other' },
};

/** The answers an item accepts, or null for free values (number, blood pressure, text). */
export function itemChoices(item: CertificateFormItem): readonly FormChoice[] | null {
  if (item.kind === 'normal_abnormal') return NORMAL_ABNORMAL_CHOICES;
  if (item.kind === 'present_absent') return PRESENT_ABSENT_CHOICES;
  if (item.kind === 'choice') return item.choices ?? [];
  return null;
}

/**
 * A choice answer as people type it (Excel): the stored value or its Thai label, either accepted.
 * Returns the stored value, or null when it is neither.
 */
export function parseChoice(item: CertificateFormItem, input: string): string | null {
  const text = input.trim();
  const choice = itemChoices(item)?.find((candidate) => candidate.value === text || candidate.label === text);
  return choice ? choice.value : null;
}

const BLOOD_PRESSURE = /^(\d{2,3})\s*\/\s*(\d{2,3})$/;
/** Our threshold for flagging blood pressure (hypertension at ≥ 140/90); the forms print the value only. */
const HIGH_SYSTOLIC = 140;
const HIGH_DIASTOLIC = 90;

/** Whether a recorded value counts as normal: choices by their answer, blood pressure below 140/90. */
export function isNormalValue(item: CertificateFormItem, value: string): boolean {
  const choices = itemChoices(item);
  if (choices) return choices.find((choice) => choice.value === value)?.normal ?? true;
  if (item.kind === 'blood_pressure') {
    const match = BLOOD_PRESSURE.exec(value);
    return !match || (Number(match[1]) < HIGH_SYSTOLIC && Number(match[2]) < HIGH_DIASTOLIC);
  }
  return true;
}

/** What the forms need to know of the examinee: pregnancy is asked of women only. */
export type ExamineeForForm = { gender: 'male' | 'female' | 'other' | null };

const applies = (item: CertificateFormItem, examinee: ExamineeForForm | undefined) =>
  !item.appliesTo || !examinee || examinee.gender === null || examinee.gender === item.appliesTo;

/** The form's items with blank values, ready to fill; female-only items left out for a known non-female examinee. */
export function defaultItems(type: CertificateType, examinee?: ExamineeForForm): ResultItem[] {
  return CERTIFICATE_FORMS[type].items
    .filter((item) => applies(item, examinee))
    .map((item) => ({ code: item.code, label: item.label, value: '', unit: item.unit ?? null, normal: true }));
}

/**
 * The field errors of a result's items for a certificate type, in Thai, one per item at most:
 * required items missing, numbers out of range, blood pressure not "120/80", answers not offered,
 * items the form does not have. Empty when the items can be saved.
 */
export function validateResultItems(
  type: CertificateType,
  items: readonly ResultItem[],
  examinee: ExamineeForForm,
): FieldError[] {
  const form = CERTIFICATE_FORMS[type];
  const errors: FieldError[] = [];
  const values = new Map<string, string>();
  for (const item of items) {
    const field = `items.${item.code}`;
    const definition = form.items.find((candidate) => candidate.code === item.code);
    if (!definition) errors.push({ field, message: `แบบฟอร์มนี้ไม่มีรายการตรวจ "${item.label}"` });
    else if (values.has(item.code)) errors.push({ field, message: `รายการ "${item.label}" ซ้ำกัน` });
    else values.set(item.code, item.value.trim());
  }

  for (const definition of form.items) {
    const field = `items.${definition.code}`;
    const value = values.get(definition.code) ?? '';
    const { label, unit } = definition;
    const isFemaleOnly = definition.appliesTo === 'female';

    if (value === '') {
      const parent = definition.detailFor ? form.items.find((item) => item.code === definition.detailFor) : undefined;
      const parentValue = parent ? values.get(parent.code) : undefined;
      if (parent && parentValue && !isNormalValue(parent, parentValue)) {
        errors.push({ field, message: `กรุณาระบุรายละเอียดเมื่อ${parent.label}ผิดปกติ` });
      } else if (definition.required && (isFemaleOnly ? examinee.gender === 'female' : true)) {
        const verb = itemChoices(definition) ? 'กรุณาเลือกผล' : 'กรุณากรอก';
        errors.push({ field, message: `${verb}${label}` });
      }
      continue;
    }

    if (isFemaleOnly && examinee.gender !== null && examinee.gender !== 'female') {
      errors.push({ field, message: `${label}ใช้กับผู้เข้ารับการตรวจที่เป็นหญิงเท่านั้น` });
      continue;
    }

    const choices = itemChoices(definition);
    if (choices) {
      if (!choices.some((choice) => choice.value === value)) {
        errors.push({ field, message: `${label} ต้องเป็น ${choices.map((choice) => choice.label).join(' หรือ ')}` });
      }
    } else if (definition.kind === 'number') {
      const number = /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
      const { min = 0, max = Number.MAX_SAFE_INTEGER } = definition;
      if (Number.isNaN(number)) errors.push({ field, message: `${label}ต้องเป็นตัวเลข` });
      else if (number < min || number > max) {
        errors.push({ field, message: `${label}ต้องอยู่ระหว่าง ${min}–${max}${unit ? ` ${unit}` : ''}` });
      }
    } else if (definition.kind === 'blood_pressure') {
      const match = BLOOD_PRESSURE.exec(value);
      const systolic = Number(match?.[1]);
      const diastolic = Number(match?.[2]);
      if (!match) errors.push({ field, message: `${label}ต้องอยู่ในรูปแบบ ตัวบน/ตัวล่าง เช่น 120/80` });
      else if (systolic < 50 || systolic > 300 || diastolic < 20 || diastolic > 200 || diastolic >= systolic) {
        errors.push({ field, message: `${label} ${value} ไม่สมเหตุสมผล กรุณาตรวจสอบค่าตัวบนและตัวล่าง` });
      }
    }
  }
  return errors;
}

/** The id number as printed on a certificate of this type: `x-xxxx-xxxxx-56-1` when the form masks it. */
export function certificateIdNumber(
  type: CertificateType,
  idType: 'thai_id' | 'passport' | 'other',
  idNumber: string,
): string {
  if (CERTIFICATE_FORMS[type].masksIdNumber) return maskIdNumber(idType, idNumber);
  return idType === 'thai_id' && /^\d{13}$/.test(idNumber) ? formatThaiId(idNumber) : idNumber;
}
