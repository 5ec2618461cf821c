import { useMutation } from '@tanstack/react-query';
import { apiFile, saveFile } from '../../../api/client.ts';

/** The staff's Excel form of this booking's examinees, into the browser's downloads. */
export async function downloadExamineeTemplate(bookingId: string, bookingNo: string): Promise<void> {
  const { blob, fileName } = await apiFile('getExamineeImportTemplate', `examinees-${bookingNo}.xlsx`, {
    params: { id: bookingId },
  });
  saveFile(blob, fileName);
}

export function useDownloadExamineeTemplate(bookingId: string, bookingNo: string) {
  return useMutation({ mutationFn: () => downloadExamineeTemplate(bookingId, bookingNo) });
}
