import { DashboardSchema } from '../dashboard.ts';
import type { dashboardRoutes } from './dashboard.ts';
import { defineRouteSchemas } from './define.ts';

export const dashboardRouteSchemas = defineRouteSchemas<typeof dashboardRoutes>()({
  getDashboard: {
    tag: 'dashboard',
    summary: 'ภาพรวมวันนี้: นัดหมายวันนี้ สลิปรอตรวจ รายได้เดือนนี้เทียบเดือนก่อน ใบรับรองที่ออกเดือนนี้ การใช้ช่วงเวลา 7 วัน และคิวนัดถัดไป',
    response: DashboardSchema,
  },
});
