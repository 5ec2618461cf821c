/** The Thai a customer reads about their payment. */
const baht = (satang: number) =>
  new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB' }).format(satang / 100);

type Ref = { paymentNo: string; bookingNo: string; amount: number };

export const paymentNotificationTexts = {
  submitted: (payment: Ref) => ({
    title: `ได้รับสลิปของการจอง ${payment.bookingNo} แล้ว`,
    body: `ยอด ${baht(payment.amount)} คลินิกกำลังตรวจสอบ จะแจ้งผลให้ทราบโดยเร็ว`,
  }),
  verified: (payment: Ref) => ({
    title: `ชำระเงินการจอง ${payment.bookingNo} เรียบร้อย`,
    body: `ได้รับยอด ${baht(payment.amount)} แล้ว การจองของคุณได้รับการยืนยัน`,
  }),
  partlyPaid: (payment: Ref & { amountDue: number }) => ({
    title: `ได้รับเงินบางส่วนของการจอง ${payment.bookingNo}`,
    body: `ได้รับยอด ${baht(payment.amount)} แล้ว ยังต้องชำระอีก ${baht(payment.amountDue)} การจองจะได้รับการยืนยันเมื่อชำระครบ กรุณาชำระส่วนที่เหลือ`,
  }),
  rejected: (payment: Ref & { reason: string }) => ({
    title: `สลิปของการจอง ${payment.bookingNo} ไม่ผ่านการตรวจสอบ`,
    body: `เหตุผล: ${payment.reason} กรุณาแนบสลิปใหม่อีกครั้ง`,
  }),
  refunded: (payment: Ref & { note: string }) => ({
    title: `คืนเงินการจอง ${payment.bookingNo} แล้ว`,
    body: `คลินิกคืนเงิน ${baht(payment.amount)} ให้คุณแล้ว รายละเอียด: ${payment.note}`,
  }),
};
