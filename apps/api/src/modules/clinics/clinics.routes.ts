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
  IdParamsSchema,
  ServiceBodySchema,
  ServiceSchema,
  successEnvelope,
  z,
} from '@jongdee/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { signedIn } from '../../plugins/auth.ts';
import type { CatalogueCache } from './catalogue-cache.ts';
import {
  type Actor,
  addDoctor,
  createClinic,
  createService,
  getAvailability,
  getAvailabilityMonth,
  getClinic,
  getClinicDetail,
  listClinics,
  listClinicsForAdmin,
  listServices,
  setClinicActive,
  updateClinic,
  updateDoctor,
  updateService,
} from './clinics.service.ts';

const tags = ['clinics'];
const bearer = [{ bearer: [] }];

const actorOf = (request: FastifyRequest): Actor => ({ userId: signedIn(request).user.id, ip: request.ip });

type Options = { catalogue: CatalogueCache };
const ClinicListEnvelope = successEnvelope(z.array(ClinicSchema));
const ClinicEnvelope = successEnvelope(ClinicSchema);
const ServiceListEnvelope = successEnvelope(z.array(ServiceSchema));
const Unchanged = z.null().describe('unchanged since the ETag sent in If-None-Match: no body');

/** Clinics, services and availability: open to visitors. The catalogue is cached in the process (catalogue-cache.ts). */
export const clinicsPublicRoutes: FastifyPluginAsyncZod<Options> = async (app, { catalogue }) => {
  app.get(
    '/clinics',
    {
      schema: {
        tags,
        summary: 'คลินิกที่เปิดให้บริการ พร้อมบริการและราคา (all, not paginated: a short reference list)',
        querystring: ClinicListQuerySchema.pick({ serviceId: true }),
        response: { 200: ClinicListEnvelope, 304: Unchanged },
      },
    },
    async (request, reply) =>
      catalogue.send(request, reply, `clinics?${request.query.serviceId ?? ''}`, ClinicListEnvelope, () =>
        listClinics(app.db, request.query),
      ),
  );

  app.get(
    '/clinics/:id',
    {
      schema: {
        tags,
        summary: 'คลินิกหนึ่งแห่ง (404 when unknown or inactive)',
        params: IdParamsSchema,
        response: { 200: ClinicEnvelope, 304: Unchanged },
      },
    },
    async (request, reply) =>
      catalogue.send(request, reply, `clinic/${request.params.id}`, ClinicEnvelope, () =>
        getClinic(app.db, request.params.id),
      ),
  );

  app.get(
    '/clinics/:id/availability',
    {
      schema: {
        tags,
        summary: 'ช่วงเวลาของวันหนึ่งพร้อมจำนวนที่ว่าง',
        params: IdParamsSchema,
        querystring: AvailabilityQuerySchema,
        response: { 200: successEnvelope(AvailabilitySchema) },
      },
    },
    async (request) => ok(await getAvailability(app.db, request.params.id, request.query)),
  );

  app.get(
    '/clinics/:id/availability/month',
    {
      schema: {
        tags,
        summary: 'ปฏิทินทั้งเดือน: วันที่เปิด เต็ม หรือปิด',
        params: IdParamsSchema,
        querystring: AvailabilityMonthQuerySchema,
        response: { 200: successEnvelope(AvailabilityMonthSchema) },
      },
    },
    async (request) => ok(await getAvailabilityMonth(app.db, request.params.id, request.query)),
  );

  app.get(
    '/services',
    {
      schema: {
        tags,
        summary: 'บริการที่เปิดให้จอง',
        response: { 200: ServiceListEnvelope, 304: Unchanged },
      },
    },
    async (request, reply) =>
      catalogue.send(request, reply, 'services', ServiceListEnvelope, () =>
        listServices(app.db, { includeInactive: false }),
      ),
  );
};

/** Under /api/admin: clinic administration. Every write is audited by the service. */
export const clinicsAdminRoutes: FastifyPluginAsyncZod<Options> = async (app, { catalogue }) => {
  // Every write here (clinic, receiver, prices, doctors, services) may change the public catalogue:
  // clear it before the answer leaves, so the staff member's next public read already sees the change.
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET') catalogue.invalidate();
  });
  app.get(
    '/clinics',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'คลินิกทั้งหมด รวมที่ปิดใช้งาน พร้อมแพทย์',
        response: { 200: successEnvelope(z.array(ClinicDetailSchema)) },
      },
    },
    async () => ok(await listClinicsForAdmin(app.db)),
  );

  app.get(
    '/clinics/:id',
    {
      schema: {
        tags,
        security: bearer,
        params: IdParamsSchema,
        response: { 200: successEnvelope(ClinicDetailSchema) },
      },
    },
    async (request) => ok(await getClinicDetail(app.db, request.params.id)),
  );

  app.post(
    '/clinics',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'เพิ่มคลินิก (409 CLINIC_CODE_TAKEN)',
        body: ClinicBodySchema,
        response: { 201: successEnvelope(ClinicDetailSchema) },
      },
    },
    async (request, reply) => reply.code(201).send(ok(await createClinic(app.db, request.body, actorOf(request)))),
  );

  app.put(
    '/clinics/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'แก้ไขคลินิกทั้งหมด: รายละเอียด เวลาทำการ วันหยุด บริการและราคา บัญชีรับเงิน',
        params: IdParamsSchema,
        body: ClinicBodySchema,
        response: { 200: successEnvelope(ClinicDetailSchema) },
      },
    },
    async (request) => ok(await updateClinic(app.db, request.params.id, request.body, actorOf(request))),
  );

  app.patch(
    '/clinics/:id/active',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'เปิดหรือปิดใช้งานคลินิก',
        params: IdParamsSchema,
        body: ClinicActiveBodySchema,
        response: { 200: successEnvelope(ClinicDetailSchema) },
      },
    },
    async (request) => ok(await setClinicActive(app.db, request.params.id, request.body, actorOf(request))),
  );

  app.post(
    '/clinics/:id/doctors',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'เพิ่มแพทย์ประจำคลินิก',
        params: IdParamsSchema,
        body: DoctorBodySchema,
        response: { 201: successEnvelope(DoctorSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await addDoctor(app.db, request.params.id, request.body, actorOf(request)))),
  );

  app.put(
    '/doctors/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'แก้ไขหรือปิดใช้งานแพทย์',
        params: IdParamsSchema,
        body: DoctorBodySchema,
        response: { 200: successEnvelope(DoctorSchema) },
      },
    },
    async (request) => ok(await updateDoctor(app.db, request.params.id, request.body, actorOf(request))),
  );

  app.get(
    '/services',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'บริการทั้งหมด รวมที่ปิดใช้งาน',
        response: { 200: successEnvelope(z.array(ServiceSchema)) },
      },
    },
    async () => ok(await listServices(app.db, { includeInactive: true })),
  );

  app.post(
    '/services',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'เพิ่มบริการ (409 SERVICE_CODE_TAKEN)',
        body: ServiceBodySchema,
        response: { 201: successEnvelope(ServiceSchema) },
      },
    },
    async (request, reply) => reply.code(201).send(ok(await createService(app.db, request.body, actorOf(request)))),
  );

  app.put(
    '/services/:id',
    {
      schema: {
        tags,
        security: bearer,
        params: IdParamsSchema,
        body: ServiceBodySchema,
        response: { 200: successEnvelope(ServiceSchema) },
      },
    },
    async (request) => ok(await updateService(app.db, request.params.id, request.body, actorOf(request))),
  );
};
