import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { adminPaymentKeys } from './admin-payment-keys.ts';

/** Other payments whose slip looks almost the same as this one's (a re-saved or rescaled copy), closest first. */
export const getSimilarSlips = (id: string) => apiCall('listSimilarSlips', { params: { id } });

export const similarSlipsQueryOptions = (id: string, enabled = true) =>
  queryOptions({
    queryKey: adminPaymentKeys.similarSlips(id),
    queryFn: enabled ? () => getSimilarSlips(id) : skipToken,
    staleTime: 30_000,
  });

/** Only for a payment with a slip: without one there is nothing to compare. */
export function useSimilarSlips(id: string, enabled = true) {
  return useQuery(similarSlipsQueryOptions(id, enabled));
}
