import {
  ExaminationResultSchema,
  ExamineeIdParamsSchema,
  ResultBodySchema,
  ResultFormSchema,
  ResultWorkPageSchema,
  ResultWorkQuerySchema,
} from '../certificates.ts';
import { defineRouteSchemas } from './define.ts';
import type { examsRoutes } from './exams.ts';

// The document's tag for these routes was always the screen's name, not the module's.
const tag = 'examination-results';

export const examsRouteSchemas = defineRouteSchemas<typeof examsRoutes>()({
  listResultWork: {
    tag,
    summary: 'ผู้เข้ารับการตรวจที่รอบันทึกผล บันทึกผลแล้ว หรือออกใบรับรองแล้ว',
    query: ResultWorkQuerySchema,
    response: ResultWorkPageSchema,
  },
  getResultForm: {
    tag,
    summary: 'แบบบันทึกผลของผู้เข้ารับการตรวจหนึ่งคน (การเปิดอ่านผลตรวจถูกบันทึกในประวัติการใช้งาน)',
    params: ExamineeIdParamsSchema,
    response: ResultFormSchema,
  },
  saveResult: {
    tag,
    summary: 'บันทึกหรือแก้ไขผลตรวจ (แก้ได้จนกว่าจะออกใบรับรอง)',
    params: ExamineeIdParamsSchema,
    body: ResultBodySchema,
    response: ExaminationResultSchema,
  },
});
