import {
  AvailabilityMonthQuerySchema,
  AvailabilityMonthSchema,
  AvailabilityQuerySchema,
  AvailabilitySchema,
  ClinicActiveBodySchema,
  ClinicBodySchema,
  ClinicDetailSchema,
  ClinicListQuerySchema,
  ClinicSchema,
  DoctorBodySchema,
  DoctorSchema,
  ServiceBodySchema,
  ServiceSchema,
} from '../clinics.ts';
import { IdParamsSchema } from '../common.ts';
import { z } from '../thai-zod.ts';
import type { clinicsRoutes } from './clinics.ts';
import { defineRouteSchemas } from './define.ts';

const tag = 'clinics';

export const clinicsRouteSchemas = defineRouteSchemas<typeof clinicsRoutes>()({
  listClinics: {
    tag,
    summary: 'คลินิกที่เปิดให้บริการ พร้อมบริการและราคา (all, not paginated: a short reference list)',
    query: ClinicListQuerySchema.pick({ serviceId: true }),
    response: z.array(ClinicSchema),
  },
  getClinic: {
    tag,
    summary: 'คลินิกหนึ่งแห่ง (404 when unknown or inactive)',
    params: IdParamsSchema,
    response: ClinicSchema,
  },
  getAvailability: {
    tag,
    summary: 'ช่วงเวลาของวันหนึ่งพร้อมจำนวนที่ว่าง',
    params: IdParamsSchema,
    query: AvailabilityQuerySchema,
    response: AvailabilitySchema,
  },
  getAvailabilityMonth: {
    tag,
    summary: 'ปฏิทินทั้งเดือน: วันที่เปิด เต็ม หรือปิด',
    params: IdParamsSchema,
    query: AvailabilityMonthQuerySchema,
    response: AvailabilityMonthSchema,
  },
  listServices: { tag, summary: 'บริการที่เปิดให้จอง', response: z.array(ServiceSchema) },
  listAdminClinics: {
    tag,
    summary: 'คลินิกทั้งหมด รวมที่ปิดใช้งาน พร้อมแพทย์',
    response: z.array(ClinicDetailSchema),
  },
  getAdminClinic: {
    tag,
    summary: 'คลินิกหนึ่งแห่ง รวมที่ปิดใช้งาน พร้อมแพทย์และบัญชีรับเงิน',
    params: IdParamsSchema,
    response: ClinicDetailSchema,
  },
  createClinic: {
    tag,
    summary: 'เพิ่มคลินิก (409 CLINIC_CODE_TAKEN)',
    body: ClinicBodySchema,
    response: ClinicDetailSchema,
    status: 201,
  },
  updateClinic: {
    tag,
    summary: 'แก้ไขคลินิกทั้งหมด: รายละเอียด เวลาทำการ วันหยุด บริการและราคา บัญชีรับเงิน',
    params: IdParamsSchema,
    body: ClinicBodySchema,
    response: ClinicDetailSchema,
  },
  setClinicActive: {
    tag,
    summary: 'เปิดหรือปิดใช้งานคลินิก',
    params: IdParamsSchema,
    body: ClinicActiveBodySchema,
    response: ClinicDetailSchema,
  },
  createDoctor: {
    tag,
    summary: 'เพิ่มแพทย์ประจำคลินิก',
    params: IdParamsSchema,
    body: DoctorBodySchema,
    response: DoctorSchema,
    status: 201,
  },
  updateDoctor: {
    tag,
    summary: 'แก้ไขหรือปิดใช้งานแพทย์',
    params: IdParamsSchema,
    body: DoctorBodySchema,
    response: DoctorSchema,
  },
  listAdminServices: { tag, summary: 'บริการทั้งหมด รวมที่ปิดใช้งาน', response: z.array(ServiceSchema) },
  createService: {
    tag,
    summary: 'เพิ่มบริการ (409 SERVICE_CODE_TAKEN)',
    body: ServiceBodySchema,
    response: ServiceSchema,
    status: 201,
  },
  updateService: {
    tag,
    summary: 'แก้ไขหรือปิดใช้งานบริการ',
    params: IdParamsSchema,
    body: ServiceBodySchema,
    response: ServiceSchema,
  },
});
