import { skipToken, useQuery } from '@tanstack/react-query';
import { apiFile } from '../../../api/client.ts';
import { useObjectUrl } from '../../../lib/use-object-url.ts';
import { adminPaymentKeys } from './admin-payment-keys.ts';

export type SlipSize = 'image' | 'thumbnail';

/** The slip's JPEG, whole or small; the route needs the bearer token, so the bytes come through apiFile. */
export async function getPaymentSlip(id: string, size: SlipSize, signal?: AbortSignal): Promise<Blob> {
  const route = size === 'thumbnail' ? 'getSlipThumbnail' : 'getSlipImage';
  return (await apiFile(route, 'slip.jpg', { params: { id }, signal })).blob;
}

/** The slip as an object URL, revoked when the image leaves the screen; null while it loads. */
export function usePaymentSlip(id: string, size: SlipSize, enabled = true) {
  const query = useQuery({
    queryKey: adminPaymentKeys.slip(id, size),
    queryFn: enabled ? ({ signal }) => getPaymentSlip(id, size, signal) : skipToken,
    // A payment's slip never changes once sent.
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  const url = useObjectUrl(query.data);
  return { url, isError: query.isError, isPending: enabled && query.isPending };
}
