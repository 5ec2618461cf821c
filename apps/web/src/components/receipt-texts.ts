// The receipt download button (receipt-download-button.tsx): the customer's payments and booking, and
// the admin payment view. Apart from texts.ts, which the first screen loads.
export const receiptTexts = {
  download: 'ดาวน์โหลดใบเสร็จ',
  downloadOf: (receiptNo: string) => `ดาวน์โหลดใบเสร็จ ${receiptNo}`,
  downloaded: (fileName: string) => `ดาวน์โหลด ${fileName} แล้ว`,
  downloadFailed: 'ดาวน์โหลดใบเสร็จไม่สำเร็จ',
};
