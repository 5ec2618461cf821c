import { useMutation } from '@tanstack/react-query';
import { apiFile, saveFile } from './client.ts';

/** Downloads a payment's receipt (`receipt-RC-69-000001.pdf`); answers the file name. */
export async function downloadReceipt({ paymentId, receiptNo }: { paymentId: string; receiptNo: string }) {
  const { blob, fileName } = await apiFile('downloadPaymentReceipt', `receipt-${receiptNo}.pdf`, {
    params: { id: paymentId },
  });
  saveFile(blob, fileName);
  return fileName;
}

/** The receipt download of the customer's screens and the admin payment view alike. */
export function useDownloadReceipt() {
  return useMutation({ mutationFn: downloadReceipt });
}
