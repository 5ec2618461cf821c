import { formatCount } from '@jongdee/contracts/thai-format';
// Every Thai string of the admin dashboard (/admin), in one place for review and translation.
export const dashboardTexts = {
  title: 'แดชบอร์ด',
  subtitle: (date: string) => `ภาพรวมของวันนี้ ${date}`,
  loading: 'กำลังโหลด...',
  loadFailed: 'โหลดข้อมูลแดชบอร์ดไม่สำเร็จ',
  retry: 'ลองใหม่',
  updatedAt: (time: string) => `อัปเดตล่าสุด ${time} น.`,
  lastBackup: (when: string) => `สำรองข้อมูลล่าสุด ${when} น.`,
  neverBackedUp: 'ยังไม่เคยสำรองข้อมูล',

  // KPI cards
  appointmentsToday: 'นัดหมายวันนี้',
  bookingsUnit: 'การจอง',
  examinees: (count: number) => `ผู้เข้าตรวจ ${formatCount(count)} คน`,
  noAppointmentsToday: 'วันนี้ยังไม่มีนัดหมาย',
  slipsWaiting: 'สลิปรอตรวจสอบ',
  slipsUnit: 'รายการ',
  oldestWaiting: (wait: string) => `รอนานที่สุด ${wait}`,
  queueEmpty: 'ตรวจครบแล้ว ไม่มีสลิปค้าง',
  reviewSlips: 'ไปตรวจสลิป',
  revenueThisMonth: 'รายได้เดือนนี้',
  revenueVsLastMonth: (percent: string) => `${percent} จากช่วงเดียวกันของเดือนก่อน`,
  revenueNoBaseline: 'เดือนก่อนช่วงเดียวกันยังไม่มีรายได้',
  certificatesThisMonth: 'ใบรับรองที่ออกเดือนนี้',
  certificatesUnit: 'ฉบับ',
  certificatesRevoked: (count: number) => `เพิกถอนแล้ว ${count} ฉบับ`,
  certificatesNoneRevoked: 'ไม่มีฉบับที่ถูกเพิกถอน',
  statusLine: (confirmed: number, waiting: number) => `ยืนยันแล้ว ${confirmed} · รอชำระเงิน ${waiting}`,

  // Waiting time
  minutes: (count: number) => `${count} นาที`,
  hours: (hours: number, minutes: number) => (minutes > 0 ? `${hours} ชั่วโมง ${minutes} นาที` : `${hours} ชั่วโมง`),
  days: (days: number, hours: number) => (hours > 0 ? `${days} วัน ${hours} ชั่วโมง` : `${days} วัน`),
  justNow: 'ไม่ถึงนาที',

  // Schedule
  scheduleTitle: 'นัดหมายถัดไปของวันนี้',
  scheduleMore: (shown: number, total: number) => `แสดง ${shown} จาก ${total} นัดหมาย`,
  scheduleEmptyTitle: 'ไม่มีนัดหมายที่กำลังจะมาถึงในวันนี้',
  scheduleEmptyBody: 'ดูวันอื่นได้ที่ปฏิทิน หรือสร้างการจองให้ลูกค้าที่โทรมา',
  openCalendar: 'เปิดปฏิทิน',
  openTodayInCalendar: 'ดูวันนี้ในปฏิทิน',
  columns: {
    time: 'เวลา',
    booking: 'การจอง / ลูกค้า',
    clinic: 'คลินิก',
    examinees: 'ผู้เข้าตรวจ',
    status: 'สถานะ',
  },
  timeSuffix: (time: string) => `${time} น.`,
  people: (count: number) => `${count} คน`,
  openBooking: (bookingNo: string) => `เปิดการจอง ${bookingNo}`,

  // Revenue
  revenueTitle: 'รายได้ที่ตรวจสอบแล้ว',
  revenueHint: 'ยอดชำระที่อนุมัติแล้ว นับตามวันที่อนุมัติ (ไม่รวมรายการที่คืนเงิน)',
  thisMonthToDate: (month: string, day: number) => `${month} (ถึงวันที่ ${day})`,
  lastMonthToDate: (month: string, day: number) => `${month} (ถึงวันที่ ${day})`,
  lastMonthWhole: (month: string) => `${month} ทั้งเดือน`,
  dailyTitle: 'รายวัน เดือนนี้เทียบเดือนก่อน',
  dailyAria: (month: string) => `กราฟรายได้รายวันของ${month}เทียบกับเดือนก่อน`,
  legendThisMonth: 'เดือนนี้',
  legendLastMonth: 'เดือนก่อน',
  revenueEmpty: 'ยังไม่มีรายได้ที่ตรวจสอบแล้วในเดือนนี้',

  // Today per clinic
  byClinicTitle: 'นัดหมายวันนี้ตามคลินิก',
  byClinicEmpty: 'วันนี้ยังไม่มีนัดหมายในคลินิกใด',
  clinicLine: (bookings: number, examinees: number) => `${bookings} การจอง · ${examinees} คน`,

  // Week
  weekTitle: 'การใช้ช่วงเวลา 7 วันข้างหน้า',
  weekHint: 'ผู้เข้าตรวจที่จองแล้ว / ที่รับได้ทั้งวัน (จำนวนช่วงเวลา × ที่รับได้ต่อช่วง)',
  weekEmptyTitle: 'ยังไม่มีคลินิกที่เปิดให้บริการ',
  weekEmptyBody: 'เพิ่มคลินิกและเวลาทำการ แล้วการใช้ช่วงเวลาจะแสดงที่นี่',
  addClinic: 'ไปที่หน้าคลินิก',
  clinicColumn: 'คลินิก',
  closed: 'ปิด',
  usage: (used: number, capacity: number) => `${used}/${capacity}`,
  openDayInCalendar: (clinic: string, date: string) => `${clinic} วันที่ ${date}:`,
};
