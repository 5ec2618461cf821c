import { formatCount } from '@jongdee/contracts/thai-format';

/** The Thai a customer reads about their certificates. */
export const certificateNotificationTexts = {
  issued: (ref: { bookingNo: string; clinicName: string; count: number }) => ({
    title: `ใบรับรองแพทย์ของการจอง ${ref.bookingNo} พร้อมแล้ว`,
    body: `${ref.clinicName} ออกใบรับรองแพทย์ ${formatCount(ref.count)} ฉบับ ดาวน์โหลดได้ที่หน้ารายละเอียดการจอง`,
  }),
};
