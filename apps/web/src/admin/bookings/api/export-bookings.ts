import { useMutation } from '@tanstack/react-query';
import { ApiError, HTML_RESPONSE_MESSAGE, REQUEST_FAILED_MESSAGE, readToken } from '../../../api/client.ts';

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
 * Downloads the bookings matching `search` (the list's filters) as .xlsx. Not JSON, so not through
 * apiRequest: the same bearer token, and the envelope's Thai message when the server refuses.
 */
export async function exportBookings(search: string): Promise<string> {
  const token = readToken();
  const response = await fetch(`/api/admin/bookings/export${search ? `?${search}` : ''}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const type = response.headers.get('content-type') ?? '';
    if (type.includes('text/html')) throw new ApiError(HTML_RESPONSE_MESSAGE, response.status);
    const payload = (await response.json().catch(() => null)) as { error?: string; code?: string } | null;
    throw new ApiError(payload?.error || REQUEST_FAILED_MESSAGE, response.status, payload?.code);
  }
  const fileName = fileNameFromDisposition(response.headers.get('content-disposition'), 'bookings.xlsx');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return fileName;
}

export function useExportBookings() {
  return useMutation({ mutationFn: exportBookings });
}
