import type { Pagination, Payment } from '@jongdee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { paymentKeys } from './payment-keys.ts';

export type PaymentPage = { items: Payment[]; pagination: Pagination };

/** The signed-in customer's payments, a page at a time. `search` is a query string: `page=2&limit=10`. */
export const getMyPayments = (search: string) => apiRequest<PaymentPage>(`/api/payments?${search}`);

export const myPaymentsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: paymentKeys.list(search),
    queryFn: () => getMyPayments(search),
    placeholderData: keepPreviousData,
  });

export function useMyPayments(search: string) {
  return useQuery(myPaymentsQueryOptions(search));
}
