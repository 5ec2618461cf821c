import { defineRoutes } from './define.ts';

/** Where the receipts routes are (zod-free; the schemas are in receipts.schemas.ts). */
export const receiptsRoutes = defineRoutes({
  // Role-aware: the payer downloads their own, staff anyone's.
  downloadPaymentReceipt: { method: 'GET', path: '/payments/:id/receipt', access: 'user' },
  // Staff: a receipt's details, and a corrected one under a new number.
  getReceipt: { method: 'GET', path: '/admin/receipts/:id', access: 'admin' },
  amendReceipt: { method: 'POST', path: '/admin/receipts/:id/amend', access: 'admin' },
});
