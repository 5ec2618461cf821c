import { useQuery } from '@tanstack/react-query';
import { apiFile } from '../../../api/client.ts';
import { useObjectUrl } from '../../../lib/use-object-url.ts';
import { adminCertificateKeys } from './admin-certificate-keys.ts';

/** The certificate's PDF, for showing inline: the bytes need the bearer token, so they come through apiFile. */
export const getCertificatePdf = async (id: string, signal?: AbortSignal) =>
  (await apiFile('downloadCertificate', 'certificate.pdf', { params: { id }, signal })).blob;

/**
 * The PDF as an object URL for an <iframe> (the CSP allows blob: frames), revoked when it leaves the
 * screen; null while it loads. `version` changes when the certificate does (revoked: a watermark).
 */
export function useCertificatePdf(id: string, version: string) {
  const query = useQuery({
    queryKey: [...adminCertificateKeys.pdf(id), version],
    queryFn: ({ signal }) => getCertificatePdf(id, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const url = useObjectUrl(query.data);
  return { url, isError: query.isError, error: query.error, isPending: query.isPending, refetch: query.refetch };
}
