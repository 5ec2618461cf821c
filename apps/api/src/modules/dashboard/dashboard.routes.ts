import { DashboardSchema, successEnvelope } from '@jongdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { getDashboard } from './dashboard.service.ts';

const tags = ['dashboard'];
const security = [{ bearer: [] }];

/** Under /api/admin: the staff's home screen in one request. */
export const dashboardAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags,
        security,
        summary: 'ภาพรวมวันนี้: นัดหมายวันนี้ สลิปรอตรวจ รายได้เดือนนี้เทียบเดือนก่อน ใบรับรองที่ออกเดือนนี้ การใช้ช่วงเวลา 7 วัน และคิวนัดถัดไป',
        response: { 200: successEnvelope(DashboardSchema) },
      },
    },
    async () => ok(await getDashboard(app.db)),
  );
};
