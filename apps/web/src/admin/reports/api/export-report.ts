import type { ReportQuery } from '@jongdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFile, saveFile } from '../../../api/client.ts';

/** Downloads the report of `query` as .xlsx; answers the file's name. */
export async function exportReport(query: ReportQuery): Promise<string> {
  const { blob, fileName } = await apiFile('exportReport', 'report.xlsx', { query });
  saveFile(blob, fileName);
  return fileName;
}

export function useExportReport() {
  return useMutation({ mutationFn: exportReport });
}
