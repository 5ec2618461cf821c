import { beforeAll, describe, expect, it } from 'vitest';
import type { Audience } from '../app.ts';
import { bearer, deactivate, registerUser, signInAsNewAdmin, useTestApp } from '../test/helpers.ts';

/**
 * Every API route and who may call it. A route added without a row here fails the first test, so
 * nobody ships an endpoint whose audience was not decided.
 */
const EXPECTED: Record<string, Audience> = {
  'GET /api/health': 'public',
  // Public: no session is asked. /api/metrics checks its own bearer token (METRICS_TOKEN), in modules/health.
  'GET /api/health/live': 'public',
  'GET /api/health/ready': 'public',
  'GET /api/metrics': 'public',
  // No session either: `npm run backup` on the server's machine, checked by its own secret and a local connection (modules/backups).
  'GET /api/backups/archive': 'public',
  'POST /api/backups': 'public',
  'GET /api/clinics': 'public',
  'GET /api/clinics/:id': 'public',
  'GET /api/clinics/:id/availability': 'public',
  'GET /api/clinics/:id/availability/month': 'public',
  'GET /api/services': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/admin/auth/login': 'public',
  'GET /api/auth/me': 'user',
  'GET /api/auth/profile': 'user',
  'PUT /api/auth/profile': 'user',
  'POST /api/auth/logout': 'user',
  'POST /api/auth/change-password': 'user',
  'GET /api/auth/message-preferences': 'user',
  'PUT /api/auth/message-preferences': 'user',
  'GET /api/auth/consents': 'user',
  'POST /api/auth/consents': 'user',
  'GET /api/auth/export': 'user',
  'GET /api/auth/data-requests': 'user',
  'POST /api/auth/data-requests': 'user',
  'GET /api/bookings': 'user',
  'GET /api/bookings/:id': 'user',
  'POST /api/bookings': 'user',
  'PUT /api/bookings/:id': 'user',
  'PATCH /api/bookings/:id/cancel': 'user',
  'POST /api/bookings/:id/confirm': 'admin',
  'POST /api/bookings/:id/examinees': 'user',
  'PUT /api/bookings/:id/examinees/:examineeId': 'user',
  'DELETE /api/bookings/:id/examinees/:examineeId': 'user',
  'GET /api/bookings/:id/examinees/import/template': 'user',
  'POST /api/bookings/:id/examinees/import/preview': 'user',
  'POST /api/bookings/:id/examinees/import/commit': 'user',
  'GET /api/notifications': 'user',
  'GET /api/notifications/unread-count': 'user',
  'PATCH /api/notifications/:id/read': 'user',
  'POST /api/notifications/read-all': 'user',
  'POST /api/payments': 'user',
  'GET /api/payments': 'user',
  'GET /api/payments/:id': 'user',
  'GET /api/payments/booking/:bookingId': 'user',
  'GET /api/payments/promptpay/:bookingId': 'user',
  'POST /api/payments/:id/slip': 'user',
  'GET /api/payments/:id/slip': 'user',
  'GET /api/payments/:id/slip/thumbnail': 'user',
  'GET /api/payments/:id/receipt': 'user',
  'POST /api/search': 'user',
  'GET /api/search/filters': 'user',
  'GET /api/search/stats': 'user',
  'GET /api/admin/auth/me': 'admin',
  'POST /api/admin/bookings/:id/complete': 'admin',
  'GET /api/admin/bookings/:id/audit': 'admin',
  'GET /api/admin/bookings/export': 'admin',
  'POST /api/admin/payments/:id/approve': 'admin',
  'POST /api/admin/payments/:id/reject': 'admin',
  'POST /api/admin/payments/:id/refund': 'admin',
  'GET /api/admin/receipts/:id': 'admin',
  'POST /api/admin/receipts/:id/amend': 'admin',
  'GET /api/admin/check-in': 'admin',
  'POST /api/admin/bookings/:id/check-in': 'admin',
  'DELETE /api/admin/bookings/:id/check-in/:examineeId': 'admin',
  'GET /api/admin/examination-results': 'admin',
  'GET /api/admin/examination-results/examinee/:examineeId': 'admin',
  'PUT /api/admin/examination-results/examinee/:examineeId': 'admin',
  'GET /api/admin/certificates': 'admin',
  'POST /api/admin/certificates/issue': 'admin',
  'POST /api/admin/certificates/:id/revoke': 'admin',
  'POST /api/admin/certificates/:id/reissue': 'admin',
  'GET /api/certificates/stats/summary': 'user',
  'GET /api/certificates/booking/:bookingId': 'user',
  'GET /api/certificates/booking/:bookingId/download-all': 'user',
  'GET /api/certificates/:id': 'user',
  'GET /api/certificates/:id/download': 'user',
  'GET /api/verify/:code': 'public',
  'GET /api/banners': 'public',
  'GET /api/banners/:id/image': 'public',
  'GET /api/banners/:id/thumbnail': 'public',
  'GET /api/admin/banners': 'admin',
  'POST /api/admin/banners': 'admin',
  'PUT /api/admin/banners/order': 'admin',
  'PUT /api/admin/banners/:id': 'admin',
  'DELETE /api/admin/banners/:id': 'admin',
  'GET /api/admin/excel-imports/template': 'admin',
  'POST /api/admin/excel-imports/preview': 'admin',
  'POST /api/admin/excel-imports/:id/commit': 'admin',
  'GET /api/admin/excel-imports': 'admin',
  'POST /api/admin/payments': 'admin',
  'GET /api/admin/payments/:id/similar-slips': 'admin',
  'GET /api/admin/clinics': 'admin',
  'GET /api/admin/clinics/:id': 'admin',
  'POST /api/admin/clinics': 'admin',
  'PUT /api/admin/clinics/:id': 'admin',
  'PATCH /api/admin/clinics/:id/active': 'admin',
  'POST /api/admin/clinics/:id/doctors': 'admin',
  'PUT /api/admin/doctors/:id': 'admin',
  'GET /api/admin/services': 'admin',
  'POST /api/admin/services': 'admin',
  'PUT /api/admin/services/:id': 'admin',
  'GET /api/admin/users': 'admin',
  'POST /api/admin/users': 'admin',
  'GET /api/admin/users/:id': 'admin',
  'PUT /api/admin/users/:id': 'admin',
  'POST /api/admin/users/:id/temporary-password': 'admin',
  'GET /api/admin/audit-log': 'admin',
  'GET /api/admin/messages': 'admin',
  'POST /api/admin/messages/:id/retry': 'admin',
  'GET /api/admin/messages/:id/eml': 'admin',
  'GET /api/admin/data-requests': 'admin',
  'GET /api/admin/data-requests/:id': 'admin',
  'POST /api/admin/data-requests/:id/complete': 'admin',
  'POST /api/admin/data-requests/:id/reject': 'admin',
  'GET /api/admin/dashboard': 'admin',
  'GET /api/admin/calendar': 'admin',
  'GET /api/admin/reports/summary': 'admin',
  'GET /api/admin/reports/export': 'admin',
};

