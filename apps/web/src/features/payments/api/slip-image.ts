import { useEffect, useState } from 'react';
import { apiFile } from '../../../api/client.ts';

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
    setState({ url: null, failed: false });
    apiFile(variant === 'thumbnail' ? 'getSlipThumbnail' : 'getSlipImage', 'slip.jpg', {
      params: { id: paymentId },
      signal: controller.signal,
    })
      .then(({ blob }) => {
        objectUrl = URL.createObjectURL(blob);
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
