// The seed's exact spinner texts, and what the session machinery says to people.
export const authTexts = {
  checking: 'กำลังตรวจสอบสิทธิ์...',
  checkingAdmin: 'กำลังตรวจสอบสิทธิ์ Admin...',
  loading: 'กำลังโหลด...',
  sessionEnded: 'เซสชันของคุณสิ้นสุดแล้ว กรุณาเข้าสู่ระบบใหม่',
  signedOut: 'ออกจากระบบเรียบร้อยแล้ว',
};
