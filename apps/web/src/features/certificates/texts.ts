import { formatCount } from '@jongdee/contracts/thai-format';
// Thai strings of the certificates a customer sees on their booking.
export const certificateTexts = {
  loading: 'กำลังโหลด...',
  loadFailed: 'โหลดใบรับรองแพทย์ไม่สำเร็จ',
  retry: 'ลองใหม่',
  emptyBody: 'ใบรับรองแพทย์จะแสดงที่นี่ให้ดาวน์โหลด หลังเข้ารับการตรวจและแพทย์ออกใบรับรองแล้ว',
  count: (valid: number) => `ใบรับรองที่ใช้ได้ ${formatCount(valid)} ฉบับ`,
  download: 'ดาวน์โหลด PDF',
  downloadOf: (certificateNo: string) => `ดาวน์โหลด PDF ${certificateNo}`,
  downloadAll: 'ดาวน์โหลดทั้งหมด (ZIP)',
  downloaded: (fileName: string) => `ดาวน์โหลด ${fileName} แล้ว`,
  downloadFailed: 'ดาวน์โหลดไม่สำเร็จ',
  examDate: (date: string) => `ตรวจเมื่อ ${date}`,
  validUntil: (date: string) => `ใช้ได้ถึง ${date}`,
  expiredOn: (date: string) => `หมดอายุเมื่อ ${date}`,
  revoked: 'คลินิกเพิกถอนใบรับรองฉบับนี้แล้ว ใช้ไม่ได้',
  replaced: 'คลินิกเพิกถอนฉบับนี้และออกฉบับใหม่แทนแล้ว',
};
