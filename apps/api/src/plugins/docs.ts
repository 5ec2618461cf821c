import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ErrorEnvelopeSchema, z } from '@jongdee/contracts';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const ERROR_REF = { $ref: '#/components/schemas/ErrorEnvelope' };

/**
 * The OpenAPI document, generated from the route contracts (packages/contracts/src/routes): the same
 * zod schemas that validate requests, with each route's operationId, summary and tag, the bearer
 * scheme where a route needs a session, and the error envelope every route may answer with a 4xx.
 */
export default fp<{ version: string; publicUrl: string }>(
  async (app, { version, publicUrl }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'JongDee API',
          description:
            'จองดี — จองตรวจสุขภาพ ชำระเงิน และรับใบรับรองแพทย์ออนไลน์. Every JSON answer is `{ success: true, data }` or `{ success: false, error, code, details? }`; `error` is Thai, for people.',
          version,
          license: { name: 'Proprietary', url: `${publicUrl}/api/docs` },
        },
        // Relative: the document is served by the server it describes, whatever its address.
        servers: [{ url: '/', description: 'This server' }],
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'authToken from sign-in' } },
          schemas: { ErrorEnvelope: z.toJSONSchema(ErrorEnvelopeSchema, { target: 'openapi-3.0' }) as object },
        },
      },
      transform: (input) => {
        const transformed = jsonSchemaTransform(input);
        const schema = transformed.schema as
          | {
              response?: Record<string, unknown>;
              security?: unknown;
              produces?: string[];
            }
          | undefined;
        // A route registered without any schema (none of ours; tests add some) is documented as it is.
        if (!schema) return transformed;
        // A route that answers a file (its contract's `file`) has no envelope: its 200 is the file.
        const answersFile = schema.produces && !Object.keys(schema.response ?? {}).some((s) => s.startsWith('2'));
        schema.response = {
          ...(answersFile && {
            200: {
              description: 'ไฟล์',
              content: Object.fromEntries(
                (schema.produces ?? []).map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
              ),
            },
          }),
          ...schema.response,
          '4XX': {
            description: 'ข้อผิดพลาดจากคำขอ: ข้อความภาษาไทยใน error, รหัสใน code, รายช่องใน details',
            content: { 'application/json': { schema: ERROR_REF } },
          },
        };
        return transformed;
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
  },
  { name: 'docs' },
);
