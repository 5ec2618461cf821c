import { IsoDateSchema, listDateRangeCheck, pageOf, TimestampSchema } from './common.ts';
import { z } from './thai-zod.ts';

/** GET /api/admin/audit-log: newest first; dates are Bangkok calendar days. */
export const AuditLogQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(100, 'แสดงได้ไม่เกิน 100 รายการต่อหน้า').default(20),
    actorId: z.uuid('รหัสผู้ทำรายการไม่ถูกต้อง').optional(),
    entity: z.string().trim().max(50, 'ประเภทข้อมูลต้องไม่เกิน 50 ตัวอักษร').optional(),
    entityId: z.string().trim().max(100, 'รหัสข้อมูลต้องไม่เกิน 100 ตัวอักษร').optional(),
    action: z.string().trim().max(100, 'ชื่อการกระทำต้องไม่เกิน 100 ตัวอักษร').optional(),
    dateFrom: IsoDateSchema.optional(),
    dateTo: IsoDateSchema.optional(),
    q: z
      .string()
      .trim()
      .max(100, 'คำค้นต้องไม่เกิน 100 ตัวอักษร')
      .optional()
      .describe("action, entity id, or the actor's name or email"),
  })
  .superRefine(listDateRangeCheck);
export type AuditLogQuery = z.input<typeof AuditLogQuerySchema>;

export const AuditLogEntrySchema = z.object({
  id: z.uuid(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  actorId: z.uuid().nullable(),
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  createdAt: TimestampSchema,
});
export type AuditLogEntry = z.infer<typeof AuditLogEntrySchema>;
export const AuditLogPageSchema = pageOf(AuditLogEntrySchema);
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>;
