import { OptionalTaxIdSchema } from './auth.ts';
import {
  ClosingTimeSchema,
  IsoDateSchema,
  IsoMonthSchema,
  optionalText,
  requiredText,
  SatangSchema,
  TimeOfDaySchema,
  TimestampSchema,
} from './common.ts';
import { THAI_WEEKDAYS } from './thai-format.ts';
import { isValidThaiId } from './thai-id.ts';
import { z } from './thai-zod.ts';

/** Thai banks by their 3-digit code (docs/thai.md §2): the receiver of a transfer, the sender on a slip. */
export const BANKS = {
  '002': { short: 'BBL', name: 'ธนาคารกรุงเทพ' },
  '004': { short: 'KBANK', name: 'ธนาคารกสิกรไทย' },
  '006': { short: 'KTB', name: 'ธนาคารกรุงไทย' },
  '011': { short: 'TTB', name: 'ธนาคารทหารไทยธนชาต' },
  '014': { short: 'SCB', name: 'ธนาคารไทยพาณิชย์' },
  '017': { short: 'CITI', name: 'ธนาคารซิตี้แบงก์' },
  '020': { short: 'SCBT', name: 'ธนาคารสแตนดาร์ดชาร์เตอร์ด (ไทย)' },
  '022': { short: 'CIMBT', name: 'ธนาคารซีไอเอ็มบี ไทย' },
  '024': { short: 'UOBT', name: 'ธนาคารยูโอบี' },
  '025': { short: 'BAY', name: 'ธนาคารกรุงศรีอยุธยา' },
  '030': { short: 'GSB', name: 'ธนาคารออมสิน' },
  '031': { short: 'HSBC', name: 'ธนาคารเอชเอสบีซี' },
  '033': { short: 'GHB', name: 'ธนาคารอาคารสงเคราะห์' },
  '034': { short: 'BAAC', name: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร' },
  '052': { short: 'BOC', name: 'ธนาคารแห่งประเทศจีน (ไทย)' },
  '065': { short: 'TBANK', name: 'ธนาคารธนชาต' },
  '066': { short: 'ISBT', name: 'ธนาคารอิสลามแห่งประเทศไทย' },
  '067': { short: 'TISCO', name: 'ธนาคารทิสโก้' },
  '069': { short: 'KKP', name: 'ธนาคารเกียรตินาคินภัทร' },
  '070': { short: 'ICBCT', name: 'ธนาคารไอซีบีซี (ไทย)' },
  '071': { short: 'TCRB', name: 'ธนาคารไทยเครดิต' },
  '073': { short: 'LHFG', name: 'ธนาคารแลนด์ แอนด์ เฮ้าส์' },
  '098': { short: 'SME', name: 'ธนาคารพัฒนาวิสาหกิจขนาดกลางและขนาดย่อมแห่งประเทศไทย' },
} as const;
export type BankCode = keyof typeof BANKS;
export const BANK_CODES = Object.keys(BANKS) as [BankCode, ...BankCode[]];

export const CERTIFICATE_TYPES = ['general', 'driving_licence', 'migrant_worker', 'pre_employment', 'other'] as const;
export const CertificateTypeSchema = z.enum(CERTIFICATE_TYPES);
export type CertificateType = z.infer<typeof CertificateTypeSchema>;
export const CERTIFICATE_TYPE_LABELS: Record<CertificateType, string> = {
  general: 'ใบรับรองแพทย์ทั่วไป',
  driving_licence: 'ใบรับรองแพทย์สำหรับใบอนุญาตขับรถ',
  migrant_worker: 'ตรวจสุขภาพแรงงานต่างด้าว',
  pre_employment: 'ตรวจสุขภาพก่อนเข้าทำงาน',
  other: 'อื่น ๆ',
};

/** Sunday = 0 … Saturday = 6, as `Date#getUTCDay` counts (the one list is thai-format's). */
export const WEEKDAY_LABELS = THAI_WEEKDAYS;

export const OpeningHoursDaySchema = z
  .object({ open: TimeOfDaySchema, close: ClosingTimeSchema })
  .refine((day) => day.open < day.close, { message: 'เวลาปิดต้องหลังเวลาเปิด', path: ['close'] })
  .nullable();
/** Seven entries, Sunday first; null = closed that weekday. */
export const OpeningHoursSchema = z.array(OpeningHoursDaySchema).length(7, 'ต้องระบุเวลาทำการครบ 7 วัน');
export type OpeningHours = z.infer<typeof OpeningHoursSchema>;

/** PromptPay target: a mobile number (10 digits, 0…) or a national/tax id (13 digits with its check digit). */
export const PromptPayIdSchema = z
  .string({ error: 'กรุณากรอกพร้อมเพย์' })
  .trim()
  .overwrite((value) => value.replace(/[\s-]/g, ''))
  .refine(
    (value) => /^0[689]\d{8}$/.test(value) || isValidThaiId(value),
    'พร้อมเพย์ต้องเป็นเบอร์มือถือ 10 หลัก หรือเลขประจำตัวผู้เสียภาษี 13 หลักที่ถูกต้อง',
  );

export const PaymentReceiverSchema = z.object({
  promptPayId: PromptPayIdSchema,
  bankCode: z.enum(BANK_CODES, 'กรุณาเลือกธนาคาร'),
  accountNumber: z
    .string({ error: 'กรุณากรอกเลขที่บัญชี' })
    .trim()
    .overwrite((value) => value.replace(/[\s-]/g, ''))
    .regex(/^\d{10,15}$/, 'เลขที่บัญชีต้องเป็นตัวเลข 10–15 หลัก'),
  accountName: requiredText(200, 'ชื่อบัญชี'),
});
export type PaymentReceiver = z.infer<typeof PaymentReceiverSchema>;

export const ServiceSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  certificateType: CertificateTypeSchema,
  requirements: z.string().nullable(),
  isActive: z.boolean(),
});
export type Service = z.infer<typeof ServiceSchema>;

