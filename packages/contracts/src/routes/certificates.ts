import { defineRoutes } from './define.ts';

/** Where the certificates routes are (zod-free; the schemas are in certificates.schemas.ts). */
export const certificatesRoutes = defineRoutes({
  // Role-aware: a customer reaches the certificates of their own bookings, an admin everyone's.
  getCertificateStats: { method: 'GET', path: '/certificates/stats/summary', access: 'user' },
  listBookingCertificates: { method: 'GET', path: '/certificates/booking/:bookingId', access: 'user' },
  downloadBookingCertificates: { method: 'GET', path: '/certificates/booking/:bookingId/download-all', access: 'user' },
  getCertificate: { method: 'GET', path: '/certificates/:id', access: 'user' },
  downloadCertificate: { method: 'GET', path: '/certificates/:id/download', access: 'user' },
  // Staff: the certificate register and its actions.
  listCertificates: { method: 'GET', path: '/admin/certificates', access: 'admin' },
  issueCertificates: { method: 'POST', path: '/admin/certificates/issue', access: 'admin' },
  revokeCertificate: { method: 'POST', path: '/admin/certificates/:id/revoke', access: 'admin' },
  reissueCertificate: { method: 'POST', path: '/admin/certificates/:id/reissue', access: 'admin' },
  // Anyone: what the QR code on a certificate leads to.
  verifyCertificate: { method: 'GET', path: '/verify/:code', access: 'public' },
});
