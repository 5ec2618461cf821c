import multipart from '@fastify/multipart';
import {
  ApprovePaymentBodySchema,
  BookingIdParamsSchema,
  CreatePaymentBodySchema,
  IdParamsSchema,
  PaymentListQuerySchema,
  PaymentPageSchema,
  PaymentSchema,
  PromptPayInstructionsSchema,
  RecordPaymentBodySchema,
  RefundPaymentBodySchema,
  RejectPaymentBodySchema,
  SimilarSlipSchema,
  SLIP_JSON_MAX_CHARS,
  successEnvelope,
  UploadSlipBodySchema,
  z,
} from '@jongdee/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { decodeSlipText, SLIP_LIMITS } from '../../lib/slips/slip-image.ts';
import { requestContext, signedIn } from '../../plugins/auth.ts';
import {
  approvePayment,
  createPayment,
  getPayment,
  listBookingPayments,
  listPayments,
  promptPayInstructions,
  readSlip,
  recordPayment,
  refundPayment,
  rejectPayment,
  similarSlips,
  uploadSlip,
} from './payments.service.ts';

const tags = ['payments'];
const SLIP_MULTIPART_LIMITS = { fileSize: SLIP_LIMITS.maxBytes, files: 1, fields: 20, parts: 25 };
const security = [{ bearer: [] }];
const PaymentEnvelope = successEnvelope(PaymentSchema);

/** A slip in either form the seed names: multipart field `slipImage`, or JSON `{ slipImage }`. */
async function readSlipUpload(request: FastifyRequest): Promise<{ bytes: Buffer; transferredAt: Date | null }> {
  if (request.isMultipart()) {
    const form = await readMultipart(request, SLIP_MULTIPART_LIMITS, 'SLIP_TOO_LARGE');
    const bytes = form.files.find((file) => file.fieldName === 'slipImage')?.bytes;
    const transferredAt = form.fields.transferredAt;
    if (!bytes) {
      throw new AppError('VALIDATION_FAILED', { details: [{ field: 'slipImage', message: 'กรุณาแนบรูปสลิป' }] });
    }
    const body = UploadSlipBodySchema.pick({ transferredAt: true }).safeParse({
      transferredAt: transferredAt || undefined,
    });
    if (!body.success) {
      throw new AppError('VALIDATION_FAILED', {
        details: [{ field: 'transferredAt', message: 'รูปแบบวันเวลาที่โอนไม่ถูกต้อง' }],
      });
    }
    return { bytes, transferredAt: body.data.transferredAt ? new Date(body.data.transferredAt) : null };
  }
  const body = UploadSlipBodySchema.safeParse(request.body);
  if (!body.success) {
    throw new AppError('VALIDATION_FAILED', {
      details: body.error.issues.map((issue) => ({ field: issue.path.join('.') || '_', message: issue.message })),
    });
  }
  return {
    bytes: decodeSlipText(body.data.slipImage),
    transferredAt: body.data.transferredAt ? new Date(body.data.transferredAt) : null,
  };
}

/** Role-aware: a customer reaches their own payments, an admin everyone's. */
export const paymentsUserRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: SLIP_MULTIPART_LIMITS });

  app.post(
    '/payments/:id/slip',
    {
      // Only this route takes a large body: base64 of a 10 MB image (docs/security.md §3).
      bodyLimit: SLIP_JSON_MAX_CHARS + 64 * 1024,
      schema: {
        tags,
        security,
        summary:
          'แนบสลิป: multipart ช่อง slipImage หรือ JSON { slipImage: data URL หรือ base64, transferredAt? } — JPG, PNG, WebP ไม่เกิน 10 MB',
        params: IdParamsSchema,
        response: { 200: PaymentEnvelope },
      },
    },
    async (request) => {
      const upload = await readSlipUpload(request);
      return ok(
        await uploadSlip(
          app.db,
          app.storage,
          signedIn(request).user,
          request.params.id,
          upload,
          requestContext(request),
        ),
      );
    },
  );

  for (const which of ['image', 'thumbnail'] as const) {
    app.get(
      which === 'image' ? '/payments/:id/slip' : '/payments/:id/slip/thumbnail',
      {
        schema: {
          tags,
          security,
          summary: which === 'image' ? 'รูปสลิป (JPEG)' : 'รูปย่อของสลิป (JPEG)',
          params: IdParamsSchema,
        },
      },
      async (request, reply) => {
        const bytes = await readSlip(app.db, app.storage, signedIn(request).user, request.params.id, which);
        return reply
          .header('content-type', 'image/jpeg')
          .header('content-disposition', 'inline')
          .header('cache-control', 'private, no-store')
          .send(bytes);
      },
    );
  }

  app.post(
    '/payments',
    {
      schema: {
        tags,
        security,
        summary: 'เปิดรายการชำระเงินของการจอง (ซ้ำได้: มีรายการที่ยังเปิดอยู่จะได้รายการเดิม 200)',
        body: CreatePaymentBodySchema,
        response: { 200: PaymentEnvelope, 201: PaymentEnvelope },
      },
    },
    async (request, reply) => {
      const { payment, created } = await createPayment(
        app.db,
        signedIn(request).user,
        request.body,
        requestContext(request),
      );
      return reply.code(created ? 201 : 200).send(ok(payment));
    },
  );

  app.get(
    '/payments',
    {
      schema: {
        tags,
        security,
        querystring: PaymentListQuerySchema,
        response: { 200: successEnvelope(PaymentPageSchema) },
      },
    },
    async (request) => ok(await listPayments(app.db, signedIn(request).user, request.query)),
  );

  app.get(
    '/payments/:id',
    { schema: { tags, security, params: IdParamsSchema, response: { 200: PaymentEnvelope } } },
    async (request) => ok(await getPayment(app.db, signedIn(request).user, request.params.id)),
  );

  app.get(
    '/payments/booking/:bookingId',
    {
      schema: {
        tags,
        security,
        summary: 'การชำระเงินทั้งหมดของการจอง (ใหม่สุดก่อน)',
        params: BookingIdParamsSchema,
        response: { 200: successEnvelope(z.array(PaymentSchema)) },
      },
    },
    async (request) => ok(await listBookingPayments(app.db, signedIn(request).user, request.params.bookingId)),
  );

  app.get(
    '/payments/promptpay/:bookingId',
    {
      schema: {
        tags,
        security,
        summary: 'QR พร้อมเพย์ตามยอดที่ต้องชำระ และบัญชีรับเงินของคลินิก',
        params: BookingIdParamsSchema,
        response: { 200: successEnvelope(PromptPayInstructionsSchema) },
      },
    },
    async (request) => ok(await promptPayInstructions(app.db, signedIn(request).user, request.params.bookingId)),
  );
};

