import { bangkokToday } from '@jongdee/contracts/thai-format';
import { useMutation } from '@tanstack/react-query';
import { apiCall, saveFile } from '../../../api/client.ts';

/** `jongdee-my-data-2026-11-22.json`: the Bangkok date of the download, as the server names it too. */
export function myDataFileName(exportedAt: string): string {
  return `jongdee-my-data-${bangkokToday(new Date(exportedAt))}.json`;
}

/**
 * Fetches my data (exportMyData, JSON) through the usual client — token, Thai errors, the 429 wait —
 * and hands the document itself, pretty-printed, to the browser's downloads.
 */
export async function downloadMyData(): Promise<string> {
  const data = await apiCall('exportMyData');
  const fileName = myDataFileName(data.exportedAt);
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName);
  return fileName;
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