const ctx = useTestApp();
let adminToken: string;
beforeAll(async () => {
  await ctx.app.ready();
  adminToken = (await signInAsNewAdmin(ctx)).token;
});

const apiRoutes = () =>
  ctx.app.registeredRoutes.filter((route) => route.url.startsWith('/api') && !route.url.startsWith('/api/docs'));

describe('authorisation matrix', () => {
  it('has a row for every API route, with the audience its scope gave it', () => {
    const actual = Object.fromEntries(apiRoutes().map((route) => [`${route.method} ${route.url}`, route.audience]));
    expect(actual).toEqual(EXPECTED);
  });

  it.each(Object.entries(EXPECTED).filter(([, audience]) => audience !== 'public'))(
    '%s refuses a visitor (401), and a user too when it is for admins (403)',
    async (route, audience) => {
      // A fresh user each time: logout and change-password would spend a shared token.
      const userToken = (await registerUser(ctx.app)).token;
      const [method, url] = route.split(' ') as ['GET' | 'POST' | 'PUT', string];
      const anonymous = await ctx.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe('UNAUTHENTICATED');
      const asUser = await ctx.app.inject({
        method,
        url,
        headers: bearer(userToken),
        payload: method === 'GET' ? undefined : {},
      });
      if (audience === 'admin') {
        expect(asUser.statusCode).toBe(403);
        expect(asUser.json()).toMatchObject({ code: 'FORBIDDEN', error: 'คุณไม่มีสิทธิ์ใช้งานส่วนนี้' });
        const asAdmin = await ctx.app.inject({ method, url, headers: bearer(adminToken) });
        expect(asAdmin.statusCode).not.toBe(401);
        expect(asAdmin.statusCode).not.toBe(403);
      } else {
        expect([200, 400]).toContain(asUser.statusCode);
      }
    },
  );

  it.each(Object.entries(EXPECTED).filter(([, audience]) => audience !== 'public'))(
    '%s refuses a signed-out token and the token of a deactivated account (401)',
    async (route) => {
      const [method, url] = route.split(' ') as ['GET' | 'POST' | 'PUT', string];
      const payload = method === 'GET' ? undefined : {};
      const signedOut = await signInAsNewAdmin(ctx);
      await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(signedOut.token) });
      const deactivated = await signInAsNewAdmin(ctx);
      await deactivate(ctx, deactivated.user.id);
      for (const token of [signedOut.token, deactivated.token]) {
        const response = await ctx.app.inject({ method, url, headers: bearer(token), payload });
        expect(response.statusCode).toBe(401);
        expect(response.json().code).toBe('UNAUTHENTICATED');
      }
    },
  );
});
