import {
  BookingExportQuerySchema,
  BookingListQuerySchema,
  BookingPageSchema,
  BookingSchema,
  CancelBookingBodySchema,
  ConfirmBookingBodySchema,
  CreateBookingBodySchema,
  ExamineeBodySchema,
  ExamineeParamsSchema,
  IdParamsSchema,
  successEnvelope,
  TimestampSchema,
  UpdateBookingBodySchema,
  z,
} from '@jongdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requestContext, signedIn } from '../../plugins/auth.ts';
import { writeBookingsWorkbook } from './bookings.export.ts';
import {
  addExaminee,
  bookingAuditTrail,
  cancelBooking,
  completeBooking,
  confirmBooking,
  createBooking,
  getBooking,
  listBookings,
  listBookingsForExport,
  removeExaminee,
  updateBooking,
  updateExaminee,
} from './bookings.service.ts';

const tags = ['bookings'];
const security = [{ bearer: [] }];
const BookingEnvelope = successEnvelope(BookingSchema);

/** Shared by users (their own bookings) and admins (all); the service scopes every query. */
export const bookingsUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bookings',
    {
      schema: {
        tags,
        security,
        summary: 'รายการการจอง (ผู้ใช้เห็นของตนเอง ผู้ดูแลเห็นทั้งหมด)',
        querystring: BookingListQuerySchema,
        response: { 200: successEnvelope(BookingPageSchema) },
      },
    },
    async (request) => ok(await listBookings(app.db, signedIn(request).user, request.query)),
  );

  app.get(
    '/bookings/:id',
    { schema: { tags, security, params: IdParamsSchema, response: { 200: BookingEnvelope } } },
    async (request) => ok(await getBooking(app.db, signedIn(request).user, request.params.id, requestContext(request))),
  );

  app.post(
    '/bookings',
    {
      schema: {
        tags,
        security,
        summary: 'จอง (ราคาคำนวณจากคลินิก; ผู้ดูแลระบุ userId และ capacityOverrideReason ได้)',
        body: CreateBookingBodySchema,
        response: { 201: BookingEnvelope },
      },
    },
    async (request, reply) => {
      const booking = await createBooking(app.db, signedIn(request).user, request.body, requestContext(request));
      return reply.code(201).send(ok(booking));
    },
  );

  app.put(
    '/bookings/:id',
    {
      schema: {
        tags,
        security,
        summary: 'แก้ไขหรือเลื่อนนัด (ส่งเฉพาะช่องที่เปลี่ยน; วันที่และเวลาส่งคู่กัน)',
        params: IdParamsSchema,
        body: UpdateBookingBodySchema,
        response: { 200: BookingEnvelope },
      },
    },
    async (request) =>
      ok(await updateBooking(app.db, signedIn(request).user, request.params.id, request.body, requestContext(request))),
  );

  app.patch(
    '/bookings/:id/cancel',
    {
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        body: CancelBookingBodySchema,
        response: { 200: BookingEnvelope },
      },
    },
    async (request) =>
      ok(await cancelBooking(app.db, signedIn(request).user, request.params.id, request.body, requestContext(request))),
  );

  app.post(
    '/bookings/:id/confirm',
    {
      schema: {
        tags,
        security,
        summary: 'ยืนยันการจอง (ผู้ดูแลเท่านั้น: ชำระที่เคาน์เตอร์ หรือเครดิตองค์กร)',
        params: IdParamsSchema,
        body: ConfirmBookingBodySchema,
        response: { 200: BookingEnvelope },
      },
    },
    async (request) =>
      ok(
        await confirmBooking(app.db, signedIn(request).user, request.params.id, request.body, requestContext(request)),
      ),
  );

  app.post(
    '/bookings/:id/examinees',
    {
      schema: {
        tags,
        security,
        summary: 'เพิ่มผู้เข้าตรวจ (ไม่เกินจำนวนที่จอง)',
        params: IdParamsSchema,
        body: ExamineeBodySchema,
        response: { 201: BookingEnvelope },
      },
    },
    async (request, reply) => {
      const booking = await addExaminee(
        app.db,
        signedIn(request).user,
        request.params.id,
        request.body,
        requestContext(request),
      );
      return reply.code(201).send(ok(booking));
    },
  );

  app.put(
    '/bookings/:id/examinees/:examineeId',
    {
      schema: {
        tags,
        security,
        params: ExamineeParamsSchema,
        body: ExamineeBodySchema,
        response: { 200: BookingEnvelope },
      },
    },
    async (request) =>
      ok(
        await updateExaminee(
          app.db,
          signedIn(request).user,
          request.params.id,
          request.params.examineeId,
          request.body,
          requestContext(request),
        ),
      ),
  );

  app.delete(
    '/bookings/:id/examinees/:examineeId',
    { schema: { tags, security, params: ExamineeParamsSchema, response: { 200: BookingEnvelope } } },
    async (request) =>
      ok(
        await removeExaminee(
          app.db,
          signedIn(request).user,
          request.params.id,
          request.params.examineeId,
          requestContext(request),
        ),
      ),
  );
};

const AuditEntrySchema = z.object({
  id: z.uuid(),
  action: z.string(),
  actorId: z.uuid().nullable(),
  actorName: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: TimestampSchema,
});

/** At most this many rows in one export; narrow the filters for more. */
const EXPORT_LIMIT = 10_000;

/** Under /api/admin. */
export const bookingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bookings/:id/complete',
    { schema: { tags, security, params: IdParamsSchema, response: { 200: BookingEnvelope } } },
    async (request) =>
      ok(await completeBooking(app.db, signedIn(request).user, request.params.id, requestContext(request))),
  );

  app.get(
    '/bookings/:id/audit',
    {
      schema: {
        tags,
        security,
        summary: 'ประวัติการเปลี่ยนแปลงของการจอง',
        params: IdParamsSchema,
        response: { 200: successEnvelope(z.array(AuditEntrySchema)) },
      },
    },
    async (request) => ok(await bookingAuditTrail(app.db, request.params.id)),
  );

  app.get(
    '/bookings/export',
    {
      schema: {
        tags,
        security,
        summary: `ส่งออกรายการการจองตามตัวกรองเป็น Excel (ไม่เกิน ${EXPORT_LIMIT.toLocaleString('en')} แถว)`,
        querystring: BookingExportQuerySchema,
      },
    },
    async (request, reply) => {
      const rows = await listBookingsForExport(app.db, signedIn(request).user, request.query, EXPORT_LIMIT);
      const { fileName, buffer } = await writeBookingsWorkbook(rows);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(buffer);
    },
  );
};
