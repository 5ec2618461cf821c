import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { adminPaymentKeys } from './admin-payment-keys.ts';

export const getAdminPayment = (id: string) => apiCall('getPayment', { params: { id } });

export const adminPaymentQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminPaymentKeys.detail(id), queryFn: () => getAdminPayment(id) });

export function useAdminPayment(id: string) {
  return useQuery(adminPaymentQueryOptions(id));
}
