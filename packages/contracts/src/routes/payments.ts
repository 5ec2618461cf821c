import { defineRoutes } from './define.ts';

/** Where the payments routes are (zod-free; the schemas are in payments.schemas.ts). */
export const paymentsRoutes = defineRoutes({
  // Role-aware: a customer reaches their own payments, an admin everyone's.
  createPayment: { method: 'POST', path: '/payments', access: 'user' },
  listPayments: { method: 'GET', path: '/payments', access: 'user' },
  getPayment: { method: 'GET', path: '/payments/:id', access: 'user' },
  listBookingPayments: { method: 'GET', path: '/payments/booking/:bookingId', access: 'user' },
  getPromptPayInstructions: { method: 'GET', path: '/payments/promptpay/:bookingId', access: 'user' },
  uploadSlip: { method: 'POST', path: '/payments/:id/slip', access: 'user' },
  getSlipImage: { method: 'GET', path: '/payments/:id/slip', access: 'user' },
  getSlipThumbnail: { method: 'GET', path: '/payments/:id/slip/thumbnail', access: 'user' },
  // Staff: the review of slips, and payments taken outside the app.
  approvePayment: { method: 'POST', path: '/admin/payments/:id/approve', access: 'admin' },
  rejectPayment: { method: 'POST', path: '/admin/payments/:id/reject', access: 'admin' },
  refundPayment: { method: 'POST', path: '/admin/payments/:id/refund', access: 'admin' },
  recordPayment: { method: 'POST', path: '/admin/payments', access: 'admin' },
  listSimilarSlips: { method: 'GET', path: '/admin/payments/:id/similar-slips', access: 'admin' },
});
