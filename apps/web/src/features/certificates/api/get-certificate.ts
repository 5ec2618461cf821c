import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { certificateKeys } from './certificate-keys.ts';

export const getCertificate = (id: string) => apiCall('getCertificate', { params: { id } });

export const certificateQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: certificateKeys.detail(id ?? ''),
    queryFn: id ? () => getCertificate(id) : skipToken,
  });

/** One certificate; `null` asks for nothing (a revoked certificate's replacement, when it has none). */
export function useCertificate(id: string | null) {
  return useQuery(certificateQueryOptions(id));
}
