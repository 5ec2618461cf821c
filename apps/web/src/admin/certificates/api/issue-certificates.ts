import type { IssueCertificatesBody } from '@jongdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { refreshCertificates } from './refresh-certificates.ts';

/** Certificates for the chosen examinees, or for everyone of a booking whose result is recorded and not yet certified. */
export const issueCertificates = (body: IssueCertificatesBody) => apiCall('issueCertificates', { body });

export function useIssueCertificates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueCertificates,
    onSuccess: (issued) => refreshCertificates(queryClient, issued),
    // 409 (already issued by someone else, a result missing): show the worklist as it is now.
    onError: () => refreshCertificates(queryClient, []),
  });
}
