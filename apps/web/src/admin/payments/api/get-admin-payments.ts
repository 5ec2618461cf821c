import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { type PaymentListState, toApiQuery, toApiSearch } from '../list-search.ts';
import { adminPaymentKeys } from './admin-payment-keys.ts';

/** The queue or every payment (status, page, sort); an admin sees every customer's. */
export const getAdminPayments = (state: PaymentListState) => apiCall('listPayments', { query: toApiQuery(state) });

export const adminPaymentsQueryOptions = (state: PaymentListState) =>
  queryOptions({
    queryKey: adminPaymentKeys.list(toApiSearch(state)),
    queryFn: () => getAdminPayments(state),
    placeholderData: keepPreviousData,
  });

export function useAdminPayments(state: PaymentListState) {
  return useQuery(adminPaymentsQueryOptions(state));
}
