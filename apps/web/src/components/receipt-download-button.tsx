import type { ReceiptRef } from '@jongdee/contracts';
import { Button, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useDownloadReceipt } from '../api/download-receipt.ts';
import { notify } from './notify.ts';
import { receiptTexts as texts } from './receipt-texts.ts';

/** "ดาวน์โหลดใบเสร็จ": the payment's receipt as a PDF, saved under its number. */
export function ReceiptDownloadButton({
  paymentId,
  receipt,
  ...props
}: { paymentId: string; receipt: Pick<ReceiptRef, 'receiptNo'> } & Omit<ButtonProps, 'children'>) {
  const download = useDownloadReceipt();
  const run = () =>
    download.mutate(
      { paymentId, receiptNo: receipt.receiptNo },
      {
        onSuccess: (fileName) => notify.success(texts.downloaded(fileName)),
        onError: (error) => notify.error(error.message, texts.downloadFailed),
      },
    );
  return (
    <Button
      variant="default"
      size="sm"
      leftSection={<IconDownload size={16} aria-hidden />}
      {...props}
      onClick={run}
      loading={download.isPending}
      aria-label={texts.downloadOf(receipt.receiptNo)}
    >
      {texts.download}
    </Button>
  );
}
