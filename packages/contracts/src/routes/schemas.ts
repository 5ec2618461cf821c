// Every route's summary, tag and zod schemas, keyed by operationId (the API, the OpenAPI document, and the web client in development).
import { auditRouteSchemas } from './audit.schemas.ts';
import { authRouteSchemas } from './auth.schemas.ts';
import { backupsRouteSchemas } from './backups.schemas.ts';
import { bannersRouteSchemas } from './banners.schemas.ts';
import { bookingsRouteSchemas } from './bookings.schemas.ts';
import { calendarRouteSchemas } from './calendar.schemas.ts';
import { certificatesRouteSchemas } from './certificates.schemas.ts';
import { checkInRouteSchemas } from './check-in.schemas.ts';
import { clinicsRouteSchemas } from './clinics.schemas.ts';
import { dashboardRouteSchemas } from './dashboard.schemas.ts';
import type { RouteSchemas } from './define.ts';
import { examineeImportRouteSchemas } from './examinee-import.schemas.ts';
import { examsRouteSchemas } from './exams.schemas.ts';
import { healthRouteSchemas } from './health.schemas.ts';
import { importsRouteSchemas } from './imports.schemas.ts';
import type { Routes } from './index.ts';
import { messagesRouteSchemas } from './messages.schemas.ts';
import { notificationsRouteSchemas } from './notifications.schemas.ts';
import { paymentsRouteSchemas } from './payments.schemas.ts';
import { privacyRouteSchemas } from './privacy.schemas.ts';
import { receiptsRouteSchemas } from './receipts.schemas.ts';
import { reportsRouteSchemas } from './reports.schemas.ts';
import { searchRouteSchemas } from './search.schemas.ts';
import { usersRouteSchemas } from './users.schemas.ts';

export const routeSchemas = {
  ...auditRouteSchemas,
  ...authRouteSchemas,
  ...backupsRouteSchemas,
  ...bannersRouteSchemas,
  ...bookingsRouteSchemas,
  ...calendarRouteSchemas,
  ...certificatesRouteSchemas,
  ...checkInRouteSchemas,
  ...clinicsRouteSchemas,
  ...dashboardRouteSchemas,
  ...examineeImportRouteSchemas,
  ...examsRouteSchemas,
  ...healthRouteSchemas,
  ...importsRouteSchemas,
  ...messagesRouteSchemas,
  ...notificationsRouteSchemas,
  ...paymentsRouteSchemas,
  ...privacyRouteSchemas,
  ...receiptsRouteSchemas,
  ...reportsRouteSchemas,
  ...searchRouteSchemas,
  ...usersRouteSchemas,
} satisfies { readonly [K in keyof Routes]: RouteSchemas };

export type RouteSchemaTable = typeof routeSchemas;
