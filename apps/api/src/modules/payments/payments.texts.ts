import { formatBaht } from '@jongdee/contracts/thai-format';

type Ref = { paymentNo: string; bookingNo: string; amount: number };

/** The Thai a customer reads about their payment. */
export const paymentNotificationTexts = {
  submitted: (payment: Ref) => ({
    title: `ได้รับสลิปของการจอง ${payment.bookingNo} แล้ว`,
    body: `ยอด ${formatBaht(payment.amount)} คลินิกกำลังตรวจสอบ จะแจ้งผลให้ทราบโดยเร็ว`,
  }),
  verified: (payment: Ref) => ({
    title: `ชำระเงินการจอง ${payment.bookingNo} เรียบร้อย`,
    body: `ได้รับยอด ${formatBaht(payment.amount)} แล้ว การจองของคุณได้รับการยืนยัน`,
  }),
  partlyPaid: (payment: Ref & { amountDue: number }) => ({
    title: `ได้รับเงินบางส่วนของการจอง ${payment.bookingNo}`,
    body: `ได้รับยอด ${formatBaht(payment.amount)} แล้ว ยังต้องชำระอีก ${formatBaht(payment.amountDue)} การจองจะได้รับการยืนยันเมื่อชำระครบ กรุณาชำระส่วนที่เหลือ`,
  }),
  rejected: (payment: Ref & { reason: string }) => ({
    title: `สลิปของการจอง ${payment.bookingNo} ไม่ผ่านการตรวจสอบ`,
    body: `เหตุผล: ${payment.reason} กรุณาแนบสลิปใหม่อีกครั้ง`,
  }),
  refunded: (payment: Ref & { note: string }) => ({
    title: `คืนเงินการจอง ${payment.bookingNo} แล้ว`,
    body: `คลินิกคืนเงิน ${formatBaht(payment.amount)} ให้คุณแล้ว รายละเอียด: ${payment.note}`,
  }),
};