export const ClinicServiceSchema = z.object({
  serviceId: z.uuid(),
  name: z.string(),
  description: z.string().nullable().describe('what the examination includes'),
  requirements: z.string().nullable().describe('what to bring and how to prepare'),
  certificateType: CertificateTypeSchema,
  price: SatangSchema,
  isActive: z.boolean().describe('false when the clinic stopped offering it or the service itself is inactive'),
});
export type ClinicService = z.infer<typeof ClinicServiceSchema>;

export const DoctorSchema = z.object({
  id: z.uuid(),
  clinicId: z.uuid(),
  name: z.string(),
  licenseNo: z.string(),
  isActive: z.boolean(),
});
export type Doctor = z.infer<typeof DoctorSchema>;

export const ClosedDateSchema = z.object({ date: IsoDateSchema, reason: z.string().nullable() });
export type ClosedDate = z.infer<typeof ClosedDateSchema>;

/** The longest cancellation and refund policy a clinic may write. */
export const CANCELLATION_POLICY_MAX = 2000;

/**
 * The cancellation and refund policy of a clinic that wrote none of its own: the rules the system
 * enforces (docs/product.md §4 — cancel and reschedule up to 24 hours before, refunds of money that
 * arrived for a cancelled or expired booking, recorded by staff) said to a customer. One paragraph a line.
 */
export const DEFAULT_CANCELLATION_POLICY = [
  'ยกเลิกการจอง: ยกเลิกได้เองที่หน้ารายละเอียดการจอง ระหว่างรอชำระเงินหรือรอตรวจสอบสลิป และหลังยืนยันการจองแล้วจนถึง 24 ชั่วโมงก่อนเวลานัด หากเหลือน้อยกว่า 24 ชั่วโมง กรุณาโทรติดต่อคลินิก',
  'เลื่อนนัด: เปลี่ยนวันและเวลานัดได้เองโดยไม่มีค่าใช้จ่าย จนถึง 24 ชั่วโมงก่อนเวลานัด',
  'คืนเงิน: หากยกเลิกหลังชำระเงินแล้ว หรือการจองหมดเวลาชำระเงินแต่คลินิกได้รับเงินแล้ว คลินิกคืนเงินเต็มจำนวนทางช่องทางเดิม (โอนเข้าบัญชีที่ใช้ชำระ หรือรับเงินสดที่คลินิก) ภายใน 7 วันทำการ และแจ้งให้ทราบในระบบเมื่อคืนเงินแล้ว',
  'วันนัด: กรุณามาถึงก่อนเวลานัดอย่างน้อย 15 นาที พร้อมบัตรประชาชนหรือหนังสือเดินทางของผู้รับการตรวจทุกคน',
  'ไม่มาตามนัด: หากไม่มาในวันนัดโดยไม่ได้ยกเลิกล่วงหน้า ระบบจะบันทึกว่าไม่มาตามนัดและไม่คืนเงิน กรุณาติดต่อคลินิกหากต้องการนัดวันใหม่',
].join('\n');

