import { IsoDateSchema, listDateRangeCheck, pageOf, TimestampSchema } from './common.ts';
import { z } from './thai-zod.ts';

/** GET /api/admin/audit-log: newest first; dates are Bangkok calendar days. */
export const AuditLogQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(100, 'แสดงได้ไม่เกิน 100 รายการต่อหน้า').default(20),
    actorId: z.uuid('รหัสผู้ทำรายการไม่ถูกต้อง').optional(),
    entity: z.string().trim().max(50, 'ประเภทข้อมูลต้องไม่เกิน 50 ตัวอักษร').optional(),
    entityId: z.string().trim().max(100, 'รหัสข้อมูลต้องไม่เกิน 100 ตัวอักษร').optional(),
    action: z.string().trim().max(100, 'ชื่อการกระทำต้องไม่เกิน 100 ตัวอักษร').optional(),
    dateFrom: IsoDateSchema.optional(),
    dateTo: IsoDateSchema.optional(),
    q: z
      .string()
      .trim()
      .max(100, 'คำค้นต้องไม่เกิน 100 ตัวอักษร')
      .optional()
      .describe("action, entity id, or the actor's name or email"),
  })
  .superRefine(listDateRangeCheck);
export type AuditLogQuery = z.input<typeof AuditLogQuerySchema>;

export const AuditLogEntrySchema = z.object({
  id: z.uuid(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  actorId: z.uuid().nullable(),
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  createdAt: TimestampSchema,
});
export type AuditLogEntry = z.infer<typeof AuditLogEntrySchema>;
export const AuditLogPageSchema = pageOf(AuditLogEntrySchema);
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>;

/**
 * The Thai name of every action the API writes to the audit log, for the audit screen and a booking's
 * trail. `audit.test.ts` reads the API's source and fails when an action written there has no label.
 */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'admin.sign_in': 'ผู้ดูแลระบบเข้าสู่ระบบ',
  'banner.create': 'สร้างแบนเนอร์',
  'banner.update': 'แก้ไขแบนเนอร์',
  'banner.delete': 'ลบแบนเนอร์',
  'banner.reorder': 'จัดลำดับแบนเนอร์',
  'booking.create': 'สร้างการจอง',
  'booking.update': 'แก้ไขการจอง',
  'booking.reschedule': 'เปลี่ยนวันนัด',
  'booking.confirm': 'ยืนยันการจอง',
  'booking.cancel': 'ยกเลิกการจอง',
  'booking.complete': 'ทำเครื่องหมายเสร็จสิ้น',
  'booking.complete_by_certificates': 'เสร็จสิ้น (ออกใบรับรองครบทุกคน)',
  'booking.expire': 'หมดเวลาชำระเงิน',
  'booking.slip_submitted': 'แนบสลิปการโอน',
  'booking.payment_verified': 'ได้รับชำระเงินแล้ว',
  'booking.slip_rejected': 'สลิปไม่ผ่านการตรวจสอบ',
  'booking.examinee_add': 'เพิ่มผู้เข้าตรวจ',
  'booking.examinee_update': 'แก้ไขผู้เข้าตรวจ',
  'booking.examinee_remove': 'ลบผู้เข้าตรวจ',
  'booking.read': 'เปิดดูการจอง',
  'booking.check_in': 'เช็กอินผู้เข้าตรวจ',
  'booking.check_in_undo': 'ยกเลิกการเช็กอิน',
  'booking.no_show': 'ไม่มาตามนัด',
  'certificate.issue': 'ออกใบรับรองแพทย์',
  'certificate.reissue': 'ออกใบรับรองแพทย์ใหม่แทนฉบับเดิม',
  'certificate.revoke': 'เพิกถอนใบรับรองแพทย์',
  'clinic.create': 'เพิ่มคลินิก',
  'clinic.update': 'แก้ไขข้อมูลคลินิก',
  'clinic.activate': 'เปิดใช้งานคลินิก',
  'clinic.deactivate': 'ปิดใช้งานคลินิก',
  'consent.grant': 'ให้ความยินยอม',
  'consent.withdraw': 'ถอนความยินยอม',
  'data_request.create': 'ยื่นคำขอเกี่ยวกับข้อมูลส่วนบุคคล',
  'data_request.complete': 'ดำเนินการคำขอข้อมูลส่วนบุคคลเสร็จ',
  'data_request.reject': 'ปฏิเสธคำขอข้อมูลส่วนบุคคล',
  'doctor.create': 'เพิ่มแพทย์',
  'doctor.update': 'แก้ไขข้อมูลแพทย์',
  'examination_result.create': 'บันทึกผลตรวจ',
  'examination_result.update': 'แก้ไขผลตรวจ',
  'examination_result.read': 'เปิดดูผลตรวจ',
  'excel_import.preview': 'ตรวจไฟล์ Excel ก่อนนำเข้า',
  'excel_import.commit': 'นำเข้าข้อมูลจาก Excel',
  'message.retry': 'สั่งส่งข้อความทางอีเมลอีกครั้ง',
  'payment.create': 'เริ่มการชำระเงิน',
  'payment.record': 'เจ้าหน้าที่บันทึกการชำระเงิน',
  'payment.slip_upload': 'แนบสลิปการโอน',
  'payment.approve': 'อนุมัติการชำระเงิน',
  'payment.reject': 'ปฏิเสธสลิป',
  'payment.refund': 'คืนเงิน',
  'receipt.issue': 'ออกใบเสร็จรับเงิน',
  'receipt.cancel': 'ยกเลิกใบเสร็จรับเงิน',
  'receipt.amend': 'แก้ไขใบเสร็จรับเงิน (ออกเลขที่ใหม่)',
  'service.create': 'เพิ่มบริการตรวจ',
  'service.update': 'แก้ไขบริการตรวจ',
  'user.register': 'สมัครสมาชิก',
  'user.create_by_admin': 'เจ้าหน้าที่เปิดบัญชีให้',
  'user.update_by_admin': 'เจ้าหน้าที่แก้ไขบัญชี',
  'user.temporary_password': 'ออกรหัสผ่านชั่วคราว',
  'user.profile_update': 'แก้ไขโปรไฟล์',
  'user.message_preferences_update': 'เปลี่ยนการแจ้งเตือนทางอีเมล',
  'user.password_change': 'เปลี่ยนรหัสผ่าน',
  'user.password_reset_request': 'ขอลิงก์ตั้งรหัสผ่านใหม่ทางอีเมล',
  'user.password_reset': 'ตั้งรหัสผ่านใหม่จากลิงก์ในอีเมล',
  'user.data_export': 'ดาวน์โหลดข้อมูลของตนเอง',
  'user.anonymise': 'ลบข้อมูลระบุตัวตน',
};

/** An audit action's Thai name; an action without one (none should exist) shows as stored. */
export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}
