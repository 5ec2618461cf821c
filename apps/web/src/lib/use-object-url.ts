import { useEffect, useState } from 'react';

/**
 * A fetched file as an object URL for an <img> (the CSP allows blob: images, and frames nothing):
 * what shows a file whose route needs the bearer token, which a plain src could not send. The URL is
 * revoked when the blob changes or the screen leaves; null until there is a blob.
 */
export function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [blob]);
  return url;
}
