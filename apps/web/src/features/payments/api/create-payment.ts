import type { CreatePaymentBody } from '@jongdee/contracts';
import { apiCall } from '../../../api/client.ts';

/**
 * Opens a payment for a booking; idempotent — answers the open one (200) when it already exists.
 * Called only as a slip is sent (upload-slip.ts): merely opening the payment screen makes no payment.
 */
export const createPayment = (body: CreatePaymentBody) => apiCall('createPayment', { body });
