// No zod here: the first screens show these labels without loading the schemas (see labels.ts).

export const BOOKING_STATUSES = [
  'pending_payment',
  'payment_review',
  'confirmed',
  'completed',
  'cancelled',
  'expired',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending_payment: 'รอชำระเงิน',
  payment_review: 'รอตรวจสอบการชำระเงิน',
  confirmed: 'ยืนยันแล้ว',
  completed: 'เสร็จสิ้น',
  cancelled: 'ยกเลิกแล้ว',
  expired: 'หมดเวลาชำระเงิน',
};

/**
 * The customer's bookings in three parts (the list on /): `upcoming` — waiting for payment or its
 * check, or confirmed for today or later; `past` — completed, or confirmed for a day gone by;
 * `closed` — cancelled or expired. Every booking is in exactly one.
 */
export const BOOKING_PERIODS = ['upcoming', 'past', 'closed'] as const;
export type BookingPeriod = (typeof BOOKING_PERIODS)[number];

export const EXAMINEES_MAX = 200;

export const TITLES = ['นาย', 'นาง', 'นางสาว', 'เด็กชาย', 'เด็กหญิง', 'Mr.', 'Mrs.', 'Ms.', 'Miss'] as const;
export const ID_TYPES = ['thai_id', 'passport', 'other'] as const;
export const ID_TYPE_LABELS: Record<(typeof ID_TYPES)[number], string> = {
  thai_id: 'เลขประจำตัวประชาชน',
  passport: 'หนังสือเดินทาง',
  other: 'เอกสารอื่น',
};
export const GENDERS = ['male', 'female', 'other'] as const;
export const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = { male: 'ชาย', female: 'หญิง', other: 'อื่น ๆ' };

/** Part 1 of the certificate forms: each "no / yes + detail". Epilepsy is asked on the driving-licence form. */
export const HEALTH_HISTORY_ITEMS = [
  'chronicDisease',
  'accidentSurgery',
  'hospitalAdmission',
  'epilepsy',
  'other',
] as const;
export const HEALTH_HISTORY_LABELS: Record<(typeof HEALTH_HISTORY_ITEMS)[number], string> = {
  chronicDisease: 'โรคประจำตัว',
  accidentSurgery: 'อุบัติเหตุ และ ผ่าตัด',
  hospitalAdmission: 'เคยเข้ารับการรักษาในโรงพยาบาล',
  epilepsy: 'โรคลมชัก',
  other: 'ประวัติอื่นที่สำคัญ',
};
