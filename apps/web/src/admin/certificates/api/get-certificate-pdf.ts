import { useQuery } from '@tanstack/react-query';
import { apiFile } from '../../../api/client.ts';
import { useObjectUrl } from '../../../lib/use-object-url.ts';
import { adminCertificateKeys } from './admin-certificate-keys.ts';

/** The certificate's PDF, for showing inline: the bytes need the bearer token, so they come through apiFile. */
export const getCertificatePdf = async (id: string, signal?: AbortSignal) =>
  (await apiFile('downloadCertificate', 'certificate.pdf', { params: { id }, signal })).blob;

/** How wide each page is drawn: about 150 dpi on A4, sharp on a wide screen and when zoomed. */
const PAGE_WIDTH_PX = 1240;

/**
 * The PDF as an object URL (to open in a new tab), and its pages drawn as PNGs by pdf.js, loaded on
 * demand, for showing inline; revoked when it leaves the screen. `version` changes when the certificate
 * does (revoked: a watermark).
 */
export function useCertificatePdf(id: string, version: string) {
  const query = useQuery({
    queryKey: [...adminCertificateKeys.pdf(id), version],
    queryFn: ({ signal }) => getCertificatePdf(id, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const pages = useQuery({
    queryKey: [...adminCertificateKeys.pdf(id), version, 'pages'],
    queryFn: async () => (await import('../pdf-page-images.ts')).pdfPageImages(query.data as Blob, PAGE_WIDTH_PX),
    enabled: query.data !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const url = useObjectUrl(query.data);
  const failed = query.isError ? query : pages.isError ? pages : null;
  return {
    url,
    pages: pages.data,
    isError: failed !== null,
    error: failed?.error ?? null,
    refetch: () => (query.isError ? query.refetch() : pages.refetch()),
  };
}