/** The policy a customer reads: the clinic's own text, or the default when it wrote none. */
export const cancellationPolicyOf = (own: string | null): string => own ?? DEFAULT_CANCELLATION_POLICY;

export const ClinicSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  address: z.string(),
  province: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  mapUrl: z.string().nullable(),
  openingHours: OpeningHoursSchema,
  cancellationPolicy: z
    .string()
    .describe("the cancellation and refund policy to show: the clinic's own, or DEFAULT_CANCELLATION_POLICY"),
  slotMinutes: z.number().int(),
  capacityPerSlot: z.number().int(),
  closedDates: z.array(ClosedDateSchema),
  services: z.array(ClinicServiceSchema),
  isActive: z.boolean(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
/** The public catalogue's clinic: no payment receiver (a payer gets it, masked, from the payment endpoints). */
export type Clinic = z.infer<typeof ClinicSchema>;

/** Admin: everything about a clinic, its payment receiver and doctors included. */
export const ClinicDetailSchema = ClinicSchema.extend({
  /** The registered name and tax id printed on receipts (ใบเสร็จรับเงิน). */
  legalName: z.string().nullable(),
  taxId: z.string().nullable(),
  cancellationPolicy: z
    .string()
    .nullable()
    .describe("the clinic's own policy as staff wrote it; null: customers read DEFAULT_CANCELLATION_POLICY"),
  paymentReceiver: PaymentReceiverSchema.nullable(),
  doctors: z.array(DoctorSchema),
});
export type ClinicDetail = z.infer<typeof ClinicDetailSchema>;

export const ClinicListQuerySchema = z.object({
  serviceId: z.uuid().optional().describe('only clinics offering this service'),
  includeInactive: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true')
    .describe('admins only: list inactive clinics too'),
});

const SLOT_LENGTHS = [15, 20, 30, 45, 60, 90, 120] as const;

export const ClinicBodySchema = z.object({
  code: z
    .string({ error: 'กรุณากรอกรหัสคลินิก' })
    .trim()
    .min(1, { error: 'กรุณากรอกรหัสคลินิก', abort: true })
    .toUpperCase()
    .regex(/^[A-Z0-9-]{2,20}$/, 'รหัสคลินิกใช้ตัวอักษรอังกฤษ ตัวเลข หรือ - ได้ 2–20 ตัว'),
  name: requiredText(200, 'ชื่อคลินิก'),
  address: requiredText(500, 'ที่อยู่'),
  province: requiredText(100, 'จังหวัด'),
  phone: z
    .string({ error: 'กรุณากรอกเบอร์โทรศัพท์' })
    .trim()
    .overwrite((value) => value.replace(/[\s-]/g, ''))
    .min(1, { error: 'กรุณากรอกเบอร์โทรศัพท์', abort: true })
    .regex(/^0\d{8,9}$/, 'เบอร์โทรศัพท์ต้องเป็นตัวเลข 9–10 หลัก ขึ้นต้นด้วย 0'),
  email: z
    .email('รูปแบบอีเมลไม่ถูกต้อง')
    .trim()
    .toLowerCase()
    .max(254)
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((value) => value ?? null),
  mapUrl: z
    .url({ protocol: /^https?$/, error: 'ลิงก์แผนที่ต้องขึ้นต้นด้วย http:// หรือ https://' })
    .max(500)
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((value) => value ?? null),
  legalName: optionalText(200, 'ชื่อนิติบุคคล'),
  taxId: OptionalTaxIdSchema,
  /** Empty: customers read the default policy. Line breaks are kept. */
  cancellationPolicy: optionalText(CANCELLATION_POLICY_MAX, 'นโยบายการยกเลิกและคืนเงิน'),
  openingHours: OpeningHoursSchema,
  slotMinutes: z.union(
    SLOT_LENGTHS.map((minutes) => z.literal(minutes)),
    `ความยาวช่วงเวลาต้องเป็น ${SLOT_LENGTHS.join(', ')} นาที`,
  ),
  capacityPerSlot: z.number().int().min(1, 'รับได้อย่างน้อย 1 คนต่อช่วงเวลา').max(500, 'รับได้ไม่เกิน 500 คนต่อช่วงเวลา'),
  closedDates: z
    .array(z.object({ date: IsoDateSchema, reason: optionalText(200, 'เหตุผล') }))
    .max(366)
    .default([]),
  paymentReceiver: PaymentReceiverSchema.nullable(),
  services: z
    .array(z.object({ serviceId: z.uuid(), price: SatangSchema, isActive: z.boolean().default(true) }))
    .max(100)
    .default([]),
  isActive: z.boolean().default(true),
});
export type ClinicBody = z.input<typeof ClinicBodySchema>;

export const ClinicActiveBodySchema = z.object({ isActive: z.boolean() });

export const DoctorBodySchema = z.object({
  name: requiredText(200, 'ชื่อแพทย์'),
  licenseNo: z
    .string({ error: 'กรุณากรอกเลขใบอนุญาต' })
    .trim()
    .min(1, { error: 'กรุณากรอกเลขใบอนุญาต', abort: true })
    .regex(/^ว\.?\s?\d{3,6}$/, 'เลขใบอนุญาตประกอบวิชาชีพเวชกรรม เช่น ว.12345'),
  isActive: z.boolean().default(true),
});
export type DoctorBody = z.input<typeof DoctorBodySchema>;

export const ServiceBodySchema = z.object({
  code: z
    .string({ error: 'กรุณากรอกรหัสบริการ' })
    .trim()
    .min(1, { error: 'กรุณากรอกรหัสบริการ', abort: true })
    .toUpperCase()
    .regex(/^[A-Z0-9-]{2,20}$/, 'รหัสบริการใช้ตัวอักษรอังกฤษ ตัวเลข หรือ - ได้ 2–20 ตัว'),
  name: requiredText(200, 'ชื่อบริการ'),
  description: optionalText(1000, 'รายละเอียด'),
  certificateType: CertificateTypeSchema,
  requirements: optionalText(1000, 'สิ่งที่ต้องเตรียม'),
  isActive: z.boolean().default(true),
});
export type ServiceBody = z.input<typeof ServiceBodySchema>;

export const AvailabilityQuerySchema = z.object({
  serviceId: z.uuid('กรุณาเลือกบริการ'),
  date: IsoDateSchema,
});

export const SLOT_STATES = ['open', 'full', 'past', 'closed'] as const;
export const SlotSchema = z.object({
  time: TimeOfDaySchema,
  startsAt: TimestampSchema,
  capacity: z.number().int(),
  booked: z.number().int(),
  remaining: z.number().int(),
  state: z.enum(SLOT_STATES),
});
export type Slot = z.infer<typeof SlotSchema>;

export const AvailabilitySchema = z.object({
  clinicId: z.uuid(),
  serviceId: z.uuid(),
  date: IsoDateSchema,
  timeZone: z.literal('Asia/Bangkok'),
  /** Why the whole day cannot be booked, or null when some slot may be. */
  closedReason: z.enum(['closed_weekday', 'closed_date', 'out_of_window', 'inactive']).nullable(),
  price: SatangSchema,
  slots: z.array(SlotSchema),
});
export type Availability = z.infer<typeof AvailabilitySchema>;

/** One month of days for the booking calendar: which are open, which are full. */
export const AvailabilityMonthQuerySchema = z.object({
  serviceId: z.uuid('กรุณาเลือกบริการ'),
  month: IsoMonthSchema,
});
export const DAY_STATES = ['open', 'full', 'closed', 'past', 'out_of_window'] as const;
export const AvailabilityMonthSchema = z.object({
  month: z.string(),
  days: z.array(z.object({ date: IsoDateSchema, state: z.enum(DAY_STATES), remaining: z.number().int() })),
});
export type AvailabilityMonth = z.infer<typeof AvailabilityMonthSchema>;
