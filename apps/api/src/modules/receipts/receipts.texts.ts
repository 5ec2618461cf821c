/** Why a receipt was cancelled, as the receipt (and staff) read it. */
export const receiptCancelReasons = {
  refunded: (note: string) => `คืนเงินแล้ว: ${note}`,
  amended: (receiptNo: string) => `แก้ไขเป็นใบเสร็จเลขที่ ${receiptNo}`,
};
