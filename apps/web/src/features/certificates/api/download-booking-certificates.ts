import { useMutation } from '@tanstack/react-query';
import { fetchCertificateFile, saveFile } from './certificate-file.ts';

/** Downloads every valid certificate of a booking as one ZIP; answers the file name. */
export async function downloadBookingCertificates({ bookingId, bookingNo }: { bookingId: string; bookingNo: string }) {
  const { blob, fileName } = await fetchCertificateFile(
    `/api/certificates/booking/${encodeURIComponent(bookingId)}/download-all`,
    `certificates-${bookingNo}.zip`,
  );
  saveFile(blob, fileName);
  return fileName;
}

export function useDownloadBookingCertificates() {
  return useMutation({ mutationFn: downloadBookingCertificates });
}
