import type { Pagination, Payment } from '@jongdee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { adminPaymentKeys } from './admin-payment-keys.ts';

export type PaymentPage = { items: Payment[]; pagination: Pagination };

/** `search` is GET /api/payments's query string (status, page, sort); an admin sees every customer's. */
export const getAdminPayments = (search: string) =>
  apiRequest<PaymentPage>(`/api/payments${search ? `?${search}` : ''}`);

export const adminPaymentsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: adminPaymentKeys.list(search),
    queryFn: () => getAdminPayments(search),
    placeholderData: keepPreviousData,
  });

export function useAdminPayments(search: string) {
  return useQuery(adminPaymentsQueryOptions(search));
}
