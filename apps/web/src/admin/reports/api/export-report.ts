import { useMutation } from '@tanstack/react-query';
import { ApiError, HTML_RESPONSE_MESSAGE, REQUEST_FAILED_MESSAGE, readToken } from '../../../api/client.ts';

/**
 * Downloads the report of `search` as .xlsx. Not JSON, so not through apiRequest: the same bearer
 * token, and the envelope's Thai message when the server refuses.
 */
export async function exportReport(search: string): Promise<string> {
  const token = readToken();
  const response = await fetch(`/api/admin/reports/export?${search}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const type = response.headers.get('content-type') ?? '';
    if (type.includes('text/html')) throw new ApiError(HTML_RESPONSE_MESSAGE, response.status);
    const payload = (await response.json().catch(() => null)) as { error?: string; code?: string } | null;
    throw new ApiError(payload?.error || REQUEST_FAILED_MESSAGE, response.status, payload?.code);
  }
  const named = /filename\s*=\s*"?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '');
  const fileName = named?.[1]?.trim() || 'report.xlsx';
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

export function useExportReport() {
  return useMutation({ mutationFn: exportReport });
}
