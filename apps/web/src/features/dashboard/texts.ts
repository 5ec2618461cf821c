import { formatCount } from '@jongdee/contracts/thai-format';
// Thai strings of the customer's home screen.
export const dashboardTexts = {
  greeting: (firstName: string) => `สวัสดี คุณ${firstName}`,
  intro: 'จองตรวจสุขภาพและขอใบรับรองแพทย์ได้ในไม่กี่ขั้นตอน',
  quickBooking: 'จองด่วน',
  quickBookingHint: 'เลือกบริการ คลินิก วันและเวลา แล้วชำระเงินได้ทันที',
  statsTitle: 'การจองของฉัน',
  statsTotal: (total: number) => `ทั้งหมด ${formatCount(total)} รายการ`,
  statsUnit: 'รายการ',
  notificationsTitle: 'การแจ้งเตือนล่าสุด',
  viewAllNotifications: 'ดูทั้งหมด',
  loadFailed: 'โหลดข้อมูลไม่สำเร็จ',
  retry: 'ลองอีกครั้ง',
  stepsTitle: 'ขั้นตอนการรับบริการ',
  steps: [
    { title: 'จองคิว', body: 'เลือกบริการตรวจสุขภาพ คลินิก และช่วงเวลาที่ว่าง จองให้ตัวเองหรือพนักงานหลายคนพร้อมกันได้' },
    { title: 'ชำระเงิน', body: 'สแกนพร้อมเพย์หรือโอนเงินตามยอดที่แจ้ง แล้วแนบสลิป คลินิกตรวจสอบให้โดยเร็ว' },
    { title: 'ตรวจและรับใบรับรองแพทย์', body: 'ไปตรวจตามนัด เมื่อแพทย์บันทึกผลแล้ว ดาวน์โหลดใบรับรองแพทย์ได้จากหน้าการจอง' },
  ],
};

// The banner carousel at the top of the home screen (components/banner-carousel.tsx).
export const bannerCarouselTexts = {
  label: 'ข่าวสารและโปรโมชัน',
  slide: (position: number, total: number) => `${position} จาก ${total}`,
  goTo: (position: number, title: string) => `แบนเนอร์ที่ ${position}: ${title}`,
  previous: 'แบนเนอร์ก่อนหน้า',
  next: 'แบนเนอร์ถัดไป',
  pause: 'หยุดเลื่อนแบนเนอร์อัตโนมัติ',
  play: 'เลื่อนแบนเนอร์อัตโนมัติ',
  opensInNewTab: '(เปิดในแท็บใหม่)',
};

// The customer's own bookings under the counts (components/my-bookings.tsx).
export const myBookingsTexts = {
  title: 'รายการจองของฉัน',
  periods: { upcoming: 'กำลังจะถึง', past: 'ที่ผ่านมา', closed: 'ยกเลิก/หมดอายุ' },
  periodsLabel: 'ช่วงของการจอง',
  filteredBy: (label: string) => `แสดงเฉพาะ: ${label}`,
  clearFilter: 'ดูทั้งหมด',
  bookingNo: (bookingNo: string) => `การจอง ${bookingNo}`,
  when: (date: string, time: string) => `${date} เวลา ${time} น.`,
  people: (filled: number, count: number) =>
    filled === count
      ? `ผู้เข้าตรวจ ${formatCount(count)} คน`
      : `ผู้เข้าตรวจ ${formatCount(filled)}/${formatCount(count)} คน (ยังไม่ได้ระบุ ${formatCount(count - filled)} คน)`,
  total: 'ยอดรวม',
  amountDue: 'ค้างชำระ',
  slipRejected: 'สลิปไม่ผ่านการตรวจสอบ',
  next: {
    pay: 'ชำระเงิน',
    resendSlip: 'ส่งสลิปใหม่',
    addExaminees: 'เพิ่มผู้เข้าตรวจ',
    certificates: 'ดาวน์โหลดใบรับรอง',
    details: 'ดูรายละเอียด',
  },
  nextLabel: (action: string, bookingNo: string) => `${action} การจอง ${bookingNo}`,
  empty: {
    upcoming: {
      title: 'ยังไม่มีการจองที่กำลังจะถึง',
      body: 'เลือกบริการตรวจสุขภาพ คลินิก และเวลาที่สะดวก จองเสร็จในไม่กี่นาที',
    },
    past: { title: 'ยังไม่มีการจองที่ผ่านมา', body: 'เมื่อตรวจเสร็จแล้ว การจองและใบรับรองแพทย์จะอยู่ที่นี่' },
    closed: { title: 'ไม่มีการจองที่ยกเลิกหรือหมดอายุ', body: 'การจองที่ยกเลิกหรือหมดเวลาชำระเงินจะแสดงที่นี่' },
    status: (label: string) => ({ title: `ไม่มีการจองที่${label}`, body: 'ลองดูการจองทั้งหมด หรือจองตรวจสุขภาพใหม่' }),
  },
  book: 'จองตรวจสุขภาพ',
  loadFailed: 'โหลดรายการจองไม่สำเร็จ',
  retry: 'ลองอีกครั้ง',
};
