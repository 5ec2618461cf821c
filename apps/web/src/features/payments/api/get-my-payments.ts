import type { PaymentListQuery } from '@jongdee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, apiSearch } from '../../../api/client.ts';
import { paymentKeys } from './payment-keys.ts';

/** The signed-in customer's payments, a page at a time (`{ page: 2, limit: 10 }`). */
export const getMyPayments = (query: PaymentListQuery) => apiCall('listPayments', { query });

export const myPaymentsQueryOptions = (query: PaymentListQuery) =>
  queryOptions({
    queryKey: paymentKeys.list(apiSearch('listPayments', { query })),
    queryFn: () => getMyPayments(query),
    placeholderData: keepPreviousData,
  });

export function useMyPayments(query: PaymentListQuery) {
  return useQuery(myPaymentsQueryOptions(query));
}
