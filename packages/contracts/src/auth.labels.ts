// No zod here: the first screens use these without loading the schemas (see labels.ts).

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = { user: 'ผู้ใช้งาน', admin: 'ผู้ดูแลระบบ' };

/** Purposes a person consents to separately (PDPA): health data is sensitive data. */
export const CONSENT_PURPOSES = ['health_data', 'employer_sharing', 'marketing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export const CONSENT_PURPOSE_LABELS: Record<ConsentPurpose, string> = {
  health_data: 'ประมวลผลข้อมูลส่วนบุคคลและข้อมูลสุขภาพเพื่อให้บริการตรวจสุขภาพ',
  employer_sharing: 'เปิดเผยผลตรวจสุขภาพแก่นายจ้างที่ระบุในการจอง',
  marketing: 'รับข่าวสารและโปรโมชันจากคลินิก',
};
/** Version of the privacy notice shown at registration; recorded with every consent. */
export const PRIVACY_NOTICE_VERSION = '2569-1';

export const PASSWORD_MIN_LENGTH = 8;
