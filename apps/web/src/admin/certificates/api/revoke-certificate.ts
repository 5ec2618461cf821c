import type { Certificate } from '@jongdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { refreshCertificates } from './refresh-certificates.ts';

/** valid → revoked, with the reason; /verify says so from now on. */
export const revokeCertificate = ({ id, reason }: { id: string; reason: string }) =>
  apiRequest<Certificate>(`/api/admin/certificates/${encodeURIComponent(id)}/revoke`, {
    method: 'POST',
    body: { reason },
  });

export function useRevokeCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCertificate,
    onSuccess: (certificate) => refreshCertificates(queryClient, [certificate]),
    onError: () => refreshCertificates(queryClient, []),
  });
}