/** Under /api/admin: the review of slips. */
export const paymentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payments/:id/approve',
    {
      schema: {
        tags,
        security,
        summary:
          'อนุมัติสลิป: การชำระเงินเป็น "ชำระแล้ว" การจองได้รับการยืนยันเมื่อเงินที่อนุมัติครบยอด (ไม่ครบ: รอชำระส่วนที่เหลือ) สลิปที่คล้ายรายการอื่นต้องระบุ lookAlikeReason อนุมัติการจองของตนเองไม่ได้',
        params: IdParamsSchema,
        body: ApprovePaymentBodySchema,
        response: { 200: PaymentEnvelope },
      },
    },
    async (request) =>
      ok(
        await approvePayment(app.db, signedIn(request).user, request.params.id, request.body, requestContext(request)),
      ),
  );

  app.post(
    '/payments/:id/reject',
    {
      schema: {
        tags,
        security,
        summary: 'ไม่อนุมัติสลิป (ต้องระบุเหตุผล): การจองกลับไปรอชำระเงิน ลูกค้าแนบสลิปใหม่ได้',
        params: IdParamsSchema,
        body: RejectPaymentBodySchema,
        response: { 200: PaymentEnvelope },
      },
    },
    async (request) =>
      ok(await rejectPayment(app.db, signedIn(request).user, request.params.id, request.body, requestContext(request))),
  );

  app.post(
    '/payments/:id/refund',
    {
      schema: {
        tags,
        security,
        summary: 'บันทึกการคืนเงิน: เฉพาะรายการที่ได้รับเงินแล้วของการจองที่ถูกยกเลิกหรือหมดเวลาชำระ',
        params: IdParamsSchema,
        body: RefundPaymentBodySchema,
        response: { 200: PaymentEnvelope },
      },
    },
    async (request) =>
      ok(await refundPayment(app.db, signedIn(request).user, request.params.id, request.body, requestContext(request))),
  );

  app.post(
    '/payments',
    {
      // An optional slip travels as base64 in the JSON (docs/security.md §3).
      bodyLimit: SLIP_JSON_MAX_CHARS + 64 * 1024,
      schema: {
        tags,
        security,
        summary: 'บันทึกการชำระเงินที่รับนอกระบบ (เงินสด โอนเข้าบัญชี) พร้อมสลิปหรือไม่ก็ได้ ยืนยันทันทีหรือรอตรวจสอบ',
        body: RecordPaymentBodySchema,
        response: { 201: PaymentEnvelope },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          ok(await recordPayment(app.db, app.storage, signedIn(request).user, request.body, requestContext(request))),
        ),
  );

  app.get(
    '/payments/:id/similar-slips',
    {
      schema: {
        tags,
        security,
        summary: 'สลิปของรายการอื่นที่หน้าตาเกือบเหมือนกัน (อาจเป็นสลิปเดียวกันที่บันทึกซ้ำ)',
        params: IdParamsSchema,
        response: { 200: successEnvelope(z.array(SimilarSlipSchema)) },
      },
    },
    async (request) => ok(await similarSlips(app.db, signedIn(request).user, request.params.id)),
  );
};
