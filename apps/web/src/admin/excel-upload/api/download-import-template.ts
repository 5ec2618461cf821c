import { useMutation } from '@tanstack/react-query';
import {
  ApiError,
  HTML_RESPONSE_MESSAGE,
  REQUEST_FAILED_MESSAGE,
  readToken,
  SESSION_ENDED_EVENT,
} from '../../../api/client.ts';
import { fileNameFromDisposition } from '../../bookings/api/export-bookings.ts';

/**
 * Downloads the import form for a target (`search` is the template query: kind, booking or clinic and
 * certificate type) and hands it to the browser's downloads under the server's file name. Not JSON, so
 * not through apiRequest: the same bearer token — a plain link could not send it — and the server's Thai
 * message when it refuses. Answers the file name.
 */
export async function downloadImportTemplate(search: string): Promise<string> {
  const token = readToken();
  const response = await fetch(`/api/admin/excel-imports/template?${search}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const type = response.headers.get('content-type') ?? '';
    if (type.includes('text/html')) throw new ApiError(HTML_RESPONSE_MESSAGE, response.status);
    const payload = (await response.json().catch(() => null)) as { error?: string; code?: string } | null;
    if (response.status === 401 && token && payload?.code === 'UNAUTHENTICATED') {
      window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
    }
    throw new ApiError(payload?.error || REQUEST_FAILED_MESSAGE, response.status, payload?.code);
  }
  const fileName = fileNameFromDisposition(response.headers.get('content-disposition'), 'import-template.xlsx');
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

export function useDownloadImportTemplate() {
  return useMutation({ mutationFn: downloadImportTemplate });
}
