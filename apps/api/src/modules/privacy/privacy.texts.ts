import { CONSENT_PURPOSE_LABELS, CONSENT_WITHDRAWAL_EFFECTS, type ConsentPurpose } from '@jongdee/contracts';

/** The Thai a person reads when a consent changes, and what anonymised records carry instead of names. */
export const privacyTexts = {
  granted: (purpose: ConsentPurpose, version: string) =>
    `บันทึกความยินยอม "${CONSENT_PURPOSE_LABELS[purpose]}" แล้ว ตามประกาศความเป็นส่วนตัวฉบับ ${version}`,
  alreadyGranted: (purpose: ConsentPurpose) => `คุณให้ความยินยอม "${CONSENT_PURPOSE_LABELS[purpose]}" ไว้แล้ว`,
  withdrawn: (purpose: ConsentPurpose) =>
    `ถอนความยินยอม "${CONSENT_PURPOSE_LABELS[purpose]}" แล้ว ${CONSENT_WITHDRAWAL_EFFECTS[purpose]}`,
  notGranted: (purpose: ConsentPurpose) => `คุณยังไม่ได้ให้ความยินยอม "${CONSENT_PURPOSE_LABELS[purpose]}"`,

  /** Examinees of an erased account whose records the law does not keep. */
  erasedExaminee: 'ผู้เข้าตรวจถูกลบ',
  erasedNationality: 'ไม่ระบุ',
  /** Staff-written text on a payment kept for accounting, replaced because it may name the person. */
  erasedPaymentText: 'ลบข้อความตามคำขอลบข้อมูลส่วนบุคคล',
  /** Another pending request of the person, closed by their erasure. */
  closedByErasure: 'ดำเนินการพร้อมกับการลบบัญชีตามคำขอลบข้อมูลส่วนบุคคล',
};
