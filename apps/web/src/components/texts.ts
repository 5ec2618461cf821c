// Thai strings of the shared UI pieces.
export const sharedTexts = {
  comingSoonTitle: 'ส่วนนี้กำลังเตรียมให้บริการ',
  comingSoonBody: 'เรากำลังพัฒนาหน้านี้ให้พร้อมใช้งานเร็ว ๆ นี้ ขออภัยในความไม่สะดวก',
  backHome: 'กลับหน้าหลัก',
  notFoundTitle: 'ไม่พบหน้าที่คุณต้องการ',
  notFoundBody: 'ลิงก์อาจไม่ถูกต้อง หรือหน้านี้ถูกย้ายไปแล้ว',
  closeToast: 'ปิดข้อความแจ้งเตือน',
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
  mainNavigation: 'เมนูหลัก',
  accountMenu: 'เมนูบัญชี',
};
