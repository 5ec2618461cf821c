import { BOOKING_WINDOW_DAYS } from '@jongdee/contracts/thai-format';

// Thai strings of the date and slot picker (slot-picker.tsx), for the customer and for clinic staff.
export const slotPickerTexts = {
  loading: 'กำลังโหลด...',
  // The customer's calendar, shown open on the page.
  dateHeading: 'วันที่',
  slotHeading: 'เวลา',
  calendarLegendOpen: 'ว่าง',
  calendarLegendFull: 'เต็ม',
  calendarLegendClosed: 'ปิด / จองไม่ได้',
  dayState: {
    open: 'ว่าง',
    full: 'เต็ม',
    closed: 'คลินิกปิด',
    past: 'ผ่านไปแล้ว',
    out_of_window: 'เกินช่วงที่เปิดจอง',
  } as Record<string, string>,
  noOpenDay: 'เดือนนี้ไม่มีวันว่าง ลองเลือกเดือนถัดไป',
  pickDateFirst: 'เลือกวันที่ก่อน แล้วเวลาที่ว่างจะแสดงที่นี่',
  // Staff: a date field, the slot as a required field, and the stated capacity override.
  dateField: 'วันนัด',
  datePlaceholder: 'เลือกวันที่',
  slotField: 'เวลานัด',
  pickClinicAndDateFirst: 'เลือกคลินิกและวันที่ก่อน จึงจะเห็นเวลาที่ว่าง',
  override: 'รับเกินจำนวนที่ว่าง',
  overrideHint: 'ใช้เมื่อคลินิกตกลงรับเพิ่มเกินจำนวนต่อช่วงเวลา ระบบจะบันทึกเหตุผลไว้',
  overrideReason: 'เหตุผลที่รับเกินจำนวน',
  // The slots.
  noSlots: 'วันนี้ไม่มีช่วงเวลาที่จองได้ กรุณาเลือกวันอื่น',
  closedReason: {
    closed_weekday: 'คลินิกปิดทำการวันนี้',
    closed_date: 'คลินิกปิดทำการวันนี้ (วันหยุดพิเศษ)',
    out_of_window: `จองล่วงหน้าได้ตั้งแต่วันนี้ถึง ${BOOKING_WINDOW_DAYS} วันข้างหน้า`,
    inactive: 'คลินิกนี้ปิดรับการจองชั่วคราว',
  } as Record<string, string>,
  slotRemaining: (count: number) => `เหลือ ${count} ที่`,
  slotState: { full: 'เต็ม', past: 'เลยเวลาแล้ว', closed: 'ปิด' } as Record<string, string>,
  slotCurrent: 'เวลาเดิม',
  slotTooSmall: (remaining: number) => `ช่วงเวลานี้เหลือ ${remaining} ที่ น้อยกว่าจำนวนผู้เข้าตรวจ`,
};
