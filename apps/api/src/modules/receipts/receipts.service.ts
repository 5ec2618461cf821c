/**
 * The receipts module's public face: its routes and other modules import from here only. Issue and
 * cancel run inside the payments' own transactions (receipts.issue.ts); reads and the PDF are in
 * receipts.queries.ts.
 */
export { amendReceipt, cancelReceiptForRefund, issueReceipt } from './receipts.issue.ts';
export { getReceipt, paymentReceiptPdf } from './receipts.queries.ts';
