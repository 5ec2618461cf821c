import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { refreshCertificates } from './refresh-certificates.ts';

/** valid → revoked, with the reason; /verify says so from now on. */
export const revokeCertificate = ({ id, reason }: { id: string; reason: string }) =>
  apiCall('revokeCertificate', { params: { id }, body: { reason } });

export function useRevokeCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCertificate,
    onSuccess: (certificate) => refreshCertificates(queryClient, [certificate]),
    onError: () => refreshCertificates(queryClient, []),
  });
}
