import { ALWAYS_SENT_REASON } from '@jongdee/contracts';

// Thai strings of the profile and change-password screens.
export const profileTexts = {
  title: 'โปรไฟล์ของฉัน',
  subtitle: 'ข้อมูลนี้ใช้ติดต่อเรื่องการจองและออกใบเสร็จ',
  personal: 'ข้อมูลส่วนตัว',
  company: 'ข้อมูลสำหรับออกใบเสร็จ (ไม่บังคับ)',
  email: 'อีเมล',
  emailHint: 'อีเมลใช้เข้าสู่ระบบ เปลี่ยนได้โดยติดต่อคลินิก',
  firstName: 'ชื่อ',
  lastName: 'นามสกุล',
  phone: 'เบอร์มือถือ',
  companyName: 'ชื่อบริษัท',
  taxId: 'เลขประจำตัวผู้เสียภาษี',
  taxIdPlaceholder: 'ตัวเลข 13 หลัก',
  address: 'ที่อยู่',
  save: 'บันทึกข้อมูล',
  saved: 'บันทึกข้อมูลโปรไฟล์เรียบร้อยแล้ว',
  saveFailed: 'บันทึกข้อมูลไม่สำเร็จ',
  memberSince: (date: string) => `เป็นสมาชิกตั้งแต่ ${date}`,
  loadFailed: 'โหลดข้อมูลโปรไฟล์ไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
  retry: 'ลองใหม่',
  security: 'ความปลอดภัย',
  changePasswordLink: 'เปลี่ยนรหัสผ่าน',

  changePasswordTitle: 'เปลี่ยนรหัสผ่าน',
  changePasswordSubtitle: 'เมื่อเปลี่ยนแล้ว อุปกรณ์อื่นที่เคยเข้าสู่ระบบไว้จะถูกออกจากระบบ',
  currentPassword: 'รหัสผ่านปัจจุบัน',
  newPassword: 'รหัสผ่านใหม่',
  confirmNewPassword: 'ยืนยันรหัสผ่านใหม่',
  passwordRule: 'อย่างน้อย 8 ตัวอักษร มีทั้งตัวอักษรและตัวเลข',
  passwordsDiffer: 'รหัสผ่านใหม่ทั้งสองช่องไม่ตรงกัน',
  submitChange: 'เปลี่ยนรหัสผ่าน',
  changed: 'เปลี่ยนรหัสผ่านเรียบร้อยแล้ว อุปกรณ์อื่นถูกออกจากระบบแล้ว',
  temporaryPasswordTitle: 'กรุณาตั้งรหัสผ่านของคุณเอง',
  temporaryPasswordBody:
    'บัญชีนี้ใช้รหัสผ่านชั่วคราวที่คลินิกสร้างให้ กรุณาตั้งรหัสผ่านใหม่ที่มีเพียงคุณรู้ก่อนใช้งานส่วนอื่น โดยกรอกรหัสผ่านชั่วคราวในช่องรหัสผ่านปัจจุบัน',
  changeFailed: 'เปลี่ยนรหัสผ่านไม่สำเร็จ',
};

/** The e-mail settings on /profile (reached from every e-mail's footer at /profile#messages). */
export const messagePreferencesTexts = {
  title: 'การแจ้งเตือนทางอีเมล',
  subtitle: (email: string) => `เลือกได้ว่าจะรับอีเมลเรื่องใดบ้าง (ส่งไปที่ ${email}) ส่วนการแจ้งเตือนในแอปยังแสดงตามปกติ`,
  noEmailTitle: 'บัญชีนี้ยังไม่มีอีเมล',
  noEmailBody:
    'การแจ้งเตือนทางอีเมลต้องมีที่อยู่อีเมล ตอนนี้คุณจึงยังไม่ได้รับอีเมลจากเรา กรุณาติดต่อคลินิกเพื่อเพิ่มอีเมลในบัญชี ตัวเลือกด้านล่างจะใช้เมื่อมีอีเมลแล้ว',
  optionalTitle: 'เลือกรับได้',
  alwaysTitle: 'ส่งทุกครั้ง',
  alwaysNote: ALWAYS_SENT_REASON,
  switchLabel: (label: string) => `รับอีเมล "${label}"`,
  turnedOn: (label: string) => `เปิดรับอีเมล "${label}" แล้ว`,
  turnedOff: (label: string) => `ปิดอีเมล "${label}" แล้ว`,
  saveFailed: 'บันทึกการตั้งค่าอีเมลไม่สำเร็จ',
  loading: 'กำลังโหลดการตั้งค่าอีเมล…',
  loadFailed: 'โหลดการตั้งค่าอีเมลไม่สำเร็จ',
  retry: 'ลองใหม่',
};
