import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchCertificateFile } from '../../../features/certificates/api/certificate-file.ts';
import { adminCertificateKeys } from './admin-certificate-keys.ts';

/** The certificate's PDF, for showing inline: the bytes need the bearer token, so they come through fetch. */
export const getCertificatePdf = async (id: string, signal?: AbortSignal) =>
  (await fetchCertificateFile(`/api/certificates/${encodeURIComponent(id)}/download`, 'certificate.pdf', signal)).blob;

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
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) return;
    const objectUrl = URL.createObjectURL(query.data);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [query.data]);
  return { url, isError: query.isError, error: query.error, isPending: query.isPending, refetch: query.refetch };
}
