import type { ConsentPurpose } from './auth.labels.ts';

// No zod here: the booking screen asks for consent without loading the schemas (see labels.ts).

/** The purpose without which the service cannot be given: health data is needed to book an examination. */
export const REQUIRED_CONSENT_PURPOSE: ConsentPurpose = 'health_data';

/** What withdrawing each consent means, in the words the person reads before confirming and after. */
export const CONSENT_WITHDRAWAL_EFFECTS: Record<ConsentPurpose, string> = {
  health_data:
    'เมื่อถอนความยินยอมนี้ คุณจะจองตรวจสุขภาพใหม่ไม่ได้จนกว่าจะให้ความยินยอมอีกครั้ง ส่วนการจอง ผลตรวจ และใบรับรองแพทย์ที่มีอยู่แล้วจะยังเก็บไว้ตามที่กฎหมายกำหนด (เวชระเบียนเก็บอย่างน้อย 5 ปี) และใบรับรองที่ออกแล้วยังตรวจสอบได้ตามปกติ',
  employer_sharing:
    'เมื่อถอนความยินยอมนี้ คลินิกจะไม่เปิดเผยผลตรวจของคุณแก่นายจ้างที่ระบุในการจองอีกต่อไป ข้อมูลที่เปิดเผยไปก่อนหน้านี้ไม่ได้รับผลกระทบ',
  marketing: 'เมื่อถอนความยินยอมนี้ คุณจะไม่ได้รับข่าวสารและโปรโมชันจากคลินิกอีก การแจ้งเตือนเรื่องการจองยังได้รับตามปกติ',
};

export const CONSENT_STATUSES = ['granted', 'withdrawn', 'not_given'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];
export const CONSENT_STATUS_LABELS: Record<ConsentStatus, string> = {
  granted: 'ให้ความยินยอมแล้ว',
  withdrawn: 'ถอนความยินยอมแล้ว',
  not_given: 'ยังไม่ได้ให้ความยินยอม',
};
