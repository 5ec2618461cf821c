import { describe, expect, it } from 'vitest';
import { HEALTH_HISTORY_ITEMS } from './bookings.labels.ts';
import {
  CERTIFICATE_FORMS,
  CertificateFormDefinitionSchema,
  certificateIdNumber,
  defaultItems,
  isNormalValue,
  parseChoice,
  RESULT_CONCLUSIONS,
  type ResultItem,
  ResultItemsSchema,
  validateResultItems,
} from './certificate-forms.ts';
import { CERTIFICATE_TYPES, type CertificateType } from './clinics.ts';

/** A complete, normal result for a form: every item filled with a plausible answer. */
function filled(type: CertificateType, gender: 'male' | 'female' | null = 'male'): ResultItem[] {
  const answers: Record<string, string> = { weight: '62.5', height: '170', blood_pressure: '120/80', pulse: '72' };
  return defaultItems(type, { gender }).map((item) => {
    const definition = CERTIFICATE_FORMS[type].items.find((candidate) => candidate.code === item.code);
    const firstChoice = definition?.kind === 'normal_abnormal' ? 'normal' : definition?.choices?.[0]?.value;
    const value = answers[item.code] ?? (definition?.kind === 'present_absent' ? 'absent' : (firstChoice ?? ''));
    return { ...item, value };
  });
}
const withValue = (items: ResultItem[], code: string, value: string) =>
  items.map((item) => (item.code === code ? { ...item, value } : item));

describe('CERTIFICATE_FORMS', () => {
  it('defines every certificate type, each a valid definition whose codes are unique', () => {
    for (const type of CERTIFICATE_TYPES) {
      const form = CertificateFormDefinitionSchema.parse(CERTIFICATE_FORMS[type]);
      expect(form.type).toBe(type);
      const codes = form.items.map((item) => item.code);
      expect(new Set(codes).size).toBe(codes.length);
      expect(Object.keys(form.conclusionLabels).sort()).toEqual([...RESULT_CONCLUSIONS].sort());
      for (const item of form.items.filter((candidate) => candidate.detailFor)) {
        expect(codes).toContain(item.detailFor);
      }
      expect(form.validityMonths).toBe(1);
    }
  });

  it('prints the council titles and approval lines: general 2561, driving 2564 with epilepsy asked', () => {
    expect(CERTIFICATE_FORMS.general.title).toBe('ใบรับรองแพทย์');
    expect(CERTIFICATE_FORMS.general.formVersion).toContain('4/2561');
    expect(CERTIFICATE_FORMS.general.healthHistoryItems).not.toContain('epilepsy');
    expect(CERTIFICATE_FORMS.driving_licence.title).toBe('ใบรับรองแพทย์ (สำหรับใบอนุญาตขับรถ)');
    expect(CERTIFICATE_FORMS.driving_licence.formVersion).toContain('2/2564');
    expect(CERTIFICATE_FORMS.driving_licence.healthHistoryItems).toEqual([...HEALTH_HISTORY_ITEMS]);
  });

  it('certifies the five diseases and the rest on the council forms', () => {
    const codes = CERTIFICATE_FORMS.general.items.filter((item) => item.group === 'disease').map((item) => item.code);
    expect(codes).toEqual([
      'disability',
      'psychosis',
      'drug_addiction',
      'alcoholism',
      'leprosy',
      'tuberculosis',
      'elephantiasis',
      'other_disease',
    ]);
    expect(CERTIFICATE_FORMS.pre_employment.items).toBe(CERTIFICATE_FORMS.general.items);
  });

  it('asks the migrant-worker form seven diseases as normal / abnormal / refer, and pregnancy for women', () => {
    const form = CERTIFICATE_FORMS.migrant_worker;
    const diseases = form.items.filter((item) => item.group === 'disease');
    expect(diseases).toHaveLength(7);
    for (const disease of diseases)
      expect(disease.choices?.map((choice) => choice.value)).toEqual(['normal', 'abnormal', 'refer']);
    expect(form.items.find((item) => item.code === 'pregnancy')?.appliesTo).toBe('female');
    expect(form.items.slice(0, 4).map((item) => item.code)).toEqual(['height', 'weight', 'blood_pressure', 'pulse']);
  });
});

describe('defaultItems', () => {
  it('gives one blank item per form item, with label and unit copied', () => {
    const items = defaultItems('general');
    expect(items).toHaveLength(CERTIFICATE_FORMS.general.items.length);
    expect(items[0]).toEqual({ code: 'weight', label: 'น้ำหนักตัว', value: '', unit: 'กก.', normal: true });
    expect(ResultItemsSchema.safeParse(items).success).toBe(true);
  });

  it('leaves pregnancy out for a man, keeps it for a woman or an unknown gender', () => {
    const codes = (gender: 'male' | 'female' | null) =>
      defaultItems('migrant_worker', { gender }).map((item) => item.code);
    expect(codes('male')).not.toContain('pregnancy');
    expect(codes('female')).toContain('pregnancy');
    expect(codes(null)).toContain('pregnancy');
  });
});

