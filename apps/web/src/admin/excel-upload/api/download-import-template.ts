import { useMutation } from '@tanstack/react-query';
import { apiFile, type RouteInput, saveFile } from '../../../api/client.ts';

/**
 * Downloads the import form for a target (`query`: kind, booking or clinic and certificate type) and
 * hands it to the browser's downloads under the server's file name. Answers the file name.
 */
export async function downloadImportTemplate(query: RouteInput<'getImportTemplate'>['query']): Promise<string> {
  const { blob, fileName } = await apiFile('getImportTemplate', 'import-template.xlsx', { query });
  saveFile(blob, fileName);
  return fileName;
}

export function useDownloadImportTemplate() {
  return useMutation({ mutationFn: downloadImportTemplate });
}
