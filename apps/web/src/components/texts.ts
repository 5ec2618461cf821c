// Thai strings of the shared UI pieces.
export const sharedTexts = {
  backHome: 'กลับหน้าหลัก',
  notFoundTitle: 'ไม่พบหน้าที่คุณต้องการ',
  notFoundBody: 'ลิงก์อาจไม่ถูกต้อง หรือหน้านี้ถูกย้ายไปแล้ว',
  closeToast: 'ปิดข้อความแจ้งเตือน',
  // The × of a dialog or drawer that does not name its own (theme.ts).
  closeDialog: 'ปิดหน้าต่าง',
};

// The arrows of a list's pages (pages.tsx).
export const paginationTexts = { first: 'หน้าแรก', previous: 'หน้าก่อนหน้า', next: 'หน้าถัดไป', last: 'หน้าสุดท้าย' };

// The file drop zone (file-drop-zone.tsx): the banner picture, the Excel file, the payment slip.
export const fileDropTexts = {
  or: 'หรือ',
};

// The Buddhist-Era date pickers (thai-date-picker.tsx) and the date and time field (thai-date-time-input.tsx).
export const dateTimeTexts = {
  datePlaceholder: 'เลือกวันที่',
  birthDatePlaceholder: 'วว/ดด/ปปปป (พ.ศ.) เช่น 15/03/2535',
  clearDate: 'ล้างวันที่',
  hours: 'ชั่วโมง',
  minutes: 'นาที',
  timeSuffix: 'น.',
  // No names for the month and year headers: their visible text ("พฤศจิกายน 2569") is the name.
  calendarLabels: {
    nextMonth: 'เดือนถัดไป',
    previousMonth: 'เดือนก่อนหน้า',
    nextYear: 'ปีถัดไป',
    previousYear: 'ปีก่อนหน้า',
    nextDecade: 'ทศวรรษถัดไป',
    previousDecade: 'ทศวรรษก่อนหน้า',
  },
};

// The customer layout.
export const layoutTexts = {
  home: 'หน้าหลัก',
  homeAria: 'จองดี หน้าหลัก',
  booking: 'จองตรวจสุขภาพ',
  bookingDetail: 'รายละเอียดการจอง',
  payments: 'ประวัติการชำระเงิน',
  payment: 'ชำระเงิน',
  notifications: 'การแจ้งเตือน',
  profile: 'โปรไฟล์',
  changePassword: 'เปลี่ยนรหัสผ่าน',
  logout: 'ออกจากระบบ',
  openMenu: 'เปิดเมนู',
  closeMenu: 'ปิดเมนู',
  mainNavigation: 'เมนูหลัก',
  accountMenu: 'เมนูบัญชี',
};
