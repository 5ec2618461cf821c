/** The Thai of every message that leaves the app (e-mail now), and of its calendar invitation. */

/** A booking as a message names it, its values already formatted for people. */
export type BookingFacts = {
  bookingNo: string;
  clinicName: string;
  serviceName: string;
  /** `23 พฤศจิกายน 2569`. */
  date: string;
  /** `09:00`. */
  time: string;
  people: number;
};

const when = (booking: Pick<BookingFacts, 'date' | 'time'>) => `${booking.date} เวลา ${booking.time} น.`;

export const messageTexts = {
  appName: 'จองดี',
  greeting: (name: string) => `เรียน คุณ${name}`,
  greetingNoName: 'เรียน ลูกค้า',
  orOpenLink: 'หากกดปุ่มไม่ได้ ให้เปิดลิงก์นี้:',

  facts: {
    bookingNo: 'เลขที่การจอง',
    clinic: 'คลินิก',
    service: 'บริการ',
    when: 'วันและเวลานัด',
    people: 'จำนวนผู้เข้าตรวจ',
    total: 'ยอดรวม',
    amountDue: 'ยอดที่ต้องชำระ',
    payBy: 'ชำระภายใน',
    amountReceived: 'ยอดที่ได้รับ',
    paymentNo: 'เลขที่การชำระ',
    receiptNo: 'เลขที่ใบเสร็จ',
    stillDue: 'ยอดที่ยังต้องชำระ',
    reason: 'เหตุผล',
    certificates: 'ใบรับรองที่พร้อมแล้ว',
    email: 'อีเมลสำหรับเข้าสู่ระบบ',
  },
  peopleCount: (count: number) => `${count} คน`,
  certificateCount: (ready: number, total: number) => `${ready} จาก ${total} คน`,
  whenText: when,
  dateTime: (date: string, time: string) => `${date} เวลา ${time} น.`,

  clinic: {
    title: 'ติดต่อคลินิก',
    phone: (phone: string) => `โทร ${phone}`,
    address: (address: string) => `ที่อยู่ ${address}`,
    map: 'ดูแผนที่',
    email: (email: string) => `อีเมล ${email}`,
  },

  bookingCreated: {
    subject: (booking: BookingFacts) => `จองสำเร็จ ${booking.bookingNo} กรุณาชำระเงินเพื่อยืนยันนัด`,
    heading: 'จองสำเร็จ กรุณาชำระเงิน',
    intro: (booking: BookingFacts) =>
      `ได้รับการจองของคุณที่ ${booking.clinicName} แล้ว นัดตรวจวันที่ ${when(booking)} การจองจะได้รับการยืนยันเมื่อคลินิกตรวจสอบการชำระเงินแล้ว`,
    deadline: (dueAt: string) => `กรุณาชำระเงินภายใน ${dueAt} หากไม่ได้ชำระภายในเวลานี้ ระบบจะยกเลิกการจองและคืนที่นั่งให้ผู้อื่น`,
    action: 'ชำระเงิน',
    calendar: 'แนบนัดหมายไว้ในไฟล์ .ics เปิดไฟล์เพื่อเพิ่มลงในปฏิทินของคุณ',
  },

  slipReceived: {
    subject: (bookingNo: string) => `ได้รับสลิปของการจอง ${bookingNo} แล้ว`,
    heading: 'ได้รับสลิปการโอนเงินแล้ว',
    intro: (amount: string) =>
      `คลินิกได้รับสลิปการโอนเงิน ${amount} ของคุณแล้ว และกำลังตรวจสอบ จะแจ้งผลให้ทราบทางอีเมลนี้โดยเร็ว ระหว่างนี้คุณไม่ต้องทำอะไรเพิ่ม`,
    action: 'ดูการจอง',
  },

  paymentVerified: {
    subject: (bookingNo: string) => `ชำระเงินการจอง ${bookingNo} เรียบร้อย`,
    subjectPartly: (bookingNo: string) => `ได้รับเงินบางส่วนของการจอง ${bookingNo}`,
    heading: 'ชำระเงินเรียบร้อย การจองได้รับการยืนยันแล้ว',
    headingPartly: 'ได้รับเงินบางส่วนแล้ว',
    intro: (amount: string, booking: BookingFacts) =>
      `คลินิกได้รับเงิน ${amount} แล้ว การจองของคุณได้รับการยืนยัน พบกันที่ ${booking.clinicName} วันที่ ${when(booking)}`,
    introPartly: (amount: string, stillDue: string) =>
      `คลินิกได้รับเงิน ${amount} แล้ว ยังต้องชำระอีก ${stillDue} การจองจะได้รับการยืนยันเมื่อชำระครบ`,
    receiptAttached: 'แนบใบเสร็จรับเงินไว้ในไฟล์ PDF ของอีเมลนี้ และดาวน์โหลดได้อีกครั้งที่หน้าการจอง',
    action: 'ดูการจอง',
    actionPartly: 'ชำระส่วนที่เหลือ',
  },

  slipRejected: {
    subject: (bookingNo: string) => `สลิปของการจอง ${bookingNo} ไม่ผ่านการตรวจสอบ`,
    heading: 'สลิปไม่ผ่านการตรวจสอบ',
    intro: 'คลินิกตรวจสอบสลิปที่คุณส่งแล้ว แต่ยืนยันยอดเงินไม่ได้',
    next: 'ไม่ต้องโอนเงินซ้ำ หากโอนถูกยอดแล้ว ให้ส่งสลิปที่ชัดเจนของการโอนครั้งนั้นอีกครั้ง หากยังไม่ได้โอนหรือโอนไม่ครบ ให้โอนตามยอดที่ต้องชำระแล้วส่งสลิปใหม่',
    deadline: (dueAt: string) => `กรุณาส่งสลิปใหม่ภายใน ${dueAt} มิฉะนั้นการจองจะถูกยกเลิก`,
    ask: (phone: string) => `ไม่แน่ใจ โทรสอบถามคลินิกได้ที่ ${phone}`,
    action: 'ส่งสลิปใหม่',
  },

  bookingCancelled: {
    subject: (bookingNo: string) => `การจอง ${bookingNo} ถูกยกเลิกแล้ว`,
    heading: 'การจองถูกยกเลิกแล้ว',
    intro: (booking: BookingFacts) => `การจองนัดตรวจที่ ${booking.clinicName} วันที่ ${when(booking)} ถูกยกเลิกแล้ว`,
    action: 'ดูการจอง',
  },

  bookingExpired: {
    subject: (bookingNo: string) => `การจอง ${bookingNo} หมดเวลาชำระเงิน`,
    heading: 'การจองหมดเวลาชำระเงิน',
    intro: (booking: BookingFacts) =>
      `ไม่ได้รับการชำระเงินภายในเวลาที่กำหนด ระบบจึงยกเลิกนัดที่ ${booking.clinicName} วันที่ ${when(booking)} หากยังต้องการตรวจ กรุณาจองใหม่อีกครั้ง`,
    action: 'จองใหม่',
  },

  /** What happens to money already paid, as the cancel dialog says it, told after the fact. */
  money: {
    title: 'การคืนเงิน',
    paid: (amount: string) =>
      `การจองนี้ชำระเงินแล้ว ${amount} เจ้าหน้าที่คลินิกจะดำเนินการคืนเงินให้ตามนโยบายของคลินิก และแจ้งให้ทราบเมื่อคืนเงินแล้ว คุณไม่ต้องทำรายการอื่นเพิ่ม`,
    slipInReview: 'คุณส่งสลิปแล้วและคลินิกยังตรวจสอบไม่เสร็จ เจ้าหน้าที่คลินิกจะคืนเงินที่โอนมาให้ตามนโยบายของคลินิก และแจ้งให้ทราบเมื่อคืนเงินแล้ว',
    unpaid: 'การจองนี้ยังไม่ได้ชำระเงิน จึงไม่มียอดที่ต้องคืน',
    policyTitle: 'นโยบายการยกเลิกและคืนเงินของคลินิก',
  },

  certificatesReady: {
    subject: (bookingNo: string) => `ใบรับรองแพทย์ของการจอง ${bookingNo} พร้อมแล้ว`,
    heading: 'ใบรับรองแพทย์พร้อมให้ดาวน์โหลด',
    intro: (booking: BookingFacts) =>
      `ใบรับรองแพทย์จากการตรวจที่ ${booking.clinicName} วันที่ ${booking.date} พร้อมแล้ว เข้าสู่ระบบแล้วดาวน์โหลดได้ที่หน้าการจอง`,
    privacy: 'เพื่อความเป็นส่วนตัว อีเมลนี้ไม่แนบผลตรวจหรือใบรับรอง ใบที่ยังไม่พร้อมจะแสดงในหน้าเดียวกันเมื่อออกแล้ว',
    action: 'ดาวน์โหลดใบรับรอง',
  },

  reminder: {
    subject: (booking: BookingFacts) => `พรุ่งนี้มีนัดตรวจสุขภาพ ${booking.bookingNo} เวลา ${booking.time} น.`,
    heading: 'พรุ่งนี้มีนัดตรวจสุขภาพ',
    intro: (booking: BookingFacts) => `เตือนนัดตรวจที่ ${booking.clinicName} วันที่ ${when(booking)}`,
    arrive: 'กรุณามาก่อนเวลานัด 15 นาที และแสดงเลขที่การจองหรือ QR ของการจองที่จุดลงทะเบียน',
    bringTitle: 'สิ่งที่ต้องเตรียม',
    bringDefault: 'บัตรประชาชนหรือหนังสือเดินทางของผู้เข้าตรวจทุกคน',
    hoursTitle: 'เวลาทำการของคลินิก',
    qr: 'QR สำหรับลงทะเบียนอยู่ในหน้าการจอง',
    action: 'เปิดการจองและ QR',
    calendar: 'แนบนัดหมายไว้ในไฟล์ .ics เปิดไฟล์เพื่อเพิ่มลงในปฏิทินของคุณ',
  },

  accountOpened: {
    subject: 'คลินิกเปิดบัญชีจองดีให้คุณแล้ว',
    heading: 'บัญชีของคุณพร้อมใช้งาน',
    intro: 'เจ้าหน้าที่คลินิกเปิดบัญชีจองดีให้คุณแล้ว ใช้บัญชีนี้ดูการจอง ชำระเงิน และดาวน์โหลดใบรับรองแพทย์ได้เอง',
    password:
      'รหัสผ่านชั่วคราวได้รับจากเจ้าหน้าที่คลินิกโดยตรง (อีเมลไม่ส่งรหัสผ่านเพื่อความปลอดภัย) เมื่อเข้าสู่ระบบครั้งแรก ระบบจะให้ตั้งรหัสผ่านใหม่ของคุณเอง',
    forgot: 'ไม่ได้รับรหัสผ่านชั่วคราว? กด "ลืมรหัสผ่าน?" เพื่อตั้งรหัสผ่านด้วยตัวเองผ่านลิงก์ทางอีเมล:',
    action: 'เข้าสู่ระบบ',
  },

  passwordReset: {
    subject: 'ตั้งรหัสผ่านใหม่สำหรับบัญชีจองดี',
    heading: 'ตั้งรหัสผ่านใหม่',
    intro: 'มีคำขอตั้งรหัสผ่านใหม่สำหรับบัญชีจองดีที่ใช้อีเมลนี้ กดปุ่มด้านล่างเพื่อตั้งรหัสผ่านใหม่',
    validity: 'ลิงก์นี้ใช้ได้ครั้งเดียว ภายใน 30 นาที หลังตั้งรหัสผ่านใหม่ ทุกอุปกรณ์ที่เข้าสู่ระบบอยู่จะต้องเข้าสู่ระบบอีกครั้ง',
    ignore: 'หากคุณไม่ได้ขอ ไม่ต้องทำอะไร รหัสผ่านเดิมยังใช้ได้ตามปกติ',
    action: 'ตั้งรหัสผ่านใหม่',
  },

  footer: {
    why: 'อีเมลนี้ส่งจากระบบจองดีถึงเจ้าของบัญชี กรุณาอย่าตอบกลับ หากมีคำถามกรุณาติดต่อคลินิก',
    optional: (kinds: string) => `เลือกได้ว่าจะรับอีเมลใดบ้างที่หน้าตั้งค่าการแจ้งเตือน ปิดได้: ${kinds}`,
    alwaysSent: 'อีเมลเกี่ยวกับการจอง การชำระเงิน และรหัสผ่านของคุณส่งถึงคุณเสมอ',
    settings: 'ตั้งค่าการรับอีเมล',
  },

  ics: {
    summary: (clinicName: string) => `นัดตรวจสุขภาพ ${clinicName}`,
    description: (booking: BookingFacts, bring: string) =>
      [
        `เลขที่การจอง ${booking.bookingNo}`,
        `บริการ ${booking.serviceName}`,
        `ผู้เข้าตรวจ ${booking.people} คน`,
        `สิ่งที่ต้องเตรียม: ${bring}`,
      ].join('\n'),
  },
};
