import type { Certificate, Pagination } from '@jongdee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { adminCertificateKeys } from './admin-certificate-keys.ts';

export type CertificatePage = { items: Certificate[]; pagination: Pagination };

/** `search` is the list's query string (filters, page, sort), as the screen's URL carries it. */
export const getAdminCertificates = (search: string) =>
  apiRequest<CertificatePage>(`/api/admin/certificates${search ? `?${search}` : ''}`);

export const adminCertificatesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: adminCertificateKeys.list(search),
    queryFn: () => getAdminCertificates(search),
    placeholderData: keepPreviousData,
  });

export function useAdminCertificates(search: string) {
  return useQuery(adminCertificatesQueryOptions(search));
}
