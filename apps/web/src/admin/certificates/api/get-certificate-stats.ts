import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { adminCertificateKeys } from './admin-certificate-keys.ts';

/** Counts by status and type, and this month's issues (every clinic's, for staff). */
export const getCertificateStats = () => apiCall('getCertificateStats');

export const certificateStatsQueryOptions = () =>
  queryOptions({ queryKey: adminCertificateKeys.stats(), queryFn: getCertificateStats });

export function useCertificateStats() {
  return useQuery(certificateStatsQueryOptions());
}
