import { formatCount } from '@jongdee/contracts/thai-format';
// Every Thai string of the staff's screen of messages sent to customers by e-mail.
export const adminMessageTexts = {
  loading: 'กำลังโหลด...',
  loadFailed: 'โหลดรายการข้อความไม่สำเร็จ',
  dash: '—',

  title: 'ข้อความถึงลูกค้า',
  subtitle: 'อีเมลที่ระบบส่งถึงลูกค้าเมื่อจอง ชำระเงิน ได้รับใบรับรองแพทย์ และอื่น ๆ ระบบลองส่งซ้ำเองเมื่อส่งไม่สำเร็จ และหยุดเมื่อครบ 1 วัน',
  statusFilter: 'สถานะการส่ง',
  statusAll: 'ทุกสถานะ',
  kindFilter: 'ประเภทข้อความ',
  kindPlaceholder: 'ทุกประเภท',
  searchPlaceholder: 'ค้นหาอีเมลผู้รับ หรือหัวเรื่อง',
  total: (count: number) => `ทั้งหมด ${formatCount(count)} ข้อความ`,
  perPage: 'ต่อหน้า',

  failedTitle: (count: number) => `ส่งไม่สำเร็จ ${formatCount(count)} ข้อความ`,
  failedBody:
    'ระบบลองส่งซ้ำครบ 1 วันแล้วแต่ยังส่งไม่ได้ ตรวจสอบสาเหตุในรายการ แก้ที่ต้นเหตุ (เช่น อีเมลผู้รับผิด หรือเซิร์ฟเวอร์อีเมล) แล้วกด "ส่งอีกครั้ง"',
  showFailed: 'ดูข้อความที่ส่งไม่สำเร็จ',

  columns: {
    kind: 'ข้อความ',
    recipient: 'ผู้รับ',
    createdAt: 'สร้างเมื่อ',
    status: 'สถานะ',
    actions: 'จัดการ',
  },
  attempts: (count: number) => `ลองส่ง ${formatCount(count)} ครั้ง`,
  sentAt: (when: string) => `ส่งเมื่อ ${when}`,
  nextAttempt: (when: string) => `ลองอีกครั้ง ${when}`,
  lastError: 'สาเหตุ',

  retry: 'ส่งอีกครั้ง',
  /** Starts with the button's visible text, so what is heard matches what is seen. */
  retryLabel: (recipient: string) => `ส่งอีกครั้ง: ข้อความถึง ${recipient}`,
  retried: 'ตั้งให้ส่งอีกครั้งแล้ว ระบบจะส่งภายในไม่กี่วินาที',
  retryFailed: 'สั่งส่งอีกครั้งไม่สำเร็จ',
  downloadEml: 'ไฟล์ .eml',
  downloadEmlLabel: (recipient: string) => `ไฟล์ .eml ของข้อความถึง ${recipient}`,
  downloadFailed: 'ดาวน์โหลดไฟล์ไม่สำเร็จ',

  emptyTitle: 'ยังไม่มีข้อความ',
  emptyBody: 'เมื่อลูกค้าจอง ชำระเงิน หรือคลินิกเปิดบัญชีให้ ข้อความที่ส่งทางอีเมลจะแสดงที่นี่',
  emptyFilteredTitle: 'ไม่พบข้อความที่ตรงกับตัวกรอง',
  emptyFilteredBody: 'ลองเปลี่ยนสถานะ ประเภท หรือคำค้น',
};
