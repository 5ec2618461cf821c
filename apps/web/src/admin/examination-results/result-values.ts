import {
  CERTIFICATE_FORMS,
  type CertificateFormItem,
  defaultItems,
  FORM_ITEM_GROUPS,
  type FormItemGroup,
  isNormalValue,
  itemChoices,
  type ResultBody,
  ResultBodySchema,
  type ResultConclusion,
  type ResultForm,
  validateResultItems,
} from '@jongdee/contracts';
import { resultTexts as texts } from './texts.ts';

// The result form is drawn from CERTIFICATE_FORMS (contracts): which items, of what kind, in which
// group. Nothing here knows an item by name, so a new item or form is a change of data only.

/** What the form holds: every value as typed or chosen, the items by their code. */
export type ResultValues = {
  examDate: string;
  doctorId: string;
  conclusion: ResultConclusion | '';
  doctorOpinion: string;
  remark: string;
  items: Record<string, string>;
};

/** Thai messages by field: `examDate`, `doctorId`, `conclusion`, `doctorOpinion`, `remark`, `items.<code>`. */
export type ResultErrors = Partial<Record<string, string>>;

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
 * The form as it opens: the recorded result when there is one; otherwise blank items, the examination
 * on the appointment day, and the doctor last chosen at this desk (or the clinic's only doctor).
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
    examDate: result?.examDate ?? form.work.booking.appointmentDate,
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

/**
 * Checks the form as the server will — the contracts schema for the date, doctor and conclusion, the
 * form's own rules (`validateResultItems`, the server's Thai messages) for the items — and answers the
 * body to send, or the messages to show at each field.
 */
export function checkResult(
  form: ResultForm,
  values: ResultValues,
): { body: ResultBody; errors: null } | { body: null; errors: ResultErrors } {
  const errors: ResultErrors = {};
  const candidate = {
    examDate: values.examDate || undefined,
    doctorId: values.doctorId || undefined,
    items: itemsOf(form, values),
    conclusion: values.conclusion || undefined,
    doctorOpinion: values.doctorOpinion.trim() || null,
    remark: values.remark.trim() || null,
  };
  const parsed = ResultBodySchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field !== 'items') errors[field] ??= issue.message;
    }
  }
  if (!values.examDate) errors.examDate = texts.examDateRequired;
  const type = form.work.booking.certificateType;
  for (const error of validateResultItems(type, candidate.items, { gender: form.work.examinee.gender })) {
    errors[error.field] ??= error.message;
  }
  if (Object.keys(errors).length > 0) return { body: null, errors };
  return {
    body: {
      examDate: values.examDate,
      doctorId: values.doctorId,
      items: candidate.items,
      conclusion: values.conclusion as ResultConclusion,
      doctorOpinion: candidate.doctorOpinion,
      remark: candidate.remark,
    },
    errors: null,
  };
}
