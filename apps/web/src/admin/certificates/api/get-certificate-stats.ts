import type { CertificateStats } from '@jongdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { adminCertificateKeys } from './admin-certificate-keys.ts';

/** Counts by status and type, and this month's issues (every clinic's, for staff). */
export const getCertificateStats = () => apiRequest<CertificateStats>('/api/certificates/stats/summary');

export const certificateStatsQueryOptions = () =>
  queryOptions({ queryKey: adminCertificateKeys.stats(), queryFn: getCertificateStats });

export function useCertificateStats() {
  return useQuery(certificateStatsQueryOptions());
}
