// Thai strings of the customer's home screen.
export const dashboardTexts = {
  greeting: (firstName: string) => `สวัสดี คุณ${firstName}`,
  intro: 'จองตรวจสุขภาพและขอใบรับรองแพทย์ได้ในไม่กี่ขั้นตอน',
  quickBooking: 'จองด่วน',
  quickBookingHint: 'เลือกบริการ คลินิก วันและเวลา แล้วชำระเงินได้ทันที',
  statsTitle: 'การจองของฉัน',
  statsTotal: (total: number) => `ทั้งหมด ${total.toLocaleString('th-TH')} รายการ`,
  statsUnit: 'รายการ',
  upcomingTitle: 'นัดหมายที่กำลังจะถึง',
  upcomingEmptyTitle: 'ยังไม่มีนัดหมายที่กำลังจะถึง',
  upcomingEmptyBody: 'เลือกบริการตรวจสุขภาพ คลินิก และเวลาที่สะดวก จองเสร็จในไม่กี่นาที',
  upcomingEmptyAction: 'จองตรวจสุขภาพ',
  time: (slotTime: string) => `${slotTime} น.`,
  examinees: (count: number) => `${count.toLocaleString('th-TH')} คน`,
  bookingNo: (bookingNo: string) => `เลขที่ ${bookingNo}`,
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
