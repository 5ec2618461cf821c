export const searchTexts = {
  types: { bookings: 'การจอง' },
  bookingSortFields: {
    createdAt: 'วันที่จอง',
    appointmentDate: 'วันนัดหมาย',
    bookingNo: 'เลขที่การจอง',
    totalAmount: 'ยอดรวม',
    status: 'สถานะ',
  },
} as const;
