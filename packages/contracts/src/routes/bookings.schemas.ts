import {
  BOOKING_EXPORT_LIMIT,
  BookingAuditEntrySchema,
  BookingExportQuerySchema,
  BookingListQuerySchema,
  BookingPageSchema,
  BookingSchema,
  CancelBookingBodySchema,
  ConfirmBookingBodySchema,
  CreateBookingBodySchema,
  ExamineeBodySchema,
  ExamineeParamsSchema,
  UpdateBookingBodySchema,
} from '../bookings.ts';
import { IdParamsSchema } from '../common.ts';
import { z } from '../thai-zod.ts';
import type { bookingsRoutes } from './bookings.ts';
import { defineRouteSchemas } from './define.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const tag = 'bookings';

export const bookingsRouteSchemas = defineRouteSchemas<typeof bookingsRoutes>()({
  listBookings: {
    tag,
    summary: 'รายการการจอง (ผู้ใช้เห็นของตนเอง ผู้ดูแลเห็นทั้งหมด)',
    query: BookingListQuerySchema,
    response: BookingPageSchema,
  },
  getBooking: { tag, summary: 'รายละเอียดการจอง', params: IdParamsSchema, response: BookingSchema },
  createBooking: {
    tag,
    summary: 'จอง (ราคาคำนวณจากคลินิก; ผู้ดูแลระบุ userId และ capacityOverrideReason ได้)',
    body: CreateBookingBodySchema,
    response: BookingSchema,
    status: 201,
  },
  updateBooking: {
    tag,
    summary: 'แก้ไขหรือเลื่อนนัด (ส่งเฉพาะช่องที่เปลี่ยน; วันที่และเวลาส่งคู่กัน)',
    params: IdParamsSchema,
    body: UpdateBookingBodySchema,
    response: BookingSchema,
  },
  cancelBooking: {
    tag,
    summary: 'ยกเลิกการจอง (ระบุเหตุผล)',
    params: IdParamsSchema,
    body: CancelBookingBodySchema,
    response: BookingSchema,
  },
  addExaminee: {
    tag,
    summary: 'เพิ่มผู้เข้าตรวจ (ไม่เกินจำนวนที่จอง)',
    params: IdParamsSchema,
    body: ExamineeBodySchema,
    response: BookingSchema,
    status: 201,
  },
  updateExaminee: {
    tag,
    summary: 'แก้ไขข้อมูลผู้เข้าตรวจ',
    params: ExamineeParamsSchema,
    body: ExamineeBodySchema,
    response: BookingSchema,
  },
  removeExaminee: { tag, summary: 'ลบผู้เข้าตรวจ', params: ExamineeParamsSchema, response: BookingSchema },
  confirmBooking: {
    tag,
    summary: 'ยืนยันการจอง (ผู้ดูแลเท่านั้น: ชำระที่เคาน์เตอร์ หรือเครดิตองค์กร)',
    params: IdParamsSchema,
    body: ConfirmBookingBodySchema,
    response: BookingSchema,
  },
  completeBooking: {
    tag,
    summary: 'บันทึกว่าตรวจเสร็จแล้ว (ผู้ดูแล)',
    params: IdParamsSchema,
    response: BookingSchema,
  },
  getBookingAudit: {
    tag,
    summary: 'ประวัติการเปลี่ยนแปลงของการจอง',
    params: IdParamsSchema,
    response: z.array(BookingAuditEntrySchema),
  },
  exportBookings: {
    tag,
    summary: `ส่งออกรายการการจองตามตัวกรองเป็น Excel (ไม่เกิน ${BOOKING_EXPORT_LIMIT.toLocaleString('en')} แถว)`,
    query: BookingExportQuerySchema,
    file: XLSX,
  },
});
