import { defineRoutes } from './define.ts';

/** Where the privacy routes are (zod-free; the schemas are in privacy.schemas.ts). */
export const privacyRoutes = defineRoutes({
  getMyConsents: { method: 'GET', path: '/auth/consents', access: 'user' },
  changeMyConsent: { method: 'POST', path: '/auth/consents', access: 'user' },
  exportMyData: { method: 'GET', path: '/auth/export', access: 'user' },
  listMyDataRequests: { method: 'GET', path: '/auth/data-requests', access: 'user' },
  createDataRequest: { method: 'POST', path: '/auth/data-requests', access: 'user' },
  listDataRequests: { method: 'GET', path: '/admin/data-requests', access: 'admin' },
  getDataRequest: { method: 'GET', path: '/admin/data-requests/:id', access: 'admin' },
  completeDataRequest: { method: 'POST', path: '/admin/data-requests/:id/complete', access: 'admin' },
  rejectDataRequest: { method: 'POST', path: '/admin/data-requests/:id/reject', access: 'admin' },
});
