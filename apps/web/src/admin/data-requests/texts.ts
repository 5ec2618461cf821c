import { formatCount } from '@jongdee/contracts/thai-format';
// Every Thai string of the admin screen for people's requests about their personal data (PDPA).
export const adminDataRequestTexts = {
  loading: 'กำลังโหลด...',
  retry: 'ลองใหม่',
  loadFailed: 'โหลดข้อมูลไม่สำเร็จ',
  close: 'ปิด',
  cancel: 'ยกเลิก',
  dash: '—',

  listTitle: 'คำขอเกี่ยวกับข้อมูลส่วนบุคคล',
  listSubtitle:
    'คำขอสำเนาข้อมูล (ภายใน 30 วัน) และคำขอลบบัญชี (ภายใน 90 วัน) ตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล เรียงจากที่ใกล้ครบกำหนดที่สุด',
  statusAria: 'สถานะคำขอ',
  statusTabs: { pending: 'รอดำเนินการ', completed: 'ดำเนินการแล้ว', rejected: 'ปฏิเสธแล้ว', all: 'ทั้งหมด' },
  kindFilter: 'ประเภทคำขอ',
  kindAll: 'ทุกประเภท',
  total: (count: number) => `ทั้งหมด ${formatCount(count)} รายการ`,
  overdueCount: (count: number) => `เกินกำหนด ${formatCount(count)} รายการในหน้านี้`,
  columns: {
    kind: 'ประเภท',
    person: 'ผู้ขอ',
    createdAt: 'ส่งคำขอเมื่อ',
    dueAt: 'ครบกำหนด',
    status: 'สถานะ',
  },
  overdue: 'เกินกำหนด',
  daysLeft: (days: number) => (days <= 0 ? 'ครบกำหนดวันนี้' : `เหลือ ${formatCount(days)} วัน`),
  anonymised: 'ลบข้อมูลแล้ว',
  /** Starts with the link's visible text (the kind), so what is heard matches what is seen. */
  openRequest: (kind: string, name: string) => `${kind} ของ ${name}`,
  emptyPendingTitle: 'ไม่มีคำขอรอดำเนินการ',
  emptyPendingBody: 'เมื่อผู้ใช้ขอลบบัญชีหรือขอสำเนาข้อมูลจากหน้าโปรไฟล์ คำขอจะแสดงที่นี่พร้อมวันครบกำหนด',
  emptyTitle: 'ไม่พบคำขอที่ตรงกับตัวกรอง',
  emptyBody: 'ลองเปลี่ยนสถานะหรือประเภทคำขอ',

  // The request panel
  detailTitle: (kind: string) => kind,
  person: 'ผู้ขอ',
  email: 'อีเมล',
  phone: 'เบอร์โทร',
  requestedAt: 'ส่งคำขอเมื่อ',
  dueAt: 'ครบกำหนด',
  reason: 'เหตุผลของผู้ขอ',
  noReason: 'ไม่ได้ระบุ',
  decidedAt: 'พิจารณาเมื่อ',
  decidedBy: 'ผู้พิจารณา',
  decisionNote: 'บันทึกการพิจารณา',
  adminAccount: 'บัญชีนี้เป็นผู้ดูแลระบบ ต้องเปลี่ยนบทบาทเป็นผู้ใช้งานก่อนจึงจะลบข้อมูลได้',

  previewTitle: 'เมื่อดำเนินการลบข้อมูล',
  previewAnonymised: 'ข้อมูลที่จะถูกลบหรือทำให้ระบุตัวตนไม่ได้',
  previewKept: 'ข้อมูลที่ต้องเก็บไว้ตามกฎหมาย (ไม่มีชื่อของผู้ขอ)',
  previewAccount: 'บัญชี: ชื่อ อีเมล เบอร์โทร ที่อยู่ ข้อมูลบริษัท รหัสผ่าน และปิดการเข้าสู่ระบบทุกอุปกรณ์',
  previewBookings: (count: number) => `การจอง ${formatCount(count)} รายการ: ชื่อและเบอร์ผู้ติดต่อ และหมายเหตุ`,
  previewExamineesAnonymised: (count: number) =>
    `ผู้เข้าตรวจที่ยังไม่มีผลตรวจ ${formatCount(count)} คน: ชื่อ เลขประจำตัว วันเกิด ประวัติสุขภาพ`,
  previewNotifications: (count: number) => `การแจ้งเตือน ${formatCount(count)} รายการ (ลบทิ้ง)`,
  previewConsents: 'ความยินยอมทั้งหมดถูกถอน',
  previewExamineesKept: (count: number, certificates: number) =>
    `เวชระเบียน: ผู้เข้าตรวจที่มีผลตรวจ ${formatCount(count)} คน และใบรับรองแพทย์ ${formatCount(certificates)} ฉบับ (เก็บอย่างน้อย 5 ปี ใบรับรองยังตรวจสอบได้)`,
  previewPayments: (count: number) =>
    `การชำระเงิน ${formatCount(count)} รายการ: ยอดเงิน เลขที่ และสลิป ตามกฎหมายบัญชี (ลบหมายเหตุ)`,
  previewNothingKept: 'ไม่มีเวชระเบียนหรือรายการชำระเงินที่ต้องเก็บ',
  openBookingsTitle: 'ยังลบข้อมูลไม่ได้',
  openBookingsBody: (bookings: string) =>
    `มีการจองที่ยังไม่เสร็จสิ้น: ${bookings} กรุณายกเลิกหรือปิดการจองเหล่านี้ก่อน แล้วกลับมาดำเนินการ`,

  noteLabel: 'บันทึกการดำเนินการ',
  notePlaceholder: 'เช่น ยืนยันตัวตนทางโทรศัพท์แล้ว',
  noteRequired: 'กรุณาระบุเหตุผลที่ปฏิเสธคำขอ ผู้ขอจะเห็นข้อความนี้',
  rejectHint: 'หากปฏิเสธ ต้องระบุเหตุผล ผู้ขอจะเห็นข้อความนี้',
  complete: 'บันทึกว่าดำเนินการแล้ว',
  completeErasure: 'ลบข้อมูลตามคำขอ',
  reject: 'ปฏิเสธคำขอ',
  completed: 'บันทึกการดำเนินการแล้ว',
  erased: 'ลบข้อมูลของผู้ขอเรียบร้อยแล้ว',
  rejected: 'ปฏิเสธคำขอแล้ว',
  actionFailed: 'ดำเนินการไม่สำเร็จ',

  confirmErasureTitle: 'ยืนยันการลบข้อมูลส่วนบุคคล',
  confirmErasureLead: (name: string) => `ข้อมูลที่ระบุตัวตนของ ${name} จะถูกลบทันทีและย้อนกลับไม่ได้ บัญชีจะเข้าสู่ระบบไม่ได้อีก`,
  confirmChecked: 'ตรวจสอบตัวตนของผู้ขอแล้ว และเข้าใจว่าการลบนี้ย้อนกลับไม่ได้',
  confirmErasure: 'ยืนยันลบข้อมูล',
};
