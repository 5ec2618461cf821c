export const searchTexts = {
  types: { bookings: 'การจอง', payments: 'การชำระเงิน' },
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
} as const;
