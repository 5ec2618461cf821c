import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { certificateKeys } from '../../../features/certificates/api/certificate-keys.ts';
import { refreshCertificates } from './refresh-certificates.ts';

/**
 * A new certificate (new number, from the examinee's result as it is now) in place of this one, which
 * is revoked and points to it. Answers the NEW certificate.
 */
export const reissueCertificate = ({ id, reason }: { id: string; reason: string }) =>
  apiCall('reissueCertificate', { params: { id }, body: { reason } });

export function useReissueCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reissueCertificate,
    onSuccess: (replacement, { id }) => {
      void queryClient.invalidateQueries({ queryKey: certificateKeys.detail(id) });
      refreshCertificates(queryClient, [replacement]);
    },
    onError: () => refreshCertificates(queryClient, []),
  });
}
