import { formatCount } from '@jongdee/contracts/thai-format';
import type { Fullness } from './slot-fullness.ts';

// Every Thai string of the calendar screen, in one place for review and translation.
export const calendarTexts = {
  title: 'ปฏิทิน',
  subtitle: 'การจองและที่นั่งในแต่ละช่วงเวลาของทุกคลินิก',
  loading: 'กำลังโหลด...',
  loadFailed: 'โหลดปฏิทินไม่สำเร็จ',
  retry: 'ลองใหม่',

  views: { month: 'เดือน', week: 'สัปดาห์', day: 'วัน' },
  viewAria: 'มุมมองปฏิทิน',
  previous: { month: 'เดือนก่อนหน้า', week: 'สัปดาห์ก่อนหน้า', day: 'วันก่อนหน้า' },
  next: { month: 'เดือนถัดไป', week: 'สัปดาห์ถัดไป', day: 'วันถัดไป' },
  today: 'วันนี้',
  clinicFilter: 'คลินิก',
  allClinics: 'ทุกคลินิก',
  showCancelled: 'แสดงการจองที่ยกเลิกหรือหมดเวลาชำระ',

  /** Sunday first. */
  weekdaysShort: ['อา.', 'จ.', 'อ.', 'พ.', 'พฤ.', 'ศ.', 'ส.'],
  weekdaysLong: ['อาทิตย์', 'จันทร์', 'อังคาร', 'พุธ', 'พฤหัสบดี', 'ศุกร์', 'เสาร์'],
  time: 'เวลา',
  seats: 'ที่นั่ง (จองแล้ว/รับได้)',
  bookingsColumn: 'การจอง',
  noBookingsInSlot: 'ว่าง',
  timeRange: (start: string, end: string) => `${start}–${end} น.`,
  closed: 'ปิด',
  closedDay: 'ปิดทำการ',
  inactiveClinic: 'ปิดให้บริการ',
  clinicSlots: (minutes: number, capacity: number) => `ช่วงละ ${minutes} นาที · รับได้ ${capacity} คนต่อช่วง`,
  notOffered: 'นอกเวลาทำการ',
  usage: (used: number, capacity: number) => `${used}/${capacity}`,
  usageLong: (used: number, capacity: number) => `จองแล้ว ${used} จาก ${capacity} ที่`,
  people: (count: number) => `${count} คน`,
  /** Read after a booking chip's `name · 3`: ` คน ยืนยันแล้ว`. */
  chipSuffix: (status: string) => ` คน ${status}`,
  bookings: (count: number) => `${formatCount(count)} การจอง`,
  moreBookings: (count: number) => `อีก ${count} การจอง`,
  openDay: (label: string) => `ดูวันที่ ${label}`,
  noSlots: 'ไม่มีช่วงเวลาให้จองในวันนี้',
  noClinicsTitle: 'ยังไม่มีคลินิกที่เปิดให้บริการ',
  noClinicsBody: 'เพิ่มคลินิกและเวลาทำการก่อน ปฏิทินจะแสดงช่วงเวลาและการจองที่นี่',
  addClinic: 'ไปที่หน้าคลินิก',

  legendTitle: 'สัญลักษณ์',
  fullness: {
    closed: 'ปิด',
    empty: 'ว่าง',
    open: 'ยังว่าง',
    busy: 'เกินครึ่ง',
    almost: 'ใกล้เต็ม',
    full: 'เต็ม',
  } satisfies Record<Fullness, string>,
  legendUsage: 'ตัวเลข = ผู้เข้าตรวจที่จองแล้ว / ที่รับได้',
};
