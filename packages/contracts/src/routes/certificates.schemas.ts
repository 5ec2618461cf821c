import {
  CertificateListQuerySchema,
  CertificatePageSchema,
  CertificateSchema,
  CertificateStatsSchema,
  IssueCertificatesBodySchema,
  RevokeCertificateBodySchema,
  VerificationSchema,
  VerifyParamsSchema,
} from '../certificates.ts';
import { IdParamsSchema } from '../common.ts';
import { BookingIdParamsSchema } from '../payments.ts';
import { z } from '../thai-zod.ts';
import type { certificatesRoutes } from './certificates.ts';
import { defineRouteSchemas } from './define.ts';

const tag = 'certificates';

export const certificatesRouteSchemas = defineRouteSchemas<typeof certificatesRoutes>()({
  getCertificateStats: { tag, summary: 'สรุปจำนวนใบรับรองแพทย์', response: CertificateStatsSchema },
  listBookingCertificates: {
    tag,
    summary: 'ใบรับรองแพทย์ทั้งหมดของการจอง',
    params: BookingIdParamsSchema,
    response: z.array(CertificateSchema),
  },
  downloadBookingCertificates: {
    tag,
    summary: 'ดาวน์โหลดใบรับรองแพทย์ที่ใช้ได้ทั้งหมดของการจองเป็นไฟล์ ZIP',
    params: BookingIdParamsSchema,
    file: 'application/zip',
  },
  getCertificate: { tag, summary: 'ใบรับรองแพทย์หนึ่งฉบับ', params: IdParamsSchema, response: CertificateSchema },
  downloadCertificate: {
    tag,
    summary: 'ดาวน์โหลดใบรับรองแพทย์ (PDF)',
    params: IdParamsSchema,
    file: 'application/pdf',
  },
  listCertificates: {
    tag,
    summary: 'ค้นหาใบรับรองแพทย์ (เลขที่ ชื่อ เลขประจำตัว) กรองตามประเภท สถานะ คลินิก วันที่ออก',
    query: CertificateListQuerySchema,
    response: CertificatePageSchema,
  },
  issueCertificates: {
    tag,
    summary: 'ออกใบรับรองแพทย์ให้ผู้เข้ารับการตรวจที่มีผลตรวจ (เลือกรายคน หรือทุกคนที่พร้อมของการจอง)',
    body: IssueCertificatesBodySchema,
    response: z.array(CertificateSchema),
    status: 201,
  },
  revokeCertificate: {
    tag,
    summary: 'เพิกถอนใบรับรอง (ต้องระบุเหตุผล)',
    params: IdParamsSchema,
    body: RevokeCertificateBodySchema,
    response: CertificateSchema,
  },
  reissueCertificate: {
    tag,
    summary: 'ออกใบรับรองใหม่แทนฉบับนี้ (เลขที่ใหม่ ฉบับเดิมถูกเพิกถอนและชี้ไปยังฉบับใหม่)',
    params: IdParamsSchema,
    body: RevokeCertificateBodySchema,
    response: CertificateSchema,
  },
  verifyCertificate: {
    // The public check keeps its own tag in the document, as before.
    tag: 'verify',
    summary: 'ตรวจสอบความถูกต้องของใบรับรองแพทย์จากรหัสบน QR (ชื่อแสดงบางส่วน)',
    params: VerifyParamsSchema,
    response: VerificationSchema,
  },
});
