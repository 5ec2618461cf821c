import { SearchBodySchema, SearchFiltersSchema, SearchResultSchema, SearchStatsSchema } from '../search.ts';
import { defineRouteSchemas } from './define.ts';
import type { searchRoutes } from './search.ts';

const tag = 'search';

export const searchRouteSchemas = defineRouteSchemas<typeof searchRoutes>()({
  searchRecords: {
    tag,
    summary: 'ค้นหาการจอง การชำระเงิน หรือใบรับรอง (ผู้ใช้เห็นของตนเอง ผู้ดูแลเห็นทั้งหมด)',
    body: SearchBodySchema,
    response: SearchResultSchema,
  },
  getSearchFilters: {
    tag,
    summary: 'ตัวเลือกของตัวกรอง: ประเภท สถานะ คลินิก บริการ และการเรียงลำดับ',
    response: SearchFiltersSchema,
  },
  getSearchStats: {
    tag,
    summary: 'จำนวนการจอง การชำระเงิน และใบรับรองตามสถานะ (ผู้ใช้เห็นของตนเอง ผู้ดูแลเห็นทั้งหมด)',
    response: SearchStatsSchema,
  },
});
