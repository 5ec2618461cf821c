/** The Thai of the import forms and of the errors a row can have. */
export const importTexts = {
  examineeInstructions: (bookingNo: string | null, examineeCount: number | null) => [
    bookingNo ? `แบบฟอร์มรายชื่อผู้เข้ารับการตรวจของการจอง ${bookingNo}` : 'แบบฟอร์มรายชื่อผู้เข้ารับการตรวจ',
    ...(examineeCount ? [`การจองนี้มีผู้เข้ารับการตรวจได้ไม่เกิน ${examineeCount} คน รวมคนที่กรอกไว้แล้ว`] : []),
    'เลขประจำตัวประชาชน 13 หลักจะถูกตรวจเลขหลักสุดท้าย หนังสือเดินทางกรอกเป็นตัวอักษรอังกฤษหรือตัวเลข',
  ],
  resultInstructions: (formTitle: string) => [
    `แบบฟอร์มผลตรวจสำหรับ ${formTitle}`,
    'หนึ่งแถวต่อผู้เข้ารับการตรวจหนึ่งคน ระบุด้วยเลขที่การจองและเลขประจำตัวตามที่กรอกไว้ในการจอง',
    'เลขใบอนุญาตแพทย์ต้องเป็นแพทย์ประจำคลินิกที่เลือก',
  ],
  required: (label: string) => `กรุณากรอก${label}`,
  unknownBooking: (bookingNo: string) => `ไม่พบการจอง ${bookingNo} ของคลินิกนี้`,
  unknownExaminee: (bookingNo: string) => `ไม่พบผู้เข้ารับการตรวจเลขประจำตัวนี้ในการจอง ${bookingNo}`,
  badDate: 'วันที่ตรวจไม่ถูกต้อง ใช้รูปแบบ 23/11/2569 หรือ 2026-11-23',
  unknownDoctor: 'ไม่พบแพทย์เลขใบอนุญาตนี้ในคลินิก (เช่น ว.12345)',
  badConclusion: (labels: string[]) => `สรุปผลต้องเป็น ${labels.join(' หรือ ')}`,
  otherForm: (typeLabel: string) => `การจองนี้ใช้แบบฟอร์ม "${typeLabel}" กรุณาใช้แบบฟอร์มผลตรวจของประเภทนั้น`,
  otherDay: 'การจองนี้ไม่ได้นัดตรวจในวันที่เลือก',
  notExamined: (status: string) => `การจองนี้อยู่ในสถานะ "${status}" จึงบันทึกผลตรวจไม่ได้`,
  duplicatePerson: 'ผู้เข้ารับการตรวจคนนี้ซ้ำกับแถวอื่นหรือมีอยู่ในการจองแล้ว',
  overCount: (count: number) => `เกินจำนวนผู้เข้ารับการตรวจของการจอง (${count} คน)`,
};
