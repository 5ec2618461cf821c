import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { adminPaymentKeys } from './admin-payment-keys.ts';

/** One receipt as staff see it: whom it is made out to, and where it stands. */
export const getReceipt = (id: string) => apiCall('getReceipt', { params: { id } });

export const receiptQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminPaymentKeys.receipt(id), queryFn: () => getReceipt(id) });

export function useReceipt(id: string) {
  return useQuery(receiptQueryOptions(id));
}
