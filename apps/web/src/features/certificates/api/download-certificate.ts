import { useMutation } from '@tanstack/react-query';
import { apiFile, saveFile } from '../../../api/client.ts';

/** Downloads one certificate's PDF (`MC-69-000123.pdf`); answers the file name. */
export async function downloadCertificate({ id, certificateNo }: { id: string; certificateNo: string }) {
  const { blob, fileName } = await apiFile('downloadCertificate', `${certificateNo}.pdf`, { params: { id } });
  saveFile(blob, fileName);
  return fileName;
}

export function useDownloadCertificate() {
  return useMutation({ mutationFn: downloadCertificate });
}
