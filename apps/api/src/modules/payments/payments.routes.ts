import {
  BookingIdParamsSchema,
  CreatePaymentBodySchema,
  IdParamsSchema,
  PaymentListQuerySchema,
  PaymentPageSchema,
  PaymentSchema,
  PromptPayInstructionsSchema,
  successEnvelope,
  z,
} from '@jongdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requestContext, signedIn } from '../../plugins/auth.ts';
import {
  createPayment,
  getPayment,
  listBookingPayments,
  listPayments,
  promptPayInstructions,
} from './payments.service.ts';

const tags = ['payments'];
const security = [{ bearer: [] }];
const PaymentEnvelope = successEnvelope(PaymentSchema);

/** Role-aware: a customer reaches their own payments, an admin everyone's. */
export const paymentsUserRoutes: FastifyPluginAsyncZod = async (app) => {
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
