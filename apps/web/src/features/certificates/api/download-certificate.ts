import { useMutation } from '@tanstack/react-query';
import { fetchCertificateFile, saveFile } from './certificate-file.ts';

/** Downloads one certificate's PDF (`MC-69-000123.pdf`); answers the file name. */
export async function downloadCertificate({ id, certificateNo }: { id: string; certificateNo: string }) {
  const { blob, fileName } = await fetchCertificateFile(
    `/api/certificates/${encodeURIComponent(id)}/download`,
    `${certificateNo}.pdf`,
  );
  saveFile(blob, fileName);
  return fileName;
}

export function useDownloadCertificate() {
  return useMutation({ mutationFn: downloadCertificate });
}
