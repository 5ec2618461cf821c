import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the same zod schemas that validate requests, and its page. */
export default fp<{ version: string }>(
  async (app, { version }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'JongDee API',
          description:
            'จองดี — จองตรวจสุขภาพ ชำระเงิน และรับใบรับรองแพทย์ออนไลน์. Every JSON answer is `{ success: true, data }` or `{ success: false, error, code, details? }`; `error` is Thai, for people.',
          version,
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'authToken from sign-in' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
  },
  { name: 'docs' },
);
