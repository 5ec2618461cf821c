/**
 * The payments module's public face: its routes and other modules import from here only. The work is
 * split by concern: access (who may reach and decide), queries (reads, DTOs, PromptPay instructions),
 * create (a customer's payment, staff records), slips (upload, reading, look-alikes) and decisions
 * (approve, reject, refund).
 */
export { type Actor, lockPayment, ownedBy, type PaymentRow } from './payments.access.ts';
export { createPayment, recordPayment } from './payments.create.ts';
export { approvePayment, refundPayment, rejectPayment } from './payments.decisions.ts';
export {
  getPayment,
  listBookingPayments,
  listPayments,
  paymentStats,
  promptPayInstructions,
} from './payments.queries.ts';
export { readSlip, similarSlips, uploadSlip } from './payments.slips.ts';
