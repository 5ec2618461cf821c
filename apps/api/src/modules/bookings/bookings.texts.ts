import { BOOKING_STATUS_LABELS, type BookingStatus } from '@jongdee/contracts';
import { formatThaiDate, formatThaiDateTime } from '@jongdee/contracts/thai-format';

/** The Thai a person reads about their booking: notifications and audit action names. */
const when = (date: string, time: string) => `${formatThaiDate(date, 'long')} เวลา ${time} น.`;

type Ref = { bookingNo: string; clinicName: string; appointmentDate: string; slotTime: string };

/** Who did not arrive, in a line: three names at most, then how many more. */
const whoMissed = (names: string[]) => {
  if (names.length === 0) return 'ผู้เข้าตรวจ';
  const shown = names.slice(0, 3).join(', ');
  return names.length > 3 ? ` ${shown} และอีก ${names.length - 3} คน ` : ` ${shown} `;
};

export const bookingNotificationTexts = {
  created: (booking: Ref & { dueAt: Date }) => ({
    title: `จองสำเร็จ ${booking.bookingNo}`,
    body: `นัดตรวจที่ ${booking.clinicName} วันที่ ${when(booking.appointmentDate, booking.slotTime)} กรุณาชำระเงินภายใน ${formatThaiDateTime(booking.dueAt)} น.`,
  }),
  confirmed: (booking: Ref) => ({
    title: `การจอง ${booking.bookingNo} ได้รับการยืนยันแล้ว`,
    body: `พบกันที่ ${booking.clinicName} วันที่ ${when(booking.appointmentDate, booking.slotTime)}`,
  }),
  rescheduled: (booking: Ref) => ({
    title: `เปลี่ยนวันนัดของการจอง ${booking.bookingNo} แล้ว`,
    body: `นัดใหม่ที่ ${booking.clinicName} วันที่ ${when(booking.appointmentDate, booking.slotTime)}`,
  }),
  cancelled: (booking: Ref & { reason: string }) => ({
    title: `การจอง ${booking.bookingNo} ถูกยกเลิกแล้ว`,
    body: `เหตุผล: ${booking.reason}`,
  }),
  expired: (booking: Ref) => ({
    title: `การจอง ${booking.bookingNo} หมดเวลาชำระเงิน`,
    body: `ไม่ได้รับการชำระเงินภายในเวลาที่กำหนด ระบบจึงยกเลิกนัดวันที่ ${when(booking.appointmentDate, booking.slotTime)} กรุณาจองใหม่อีกครั้ง`,
  }),
  completed: (booking: Ref) => ({
    title: `การจอง ${booking.bookingNo} เสร็จสิ้นแล้ว`,
    body: `ขอบคุณที่ใช้บริการ ${booking.clinicName}`,
  }),
  noShow: (booking: Ref & { missed: string[] }) => ({
    title: `ไม่ได้มาตามนัด ${booking.bookingNo}`,
    body: `ไม่พบการลงทะเบียนของ${whoMissed(booking.missed)}ที่ ${booking.clinicName} วันที่ ${when(booking.appointmentDate, booking.slotTime)} หากยังต้องการตรวจ กรุณาติดต่อคลินิกเพื่อนัดหมายใหม่`,
  }),
  reminder: (booking: Ref) => ({
    title: `พรุ่งนี้มีนัดตรวจสุขภาพ ${booking.bookingNo}`,
    body: `${booking.clinicName} วันที่ ${when(booking.appointmentDate, booking.slotTime)} กรุณามาก่อนเวลานัด 15 นาที พร้อมบัตรประชาชนของผู้เข้าตรวจ`,
  }),
};

export const bookingExportTexts = {
  sheetName: 'การจอง',
  fileName: (stamp: string) => `bookings-${stamp}.xlsx`,
  columns: {
    bookingNo: 'เลขที่การจอง',
    createdAt: 'วันที่จอง',
    appointmentDate: 'วันนัด',
    slotTime: 'เวลา',
    clinic: 'คลินิก',
    service: 'บริการ',
    customer: 'ผู้จอง',
    email: 'อีเมล',
    contactName: 'ผู้ติดต่อ',
    contactPhone: 'เบอร์ติดต่อ',
    examinees: 'จำนวนผู้เข้าตรวจ',
    filled: 'กรอกรายชื่อแล้ว',
    unitPrice: 'ราคาต่อคน (บาท)',
    total: 'ยอดรวม (บาท)',
    status: 'สถานะ',
  },
  statusLabel: (status: BookingStatus) => BOOKING_STATUS_LABELS[status],
};
