import {
  CheckInBodySchema,
  CheckInBookingSchema,
  CheckInDayQuerySchema,
  CheckInDaySchema,
  CheckInExamineeParamsSchema,
} from '../check-in.ts';
import { IdParamsSchema } from '../common.ts';
import type { checkInRoutes } from './check-in.ts';
import { defineRouteSchemas } from './define.ts';

const tag = 'check-in';

export const checkInRouteSchemas = defineRouteSchemas<typeof checkInRoutes>()({
  listCheckInDay: {
    tag,
    summary: 'การจองของวันหนึ่ง (ค่าเริ่มต้นวันนี้ เวลาไทย) สำหรับจุดลงทะเบียน ค้นด้วยเลขที่การจอง เบอร์โทร เลขประจำตัว หรือชื่อ',
    query: CheckInDayQuerySchema,
    response: CheckInDaySchema,
  },
  checkInExaminees: {
    tag,
    summary: 'บันทึกว่าผู้เข้าตรวจมาถึงแล้ว (เฉพาะวันนัด และการจองที่ยืนยันแล้ว; ซ้ำได้ไม่มีผล)',
    params: IdParamsSchema,
    body: CheckInBodySchema,
    response: CheckInBookingSchema,
  },
  undoCheckIn: {
    tag,
    summary: 'ยกเลิกการเช็กอินที่กดผิด (ไม่ได้เมื่อบันทึกผลตรวจแล้ว)',
    params: CheckInExamineeParamsSchema,
    response: CheckInBookingSchema,
  },
});
