import type { MyDataExport } from '@jongdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

/** `jongdee-my-data-2026-11-22.json`: the Bangkok date of the download, as the server names it too. */
export function myDataFileName(exportedAt: string): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date(exportedAt));
  return `jongdee-my-data-${day}.json`;
}

/**
 * Fetches my data (GET /api/auth/export, JSON) through the usual client — token, Thai errors, the
 * 429 wait — and hands the document itself, pretty-printed, to the browser's downloads.
 */
export async function downloadMyData(): Promise<string> {
  const data = await apiRequest<MyDataExport>('/api/auth/export');
  const fileName = myDataFileName(data.exportedAt);
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
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

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
