import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { type CertificateListState, toApiQuery, toApiSearch } from '../list-search.ts';
import { adminCertificateKeys } from './admin-certificate-keys.ts';

/** The register's filters, page and sort, as the screen's URL carries them. */
export const getAdminCertificates = (state: CertificateListState) =>
  apiCall('listCertificates', { query: toApiQuery(state) });

export const adminCertificatesQueryOptions = (state: CertificateListState) =>
  queryOptions({
    queryKey: adminCertificateKeys.list(toApiSearch(state)),
    queryFn: () => getAdminCertificates(state),
    placeholderData: keepPreviousData,
  });

export function useAdminCertificates(state: CertificateListState) {
  return useQuery(adminCertificatesQueryOptions(state));
}
