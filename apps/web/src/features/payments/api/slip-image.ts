import { useEffect, useState } from 'react';
import { readToken } from '../../../api/client.ts';

export type SlipImageVariant = 'thumbnail' | 'full';

/**
 * A payment's slip image as an object URL. The image needs the bearer token, so it is fetched rather
 * than linked; the URL is revoked on unmount. A payment's slip never changes (one per payment).
 */
export function useSlipImage(paymentId: string, variant: SlipImageVariant = 'thumbnail') {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });

  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    const path = `/api/payments/${paymentId}/slip${variant === 'thumbnail' ? '/thumbnail' : ''}`;
    const token = readToken();
    setState({ url: null, failed: false });
    fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`slip image ${response.status}`);
        objectUrl = URL.createObjectURL(await response.blob());
        setState({ url: objectUrl, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ url: null, failed: true });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [paymentId, variant]);

  return state;
}
