import { IdParamsSchema } from '../common.ts';
import {
  AdminDataRequestDetailSchema,
  AdminDataRequestListQuerySchema,
  AdminDataRequestPageSchema,
  AdminDataRequestSchema,
  CompleteDataRequestBodySchema,
  ConsentChangeBodySchema,
  ConsentChangeResultSchema,
  CreateDataRequestBodySchema,
  DataRequestSchema,
  MyConsentsSchema,
  MyDataExportSchema,
  RejectDataRequestBodySchema,
} from '../privacy.ts';
import { z } from '../thai-zod.ts';
import { defineRouteSchemas } from './define.ts';
import type { privacyRoutes } from './privacy.ts';

const tag = 'privacy';

export const privacyRouteSchemas = defineRouteSchemas<typeof privacyRoutes>()({
  getMyConsents: {
    tag,
    summary: 'ความยินยอมของฉัน: สถานะปัจจุบันแยกตามวัตถุประสงค์ และประวัติ',
    response: MyConsentsSchema,
  },
  changeMyConsent: {
    tag,
    summary: 'ให้หรือถอนความยินยอมหนึ่งวัตถุประสงค์ (message says what it means, in Thai)',
    body: ConsentChangeBodySchema,
    response: ConsentChangeResultSchema,
  },
  // JSON in the envelope, sent as an attachment (Content-Disposition) for a plain link to save.
  exportMyData: {
    tag,
    summary: 'ดาวน์โหลดข้อมูลของฉัน (JSON file; 5 per hour; audited)',
    response: MyDataExportSchema,
  },
  listMyDataRequests: {
    tag,
    summary: 'คำขอเกี่ยวกับข้อมูลส่วนบุคคลของฉัน (newest first)',
    response: z.array(DataRequestSchema),
  },
  createDataRequest: {
    tag,
    summary: 'ขอสำเนาข้อมูล (30 วัน) หรือขอลบบัญชี (90 วัน): one pending request per kind',
    body: CreateDataRequestBodySchema,
    response: DataRequestSchema,
    status: 201,
  },
  listDataRequests: {
    tag,
    summary: 'คำขอเกี่ยวกับข้อมูลส่วนบุคคล: กรองตามสถานะและประเภท พร้อมวันครบกำหนดและเกินกำหนด',
    query: AdminDataRequestListQuerySchema,
    response: AdminDataRequestPageSchema,
  },
  getDataRequest: {
    tag,
    summary: 'คำขอหนึ่งรายการ; for a pending erasure, what it would anonymise and keep',
    params: IdParamsSchema,
    response: AdminDataRequestDetailSchema,
  },
  completeDataRequest: {
    tag,
    summary: 'ดำเนินการตามคำขอ (erasure: anonymises the person in one transaction)',
    params: IdParamsSchema,
    body: CompleteDataRequestBodySchema,
    response: AdminDataRequestSchema,
  },
  rejectDataRequest: {
    tag,
    summary: 'ปฏิเสธคำขอพร้อมเหตุผล (required; the person reads it)',
    params: IdParamsSchema,
    body: RejectDataRequestBodySchema,
    response: AdminDataRequestSchema,
  },
});
