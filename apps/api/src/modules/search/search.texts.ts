export const searchTexts = {
  types: { bookings: 'การจอง', payments: 'การชำระเงิน', certificates: 'ใบรับรองแพทย์' },
  bookingSortFields: {
    createdAt: 'วันที่จอง',
    appointmentDate: 'วันนัดหมาย',
    bookingNo: 'เลขที่การจอง',
    totalAmount: 'ยอดรวม',
    status: 'สถานะ',
  },
  paymentSortFields: {
    createdAt: 'วันที่สร้าง',
    amount: 'ยอดเงิน',
    status: 'สถานะ',
    paymentNo: 'เลขที่การชำระเงิน',
  },
  certificateSortFields: {
    issuedAt: 'วันที่ออก',
    certificateNo: 'เลขที่ใบรับรอง',
    validUntil: 'ใช้ได้ถึง',
  },
} as const;
