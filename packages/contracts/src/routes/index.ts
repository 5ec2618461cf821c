// Every route of the API, keyed by operationId: method, path, access. Zod-free (the web's first screen imports it).
import { auditRoutes } from './audit.ts';
import { authRoutes } from './auth.ts';
import { backupsRoutes } from './backups.ts';
import { bannersRoutes } from './banners.ts';
import { bookingsRoutes } from './bookings.ts';
import { calendarRoutes } from './calendar.ts';
import { certificatesRoutes } from './certificates.ts';
import { checkInRoutes } from './check-in.ts';
import { clinicsRoutes } from './clinics.ts';
import { dashboardRoutes } from './dashboard.ts';
import { examineeImportRoutes } from './examinee-import.ts';
import { examsRoutes } from './exams.ts';
import { healthRoutes } from './health.ts';
import { importsRoutes } from './imports.ts';
import { messagesRoutes } from './messages.ts';
import { notificationsRoutes } from './notifications.ts';
import { paymentsRoutes } from './payments.ts';
import { privacyRoutes } from './privacy.ts';
import { receiptsRoutes } from './receipts.ts';
import { reportsRoutes } from './reports.ts';
import { searchRoutes } from './search.ts';
import { usersRoutes } from './users.ts';

export const routes = {
  ...auditRoutes,
  ...authRoutes,
  ...backupsRoutes,
  ...bannersRoutes,
  ...bookingsRoutes,
  ...calendarRoutes,
  ...certificatesRoutes,
  ...checkInRoutes,
  ...clinicsRoutes,
  ...dashboardRoutes,
  ...examineeImportRoutes,
  ...examsRoutes,
  ...healthRoutes,
  ...importsRoutes,
  ...messagesRoutes,
  ...notificationsRoutes,
  ...paymentsRoutes,
  ...privacyRoutes,
  ...receiptsRoutes,
  ...reportsRoutes,
  ...searchRoutes,
  ...usersRoutes,
};

export type Routes = typeof routes;
export type RouteId = keyof Routes;
export * from './define.ts';