describe('validateResultItems', () => {
  it('accepts a complete result of every type', () => {
    for (const type of CERTIFICATE_TYPES)
      expect(validateResultItems(type, filled(type), { gender: 'male' })).toEqual([]);
    expect(validateResultItems('migrant_worker', filled('migrant_worker', 'female'), { gender: 'female' })).toEqual([]);
  });

  it('names each missing required item in Thai', () => {
    const errors = validateResultItems('general', [], { gender: 'male' });
    expect(errors).toContainEqual({ field: 'items.weight', message: 'กรุณากรอกน้ำหนักตัว' });
    expect(errors).toContainEqual({ field: 'items.general_condition', message: 'กรุณาเลือกผลสภาพร่างกายทั่วไป' });
    expect(errors.map((error) => error.field)).not.toContain('items.other_disease');
  });

  it('refuses numbers out of range or not numbers', () => {
    const items = withValue(withValue(filled('general'), 'weight', '700'), 'pulse', 'เจ็ดสิบ');
    expect(validateResultItems('general', items, { gender: 'male' })).toEqual([
      { field: 'items.weight', message: 'น้ำหนักตัวต้องอยู่ระหว่าง 2–300 กก.' },
      { field: 'items.pulse', message: 'ชีพจรต้องเป็นตัวเลข' },
    ]);
  });

  it('wants blood pressure as systolic/diastolic', () => {
    const check = (value: string) =>
      validateResultItems('general', withValue(filled('general'), 'blood_pressure', value), { gender: null });
    expect(check('120/80')).toEqual([]);
    expect(check('120 / 80')).toEqual([]);
    expect(check('120-80')[0]?.message).toBe('ความดันโลหิตต้องอยู่ในรูปแบบ ตัวบน/ตัวล่าง เช่น 120/80');
    expect(check('80/120')[0]?.field).toBe('items.blood_pressure');
  });

  it('refuses an answer the item does not offer, and lists the ones it does', () => {
    const items = withValue(filled('migrant_worker'), 'syphilis', 'maybe');
    expect(validateResultItems('migrant_worker', items, { gender: 'male' })).toEqual([
      { field: 'items.syphilis', message: 'โรคซิฟิลิสในระยะที่ 3 ต้องเป็น ปกติ หรือ ผิดปกติ หรือ ส่งตรวจยืนยันและรักษา' },
    ]);
  });

  it('asks for the detail of an abnormal general condition', () => {
    const items = withValue(filled('general'), 'general_condition', 'abnormal');
    expect(validateResultItems('general', items, { gender: 'male' })).toEqual([
      { field: 'items.general_condition_detail', message: 'กรุณาระบุรายละเอียดเมื่อสภาพร่างกายทั่วไปผิดปกติ' },
    ]);
    expect(
      validateResultItems('general', withValue(items, 'general_condition_detail', 'ตาบอดสีเล็กน้อย'), { gender: 'male' }),
    ).toEqual([]);
  });

  it('requires pregnancy for a woman only, and refuses it for a man', () => {
    const woman = filled('migrant_worker', 'female').filter((item) => item.code !== 'pregnancy');
    expect(validateResultItems('migrant_worker', woman, { gender: 'female' })).toEqual([
      { field: 'items.pregnancy', message: 'กรุณาเลือกผลการตรวจการตั้งครรภ์' },
    ]);
    expect(validateResultItems('migrant_worker', woman, { gender: null })).toEqual([]);
    const man = [
      ...filled('migrant_worker'),
      { code: 'pregnancy', label: 'x', value: 'pregnant', unit: null, normal: false },
    ];
    expect(validateResultItems('migrant_worker', man, { gender: 'male' })[0]?.field).toBe('items.pregnancy');
  });

  it('refuses items the form does not have, and duplicates', () => {
    const items = [
      ...filled('general'),
      { code: 'syphilis', label: 'ซิฟิลิส', value: 'normal', unit: null, normal: true },
    ];
    expect(validateResultItems('general', items, { gender: 'male' })).toEqual([
      { field: 'items.syphilis', message: 'แบบฟอร์มนี้ไม่มีรายการตรวจ "ซิฟิลิส"' },
    ]);
    const twice = [...filled('general'), ...filled('general').slice(0, 1)];
    expect(validateResultItems('general', twice, { gender: 'male' })[0]?.field).toBe('items.weight');
  });
});

describe('choices and normal values', () => {
  const generalCondition = CERTIFICATE_FORMS.general.items.find((item) => item.code === 'general_condition');
  const bloodPressure = CERTIFICATE_FORMS.general.items.find((item) => item.code === 'blood_pressure');

  it('reads a choice typed as its value or its Thai label', () => {
    if (!generalCondition) throw new Error('general_condition missing');
    expect(parseChoice(generalCondition, 'ผิดปกติ')).toBe('abnormal');
    expect(parseChoice(generalCondition, ' normal ')).toBe('normal');
    expect(parseChoice(generalCondition, 'ดี')).toBeNull();
  });

  it('flags abnormal answers and high blood pressure', () => {
    if (!generalCondition || !bloodPressure) throw new Error('items missing');
    expect(isNormalValue(generalCondition, 'abnormal')).toBe(false);
    expect(isNormalValue(bloodPressure, '118/76')).toBe(true);
    expect(isNormalValue(bloodPressure, '150/85')).toBe(false);
  });
});

describe('certificateIdNumber', () => {
  it('masks a Thai id on the general form but keeps the last three digits', () => {
    expect(certificateIdNumber('general', 'thai_id', '1101701234561')).toBe('x-xxxx-xxxxx-56-1');
    expect(certificateIdNumber('general', 'passport', 'AA1234567')).toBe('xxxxxx567');
  });

  it('prints the id whole where the form needs it', () => {
    expect(certificateIdNumber('driving_licence', 'thai_id', '1101701234561')).toBe('1-1017-01234-56-1');
    expect(certificateIdNumber('migrant_worker', 'passport', 'MB1234567')).toBe('MB1234567');
  });
});
