import {
  ApiError,
  HTML_RESPONSE_MESSAGE,
  REQUEST_FAILED_MESSAGE,
  readToken,
  SESSION_ENDED_EVENT,
} from '../../../api/client.ts';

/** The file name from `Content-Disposition`: RFC 5987 `filename*=UTF-8''…` first, then plain `filename="…"`. */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoding falls through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() || fallback;
}

/**
 * A certificate file (PDF, or a booking's ZIP). Not JSON, so not through apiRequest, but the same
 * bearer token — a link or an <iframe src> could not send it — and the server's Thai message when it refuses.
 */
export async function fetchCertificateFile(
  path: string,
  fallbackName: string,
  signal?: AbortSignal,
): Promise<{ blob: Blob; fileName: string }> {
  const token = readToken();
  const response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal });
  if (!response.ok) {
    const type = response.headers.get('content-type') ?? '';
    if (type.includes('text/html')) throw new ApiError(HTML_RESPONSE_MESSAGE, response.status);
    const payload = (await response.json().catch(() => null)) as { error?: string; code?: string } | null;
    if (response.status === 401 && token && payload?.code === 'UNAUTHENTICATED') {
      window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
    }
    throw new ApiError(payload?.error || REQUEST_FAILED_MESSAGE, response.status, payload?.code);
  }
  const fileName = fileNameFromDisposition(response.headers.get('content-disposition'), fallbackName);
  return { blob: await response.blob(), fileName };
}

/** Hands a fetched file to the browser's downloads under its own name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
