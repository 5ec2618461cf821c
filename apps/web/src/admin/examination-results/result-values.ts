import {
  abnormalItemLabels,
  CERTIFICATE_FORMS,
  type CertificateFormItem,
  defaultItems,
  errorMessage,
  FORM_ITEM_GROUPS,
  type FormItemGroup,
  isNormalValue,
  itemChoices,
  PASSING_CONCLUSIONS,
  type ResultBody,
  type ResultConclusion,
  type ResultForm,
  validateResultItems,
} from '@jongdee/contracts';
import { detailsToErrors, type FieldErrors } from '../../components/use-schema-form.ts';

// The result form is drawn from CERTIFICATE_FORMS (contracts): which items, of what kind, in which
// group. Nothing here knows an item by name, so a new item or form is a change of data only.

/**
 * What the form holds: every value as typed or chosen, the items by their code. No exam date: it is
 * the visit's (the day the examinee checked in), which the server sets.
 */
export type ResultValues = {
  doctorId: string;
  conclusion: ResultConclusion | '';
  doctorOpinion: string;
  remark: string;
  items: Record<string, string>;
};

/** The items this examinee is asked: the certificate type's, without female-only items for a man. */
export function formItems(form: ResultForm): CertificateFormItem[] {
  const type = form.work.booking.certificateType;
  const asked = new Set(defaultItems(type, { gender: form.work.examinee.gender }).map((item) => item.code));
  return CERTIFICATE_FORMS[type].items.filter((item) => asked.has(item.code));
}

/** The items of each group, in the form's order; groups without items are left out. */
export function itemGroups(items: CertificateFormItem[]): { group: FormItemGroup; items: CertificateFormItem[] }[] {
  return FORM_ITEM_GROUPS.map((group) => ({ group, items: items.filter((item) => item.group === group) })).filter(
    (entry) => entry.items.length > 0,
  );
}

/**
 * The form as it opens: the recorded result when there is one; otherwise blank items and the doctor
 * last chosen at this desk (or the clinic's only doctor).
 */
export function initialValues(form: ResultForm, preferredDoctorId?: string): ResultValues {
  const result = form.result;
  const doctorIds = form.doctors.map((doctor) => doctor.id);
  const recordedDoctor = result?.doctor.id ?? null;
  const doctorId =
    recordedDoctor && doctorIds.includes(recordedDoctor)
      ? recordedDoctor
      : !result && preferredDoctorId && doctorIds.includes(preferredDoctorId)
        ? preferredDoctorId
        : form.doctors.length === 1 && !result
          ? (form.doctors[0]?.id ?? '')
          : '';
  const recorded = new Map((result?.items ?? []).map((item) => [item.code, item.value]));
  return {
    doctorId,
    conclusion: result?.conclusion ?? '',
    doctorOpinion: result?.doctorOpinion ?? '',
    remark: result?.remark ?? '',
    items: Object.fromEntries(formItems(form).map((item) => [item.code, recorded.get(item.code) ?? ''])),
  };
}

/** A detail item shows (and is asked) only while the item it details has an abnormal answer. */
export function isDetailShown(item: CertificateFormItem, items: CertificateFormItem[], values: ResultValues): boolean {
  if (!item.detailFor) return true;
  const parent = items.find((candidate) => candidate.code === item.detailFor);
  const value = values.items[item.detailFor]?.trim() ?? '';
  return parent !== undefined && value !== '' && !isNormalValue(parent, value);
}

/** The first answer of a choice item that counts as normal ("ปกติ", "ไม่ปรากฏ"), if it has one. */
export function normalChoice(item: CertificateFormItem): string | null {
  return itemChoices(item)?.find((choice) => choice.normal)?.value ?? null;
}

function itemsOf(form: ResultForm, values: ResultValues): ResultBody['items'] {
  const items = formItems(form);
  return items.map((item) => {
    const value = isDetailShown(item, items, values) ? (values.items[item.code] ?? '').trim() : '';
    return {
      code: item.code,
      label: item.label,
      value,
      unit: item.unit ?? null,
      normal: value === '' || isNormalValue(item, value),
    };
  });
}

/** What the contracts schema checks: the values as the body, with the shown items and blanks as the schema reads them. */
export function resultInput(form: ResultForm, values: ResultValues) {
  return {
    doctorId: values.doctorId || undefined,
    items: itemsOf(form, values),
    conclusion: values.conclusion || undefined,
    doctorOpinion: values.doctorOpinion.trim() || null,
    remark: values.remark.trim() || null,
  };
}

/**
 * What the schema cannot say, in the server's own Thai words: the items by the form's rules and
 * physiological limits (`validateResultItems`) at each item, `items.<code>`; and a passing conclusion
 * with anything abnormal needs the doctor's remark (the server's RESULT_PASS_NEEDS_REMARK).
 */
export function resultChecks(form: ResultForm, values: ResultValues): FieldErrors {
  const type = form.work.booking.certificateType;
  const items = itemsOf(form, values);
  const abnormal = abnormalItemLabels(type, items);
  const passing = values.conclusion !== '' && PASSING_CONCLUSIONS.includes(values.conclusion);
  return {
    ...detailsToErrors(validateResultItems(type, items, { gender: form.work.examinee.gender })),
    remark:
      passing && abnormal.length > 0 && !values.remark.trim()
        ? errorMessage('RESULT_PASS_NEEDS_REMARK', { items: abnormal.join(', ') })
        : undefined,
  };
}
