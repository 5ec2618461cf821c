import { useMutation } from '@tanstack/react-query';
import { apiFile, saveFile } from '../../../api/client.ts';

/** Downloads every valid certificate of a booking as one ZIP; answers the file name. */
export async function downloadBookingCertificates({ bookingId, bookingNo }: { bookingId: string; bookingNo: string }) {
  const { blob, fileName } = await apiFile('downloadBookingCertificates', `certificates-${bookingNo}.zip`, {
    params: { bookingId },
  });
  saveFile(blob, fileName);
  return fileName;
}

export function useDownloadBookingCertificates() {
  return useMutation({ mutationFn: downloadBookingCertificates });
}
