/** The Thai an account owner reads when their account is being guessed. */
export const signInNotificationTexts = {
  guessing: (minutes: number) => ({
    title: 'มีผู้พยายามเข้าสู่ระบบบัญชีของคุณ',
    body:
      'มีการกรอกรหัสผ่านบัญชีของคุณไม่ถูกต้องหลายครั้งจากอุปกรณ์ที่ไม่เคยเข้าสู่ระบบบัญชีนี้ ' +
      `ระบบจึงพักการเข้าสู่ระบบจากอุปกรณ์อื่นไว้ ${minutes} นาที ` +
      'อุปกรณ์ที่คุณเคยเข้าสู่ระบบยังใช้งานได้ตามปกติ หากไม่ใช่คุณ แนะนำให้เปลี่ยนรหัสผ่าน',
  }),
};

/** What anyone who asks for a password-reset link reads, whether or not the address has an account. */
export const passwordResetTexts = {
  requested:
    'ถ้าอีเมลนี้มีบัญชีอยู่ เราได้ส่งลิงก์ตั้งรหัสผ่านใหม่ไปแล้ว กรุณาตรวจสอบกล่องจดหมาย (รวมถึงโฟลเดอร์จดหมายขยะ) ลิงก์ใช้ได้ภายใน 30 นาที',
};
