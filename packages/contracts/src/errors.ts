/**
 * Every machine code the API answers with, its HTTP status and the Thai sentence a person reads.
 * The web app shows `error` from the envelope as it is, so these are written for people.
 * `{name}` placeholders are filled from the error's params.
 */
export const ERRORS = {
  VALIDATION_FAILED: { status: 400, message: 'ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบแล้วลองอีกครั้ง' },
  INVALID_JSON: { status: 400, message: 'ข้อมูลที่ส่งมาไม่ใช่ JSON ที่ถูกต้อง' },
  WRONG_CURRENT_PASSWORD: { status: 400, message: 'รหัสผ่านปัจจุบันไม่ถูกต้อง' },
  SAME_PASSWORD: { status: 400, message: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม' },
  PASSWORD_RESET_LINK_INVALID: { status: 400, message: 'ลิงก์นี้ใช้ไม่ได้แล้ว กรุณาขอลิงก์ใหม่' },
  PASSWORD_RESET_LINK_EXPIRED: {
    status: 400,
    message: 'ลิงก์นี้หมดอายุแล้ว เพราะลิงก์ตั้งรหัสผ่านใหม่ใช้ได้ภายใน 30 นาทีหลังขอ กรุณาขอลิงก์ใหม่',
  },
  UNAUTHENTICATED: { status: 401, message: 'กรุณาเข้าสู่ระบบ หรือเซสชันหมดอายุแล้ว กรุณาเข้าสู่ระบบใหม่' },
  INVALID_CREDENTIALS: { status: 401, message: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง' },
  NOT_ADMIN: { status: 401, message: 'บัญชีนี้ไม่มีสิทธิ์เข้าใช้งานส่วนผู้ดูแลระบบ' },
  FORBIDDEN: { status: 403, message: 'คุณไม่มีสิทธิ์ใช้งานส่วนนี้' },
  PASSWORD_CHANGE_REQUIRED: {
    status: 403,
    message: 'กรุณาตั้งรหัสผ่านใหม่แทนรหัสผ่านชั่วคราวที่ได้รับจากคลินิกก่อนใช้งาน',
  },
  ACCOUNT_DISABLED: { status: 403, message: 'บัญชีนี้ถูกระงับการใช้งาน กรุณาติดต่อคลินิก' },
  NOT_FOUND: { status: 404, message: 'ไม่พบข้อมูลที่ต้องการ' },
  ROUTE_NOT_FOUND: { status: 404, message: 'ไม่พบบริการที่เรียกใช้' },
  CLINIC_CODE_TAKEN: { status: 409, message: 'รหัสคลินิกนี้ถูกใช้แล้ว กรุณาใช้รหัสอื่น' },
  SERVICE_CODE_TAKEN: { status: 409, message: 'รหัสบริการนี้ถูกใช้แล้ว กรุณาใช้รหัสอื่น' },
  CLINIC_UNAVAILABLE: { status: 409, message: 'คลินิกนี้ปิดรับการจองชั่วคราว กรุณาเลือกคลินิกอื่น' },
  SERVICE_UNAVAILABLE_AT_CLINIC: {
    status: 409,
    message: 'คลินิกนี้ไม่ได้เปิดให้บริการตรวจนี้ในขณะนี้ กรุณาเลือกบริการหรือคลินิกอื่น',
  },
  SLOT_FULL: { status: 409, message: 'ช่วงเวลานี้เต็มแล้ว กรุณาเลือกเวลาอื่น' },
  SLOT_NOT_OFFERED: { status: 400, message: 'คลินิกไม่ได้เปิดช่วงเวลานี้ กรุณาเลือกเวลาจากรายการ' },
  SLOT_IN_PAST: { status: 400, message: 'ช่วงเวลานี้ผ่านไปแล้ว กรุณาเลือกเวลาอื่น' },
  CLINIC_CLOSED_ON_DATE: { status: 400, message: 'คลินิกปิดทำการในวันที่เลือก กรุณาเลือกวันอื่น' },
  DATE_OUT_OF_WINDOW: { status: 400, message: 'จองล่วงหน้าได้ตั้งแต่วันนี้ถึง {days} วันข้างหน้า กรุณาเลือกวันใหม่' },
  BOOKING_STATE_CONFLICT: { status: 409, message: 'การจองอยู่ในสถานะ "{status}" จึงทำรายการนี้ไม่ได้' },
  TOO_LATE_TO_CHANGE: {
    status: 409,
    message: 'เปลี่ยนแปลงหรือยกเลิกได้ถึง 24 ชั่วโมงก่อนเวลานัดเท่านั้น กรุณาติดต่อคลินิก',
  },
  CONFIRMED_ONLY_RESCHEDULE: {
    status: 409,
    message: 'การจองที่ยืนยันแล้วเปลี่ยนได้เฉพาะวันและเวลานัด',
  },
  EXAMINEES_EXCEED_COUNT: {
    status: 409,
    message: 'จำนวนผู้เข้าตรวจเกินจำนวนที่จองไว้ ({count} คน) กรุณาแก้ไขจำนวนในการจองก่อน',
  },
  EXAMINEE_COUNT_BELOW_FILLED: {
    status: 409,
    message: 'มีรายชื่อผู้เข้าตรวจแล้ว {count} คน จำนวนที่จองต้องไม่น้อยกว่านี้',
  },
  EXAMINEES_LOCKED: { status: 409, message: 'แก้ไขรายชื่อผู้เข้าตรวจไม่ได้แล้ว เนื่องจากการจองนี้ {status}' },
  DUPLICATE_EXAMINEE: { status: 409, message: 'ผู้เข้าตรวจเลขประจำตัวนี้มีอยู่ในการจองนี้แล้ว' },
  PAYMENT_NOT_DUE: {
    status: 409,
    message: 'การจองนี้ไม่มียอดที่ต้องชำระในขณะนี้ (ชำระแล้ว หมดเวลาชำระ หรือถูกยกเลิก)',
  },
  PAYMENT_RECEIVER_MISSING: {
    status: 409,
    message: 'คลินิกยังไม่ได้ตั้งค่าบัญชีรับเงิน กรุณาติดต่อคลินิกเพื่อชำระเงิน',
  },
  PAYMENT_STATE_CONFLICT: { status: 409, message: 'รายการชำระเงินนี้อยู่ในสถานะ "{status}" จึงทำรายการนี้ไม่ได้' },
  SLIP_ALREADY_USED: {
    status: 409,
    message: 'สลิปนี้เคยถูกใช้ชำระเงินแล้ว กรุณาแนบสลิปของการโอนครั้งนี้ หากโอนแล้วจริงกรุณาติดต่อคลินิก',
  },
  SLIP_NOT_IMAGE_DATA: {
    status: 400,
    message: 'ข้อมูลสลิปไม่ใช่รูปภาพที่อ่านได้ กรุณาเลือกรูปสลิปใหม่อีกครั้ง',
  },
  SLIP_MISSING: { status: 404, message: 'รายการชำระเงินนี้ยังไม่มีสลิป' },
  SLIP_EMPTY: { status: 400, message: 'ไฟล์สลิปว่างเปล่า กรุณาเลือกรูปสลิปการโอนเงินแล้วส่งใหม่' },
  SLIP_UNREADABLE: {
    status: 400,
    message: 'เปิดรูปสลิปไม่ได้ ไฟล์อาจเสียหรืออัปโหลดไม่ครบ กรุณาแคปหน้าจอสลิปแล้วส่งใหม่อีกครั้ง',
  },
  SLIP_TOO_LARGE: {
    status: 413,
    message: 'ไฟล์สลิปใหญ่เกิน 10 MB กรุณาแคปหน้าจอสลิปหรือลดขนาดรูปแล้วส่งใหม่',
  },
  SLIP_TOO_MANY_PIXELS: {
    status: 413,
    message: 'รูปสลิปมีความละเอียดสูงเกินไป (เกิน 40 ล้านพิกเซล) กรุณาแคปหน้าจอสลิปหรือลดขนาดรูปแล้วส่งใหม่',
  },
  SLIP_UNSUPPORTED_TYPE: {
    status: 415,
    message: 'รองรับเฉพาะรูปภาพ JPG, PNG หรือ WebP เท่านั้น หากเป็นไฟล์ HEIC จาก iPhone หรือ PDF กรุณาแคปหน้าจอสลิปแล้วส่งเป็นรูปภาพ',
  },
  PAYMENT_REVIEW_OPEN: {
    status: 409,
    message: 'การจองนี้มีสลิปรอตรวจสอบอยู่ กรุณาตรวจสลิปนั้นก่อนบันทึกการชำระเงินใหม่',
  },
  PAYMENT_EVIDENCE_REQUIRED: {
    status: 400,
    message: 'กรุณาแนบสลิป หรือเลือกยืนยันว่าได้รับเงินแล้ว',
  },
  BOOKING_TOTAL_SLIP_IN_REVIEW: {
    status: 409,
    message:
      'การจองนี้มีสลิปรอตรวจสอบอยู่ จึงเปลี่ยนจำนวนผู้เข้าตรวจหรือบริการที่ทำให้ยอดรวมเปลี่ยนไม่ได้ กรุณาตรวจสลิปนั้นให้เสร็จก่อน แล้วจึงแก้ไขการจอง',
  },
  BOOKING_TOTAL_PAID: {
    status: 409,
    message:
      'การจองนี้ได้รับเงินแล้ว จึงเปลี่ยนจำนวนผู้เข้าตรวจหรือบริการที่ทำให้ยอดรวมเปลี่ยนไม่ได้ หากต้องการเพิ่มผู้เข้าตรวจ กรุณาทำการจองใหม่สำหรับผู้ที่เพิ่ม หากต้องการลด กรุณาติดต่อคลินิก',
  },
  LOOK_ALIKE_REASON_REQUIRED: {
    status: 409,
    message: 'สลิปนี้หน้าตาเกือบเหมือนสลิปของรายการอื่น กรุณาเปิดเทียบกัน แล้วระบุเหตุผลที่อนุมัติ (เช่น เป็นการโอนคนละครั้ง) ก่อนอนุมัติ',
  },
  OWN_BOOKING_DECISION: {
    status: 409,
    message: 'เจ้าหน้าที่อนุมัติสลิป บันทึกรับเงิน ยืนยัน หรือคืนเงินของการจองของตนเองไม่ได้ กรุณาให้เจ้าหน้าที่คนอื่นเป็นผู้ดำเนินการ',
  },
  REFUND_NOT_ALLOWED: {
    status: 409,
    message: 'คืนเงินได้เฉพาะรายการที่ได้รับเงินแล้วของการจองที่ถูกยกเลิกหรือหมดเวลาชำระ',
  },
  BOOKING_NOT_PAYABLE: {
    status: 409,
    message: 'การจองนี้อยู่ในสถานะ "{status}" จึงยืนยันการชำระเงินไม่ได้',
  },
  EXCEL_NOT_XLSX: {
    status: 415,
    message: 'รองรับเฉพาะไฟล์ Excel นามสกุล .xlsx เท่านั้น กรุณาดาวน์โหลดแบบฟอร์มแล้วบันทึกเป็น .xlsx',
  },
  EXCEL_TOO_LARGE: { status: 413, message: 'ไฟล์ Excel ใหญ่เกิน 10 MB กรุณาแบ่งเป็นหลายไฟล์' },
  EXCEL_TOO_MANY_ROWS: {
    status: 413,
    message: 'ไฟล์มีข้อมูลเกิน {max} แถว กรุณาแบ่งเป็นหลายไฟล์',
  },
  EXCEL_SHEET_TOO_LONG: {
    status: 413,
    message: 'แผ่นงานยาวเกิน {max} แถว (นับรวมแถวว่างที่มีการจัดรูปแบบ) กรุณาลบแถวที่ไม่ใช้ใต้ตาราง หรือแบ่งเป็นหลายไฟล์',
  },
  EXCEL_UNSAFE: {
    status: 400,
    message: 'ไฟล์ Excel นี้มีโครงสร้างที่ไม่ปลอดภัยหรือเสียหาย กรุณาคัดลอกข้อมูลลงแบบฟอร์มใหม่แล้วบันทึกอีกครั้ง',
  },
  EXCEL_WRONG_HEADERS: {
    status: 400,
    message: 'หัวคอลัมน์ไม่ตรงกับแบบฟอร์ม ขาดคอลัมน์: {missing} กรุณาใช้แบบฟอร์มที่ดาวน์โหลดจากระบบ',
  },
  EXCEL_EMPTY: { status: 400, message: 'ไม่พบข้อมูลในไฟล์ กรุณากรอกข้อมูลตั้งแต่แถวที่ 2 ของแบบฟอร์ม' },
  BOOKING_NOT_EXAMINED: {
    status: 409,
    message: 'การจองนี้อยู่ในสถานะ "{status}" จึงบันทึกผลตรวจไม่ได้ (ต้องได้รับการยืนยันก่อน)',
  },
  DOCTOR_NOT_AT_CLINIC: { status: 400, message: 'แพทย์ที่เลือกไม่ได้ประจำคลินิกนี้ หรือปิดการใช้งานแล้ว' },
  RESULT_LOCKED: {
    status: 409,
    message: 'ผู้เข้ารับการตรวจนี้มีใบรับรองแพทย์แล้ว หากต้องแก้ผลตรวจ กรุณาเพิกถอนใบรับรองก่อน แล้วออกใบใหม่',
  },
  RESULT_REQUIRED: { status: 409, message: 'ยังไม่ได้บันทึกผลตรวจของ {name} จึงออกใบรับรองไม่ได้' },
  CERTIFICATE_EXISTS: { status: 409, message: '{name} มีใบรับรองแพทย์ที่ยังใช้ได้อยู่แล้ว' },
  NOTHING_TO_ISSUE: {
    status: 409,
    message: 'ไม่มีผู้เข้ารับการตรวจที่พร้อมออกใบรับรอง (ต้องมีผลตรวจและยังไม่มีใบรับรอง)',
  },
  CERTIFICATE_REVOKED: { status: 409, message: 'ใบรับรองนี้ถูกเพิกถอนแล้ว' },
  RECEIPT_NOT_ISSUED: {
    status: 404,
    message: 'รายการชำระเงินนี้ยังไม่มีใบเสร็จรับเงิน ใบเสร็จจะออกเมื่อคลินิกตรวจสอบการชำระเงินแล้ว',
  },
  RECEIPT_CANCELLED: { status: 409, message: 'ใบเสร็จนี้ถูกยกเลิกแล้ว จึงแก้ไขไม่ได้ กรุณาเลือกใบเสร็จฉบับที่ใช้อยู่' },
  IMPORT_NOT_PREVIEWED: {
    status: 409,
    message: 'การนำเข้านี้บันทึกไปแล้วหรือไม่สำเร็จ กรุณาอัปโหลดไฟล์ใหม่อีกครั้ง',
  },
  IMPORT_HAS_ERRORS: {
    status: 409,
    message: 'ไฟล์ยังมีข้อผิดพลาด {count} จุด กรุณาแก้ไขไฟล์แล้วอัปโหลดใหม่ ระบบจะบันทึกเมื่อทุกแถวถูกต้องเท่านั้น',
  },
  EXAMINEE_IMPORT_NO_INPUT: {
    status: 400,
    message: 'กรุณาวางรายชื่อที่คัดลอกจาก Excel หรือเลือกไฟล์ .xlsx อย่างใดอย่างหนึ่ง',
  },
  EXAMINEE_IMPORT_EMPTY: {
    status: 400,
    message: 'ไม่พบรายชื่อในข้อมูลที่ส่งมา กรุณาวางแถวที่คัดลอกจาก Excel (หนึ่งคนต่อหนึ่งแถว)',
  },
  EXAMINEE_IMPORT_TOO_MANY_ROWS: {
    status: 400,
    message: 'เพิ่มได้ครั้งละไม่เกิน {max} คน กรุณาแบ่งเป็นหลายครั้ง',
  },
  EXAMINEE_IMPORT_HAS_ERRORS: {
    status: 400,
    message: 'รายชื่อยังมีข้อผิดพลาด {count} จุด จึงยังไม่ได้บันทึกใคร กรุณาแก้ไขแล้วตรวจสอบอีกครั้ง',
  },
  EXAMINEE_IMPORT_OVER_ROOM: {
    status: 409,
    message:
      'การจองนี้เพิ่มผู้เข้าตรวจได้อีก {room} คน (จองไว้ {count} คน) แต่ส่งมา {rows} คน กรุณาลดจำนวนแถว หรือแก้ไขจำนวนในการจองก่อน',
  },
  EXAMINEE_CERTIFIED: {
    status: 409,
    message: 'ผู้เข้ารับการตรวจนี้มีใบรับรองแพทย์แล้ว จึงแก้ไขข้อมูลไม่ได้ กรุณาติดต่อคลินิก',
  },
  EXAMINEE_HAS_RESULT: {
    status: 409,
    message: 'ผู้เข้ารับการตรวจนี้มีผลตรวจแล้ว จึงลบออกจากการจองไม่ได้',
  },
  // The clinic's day: check-in at the front desk, and results only after the visit (issue 16).
  CHECK_IN_NOT_TODAY: {
    status: 409,
    message: 'เช็กอินได้เฉพาะในวันนัด ({date}) เท่านั้น กรุณาตรวจสอบวันนัดของการจองนี้',
  },
  CHECK_IN_BOOKING_STATE: {
    status: 409,
    message: 'การจองนี้อยู่ในสถานะ "{status}" จึงเช็กอินไม่ได้ (ต้องชำระเงินและได้รับการยืนยันก่อน)',
  },
  CHECK_IN_UNKNOWN_EXAMINEE: { status: 400, message: 'ผู้เข้าตรวจที่เลือกบางคนไม่ได้อยู่ในการจองนี้ กรุณาโหลดหน้าใหม่' },
  CHECK_IN_AFTER_NO_SHOW: {
    status: 409,
    message: '{name} ถูกบันทึกว่าไม่มาตามนัดแล้ว (หลังเวลาปิดทำการ) จึงเช็กอินไม่ได้ กรุณานัดหมายใหม่',
  },
  CHECK_IN_HAS_RESULT: {
    status: 409,
    message: '{name} มีผลตรวจแล้ว จึงยกเลิกการเช็กอินไม่ได้',
  },
  RESULT_NOT_CHECKED_IN: {
    status: 409,
    message: 'ผู้เข้ารับการตรวจยังไม่ได้เช็กอินที่จุดลงทะเบียน จึงบันทึกผลตรวจไม่ได้ กรุณาเช็กอินในวันที่มาตรวจก่อน',
  },
  RESULT_EXAM_DATE_NOT_VISIT: {
    status: 409,
    message: 'วันที่ตรวจต้องเป็นวันที่มาตรวจและเช็กอิน{visit} ไม่ก่อนวันนัดและไม่ใช่วันในอนาคต',
  },
  RESULT_NEEDS_CONFIRMATION: {
    status: 409,
    message: 'ผลตรวจบางรายการอยู่นอกเกณฑ์ปกติ ({items}) กรุณาตรวจสอบค่าอีกครั้งแล้วยืนยันก่อนบันทึก',
  },
  RESULT_PASS_NEEDS_REMARK: {
    status: 400,
    message: 'ผลตรวจมีรายการนอกเกณฑ์ปกติ ({items}) หากสรุปว่า "ผ่าน" กรุณาระบุหมายเหตุของแพทย์',
  },
  // Banners: the carousel picture staff upload (docs/product.md §7: JPEG, PNG or WebP by content, ≤ 5 MB).
  BANNER_IMAGE_UNREADABLE: {
    status: 400,
    message: 'เปิดรูปแบนเนอร์ไม่ได้ ไฟล์อาจเสียหรืออัปโหลดไม่ครบ กรุณาเลือกรูปใหม่อีกครั้ง',
  },
  BANNER_IMAGE_TOO_SMALL: {
    status: 400,
    message: 'รูปแบนเนอร์เล็กเกินไป ต้องกว้างอย่างน้อย {width} และสูงอย่างน้อย {height} พิกเซล เพื่อให้คมชัดบนทุกหน้าจอ',
  },
  BANNER_IMAGE_TOO_LARGE: { status: 413, message: 'ไฟล์รูปแบนเนอร์ใหญ่เกิน 5 MB กรุณาลดขนาดรูปแล้วอัปโหลดใหม่' },
  BANNER_IMAGE_TOO_MANY_PIXELS: {
    status: 413,
    message: 'รูปแบนเนอร์มีความละเอียดสูงเกินไป (เกิน 40 ล้านพิกเซล) กรุณาลดขนาดรูปแล้วอัปโหลดใหม่',
  },
  BANNER_IMAGE_UNSUPPORTED_TYPE: {
    status: 415,
    message: 'รองรับเฉพาะรูปภาพ JPG, PNG หรือ WebP เท่านั้น ไฟล์ SVG, GIF, HEIC หรือ PDF กรุณาบันทึกเป็น JPG หรือ PNG ก่อนอัปโหลด',
  },
  BANNER_ORDER_STALE: {
    status: 409,
    message: 'รายการแบนเนอร์มีการเปลี่ยนแปลงระหว่างจัดลำดับ กรุณาโหลดหน้าใหม่แล้วจัดลำดับอีกครั้ง',
  },
  USER_NOT_FOUND: { status: 400, message: 'ไม่พบผู้ใช้งานที่เลือก' },
  HEALTH_CONSENT_REQUIRED: {
    status: 409,
    message:
      'เจ้าของบัญชียังไม่ได้ให้ความยินยอม หรือถอนความยินยอมให้ประมวลผลข้อมูลสุขภาพแล้ว จึงจองตรวจสุขภาพใหม่ไม่ได้ กรุณาให้ความยินยอมที่หน้าโปรไฟล์ หัวข้อ "ข้อมูลส่วนบุคคลของฉัน" ก่อนจอง',
  },
  DATA_REQUEST_PENDING: {
    status: 409,
    message: 'คุณมีคำขอ "{kind}" ที่รอดำเนินการอยู่แล้ว คลินิกจะดำเนินการภายในวันครบกำหนด กรุณารอผลก่อนส่งคำขอใหม่',
  },
  DATA_REQUEST_DECIDED: { status: 409, message: 'คำขอนี้ได้รับการพิจารณาแล้ว (สถานะ "{status}")' },
  ERASURE_OPEN_BOOKINGS: {
    status: 409,
    message: 'ยังลบข้อมูลไม่ได้ เพราะมีการจองที่ยังไม่เสร็จสิ้น ({bookings}) กรุณายกเลิกหรือปิดการจองเหล่านี้ก่อน',
  },
  ERASURE_OF_ADMIN: {
    status: 409,
    message: 'บัญชีนี้เป็นบัญชีผู้ดูแลระบบ กรุณาเปลี่ยนบทบาทเป็นผู้ใช้งานก่อนลบข้อมูล',
  },
  LAST_ACTIVE_ADMIN: {
    status: 409,
    message: 'ต้องมีผู้ดูแลระบบที่ใช้งานได้อย่างน้อย 1 บัญชี จึงเปลี่ยนบทบาทหรือระงับบัญชีผู้ดูแลระบบคนสุดท้ายไม่ได้',
  },
  OWN_ACCESS_CHANGE: {
    status: 409,
    message: 'เปลี่ยนบทบาทหรือระงับบัญชีของตัวเองไม่ได้ กรุณาให้ผู้ดูแลระบบคนอื่นดำเนินการ',
  },
  EMAIL_TAKEN: { status: 409, message: 'อีเมลนี้ถูกใช้สมัครสมาชิกแล้ว กรุณาเข้าสู่ระบบหรือใช้อีเมลอื่น' },
  WALK_IN_PHONE_TAKEN: {
    status: 409,
    message: 'มีลูกค้าที่ใช้เบอร์มือถือนี้อยู่แล้ว กรุณาเลือกลูกค้าคนเดิม หรือยืนยันว่าเป็นคนละคนก่อนเปิดบัญชีใหม่',
  },
  NO_EMAIL_TO_SIGN_IN: {
    status: 409,
    message: 'ลูกค้ารายนี้ยังไม่มีอีเมลสำหรับเข้าสู่ระบบ กรุณาเพิ่มอีเมลก่อนออกรหัสผ่านชั่วคราว',
  },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'ข้อมูลที่ส่งมีขนาดใหญ่เกินไป' },
  MALFORMED_UPLOAD: {
    status: 400,
    message: 'ไฟล์ที่ส่งมาไม่ครบหรือรูปแบบการส่งไม่ถูกต้อง กรุณาเลือกไฟล์แล้วส่งใหม่อีกครั้ง',
  },
  BAD_REQUEST_LINE: { status: 400, message: 'คำขอไม่ถูกต้อง กรุณาตรวจสอบที่อยู่หน้าเว็บแล้วลองใหม่' },
  URL_TOO_LONG: { status: 414, message: 'ที่อยู่ที่เรียกยาวเกินไป กรุณาตรวจสอบแล้วลองใหม่' },
  REQUEST_TIMEOUT: { status: 408, message: 'ส่งข้อมูลนานเกินไป กรุณาตรวจสอบการเชื่อมต่อแล้วลองใหม่' },
  HEADERS_TOO_LARGE: { status: 431, message: 'ข้อมูลส่วนหัวของคำขอใหญ่เกินไป กรุณาล้างคุกกี้ของเว็บไซต์แล้วลองใหม่' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'รูปแบบข้อมูลที่ส่งมาไม่รองรับ กรุณาส่งเป็น JSON' },
  TOO_MANY_LOGIN_ATTEMPTS: {
    status: 429,
    message: 'เข้าสู่ระบบไม่สำเร็จหลายครั้งเกินไป กรุณารอ {minutes} นาทีแล้วลองใหม่',
  },
  TOO_MANY_PASSWORD_ATTEMPTS: {
    status: 429,
    message: 'กรอกรหัสผ่านปัจจุบันไม่ถูกต้องหลายครั้งเกินไป กรุณารอ {minutes} นาทีแล้วลองใหม่',
  },
  MESSAGE_NOT_RETRYABLE: {
    status: 409,
    message: 'ข้อความนี้อยู่ในสถานะ "{status}" จึงสั่งส่งอีกครั้งไม่ได้ ส่งซ้ำได้เฉพาะข้อความที่ส่งไม่สำเร็จหรือรอส่ง',
  },
  MESSAGE_RESET_LINK_GONE: {
    status: 409,
    message: 'ลิงก์ตั้งรหัสผ่านใหม่ในข้อความนี้ไม่ถูกเก็บไว้แล้ว ให้ลูกค้าขอลิงก์ใหม่ที่หน้า "ลืมรหัสผ่าน"',
  },
  TOO_MANY_REQUESTS: { status: 429, message: 'มีการเรียกใช้งานบ่อยเกินไป กรุณารอ {minutes} นาทีแล้วลองใหม่' },
  INTERNAL: { status: 500, message: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'ระบบไม่พร้อมให้บริการชั่วคราว กรุณาลองใหม่ในอีกสักครู่' },
  SERVER_BUSY: { status: 503, message: 'ระบบมีผู้ใช้งานจำนวนมาก กรุณาลองใหม่อีกครั้งในอีกสักครู่' },
  METRICS_TOKEN_INVALID: { status: 401, message: 'ต้องส่งรหัสสำหรับอ่านสถิติของระบบ (METRICS_TOKEN) ที่ถูกต้อง' },
  BACKUP_LOCAL_ONLY: {
    status: 403,
    message: 'สำรองข้อมูลได้จากเครื่องที่รันเซิร์ฟเวอร์เท่านั้น ด้วยคำสั่ง npm run backup',
  },
  BACKUP_SECRET_INVALID: {
    status: 401,
    message: 'ต้องส่งรหัสสำรองข้อมูลจากไฟล์ backup.secret ในโฟลเดอร์ข้อมูลของเซิร์ฟเวอร์ที่ถูกต้อง',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

export function errorMessage(code: ErrorCode, params: Record<string, string | number> = {}): string {
  return ERRORS[code].message.replace(/\{(\w+)\}/g, (_, key: string) => String(params[key] ?? ''));
}
