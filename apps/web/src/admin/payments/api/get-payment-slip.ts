import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, REQUEST_FAILED_MESSAGE, readToken } from '../../../api/client.ts';
import { adminPaymentKeys } from './admin-payment-keys.ts';

export type SlipSize = 'image' | 'thumbnail';

/**
 * The slip's JPEG. An <img src> cannot send the bearer token, so the bytes are fetched here and
 * shown through an object URL (the CSP allows blob: images).
 */
export async function getPaymentSlip(id: string, size: SlipSize, signal?: AbortSignal): Promise<Blob> {
  const token = readToken();
  const response = await fetch(
    `/api/payments/${encodeURIComponent(id)}/slip${size === 'thumbnail' ? '/thumbnail' : ''}`,
    { headers: token ? { authorization: `Bearer ${token}` } : {}, signal },
  );
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { error?: string; code?: string } | null;
    throw new ApiError(payload?.error || REQUEST_FAILED_MESSAGE, response.status, payload?.code);
  }
  return response.blob();
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
  return { url, isError: query.isError, isPending: enabled && query.isPending };
}
