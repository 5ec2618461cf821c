import type { Booking, Payment, ReceiptRef } from '@jongdee/contracts';
import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { ReceiptDownloadButton } from '../../components/receipt-download-button.tsx';
import { ReceiptStatusBadge } from '../../components/receipt-status-badge.tsx';
import { RecordCard } from '../record-card.tsx';
import { AmendReceiptModal } from './amend-receipt-modal.tsx';
import { adminPaymentTexts as texts } from './texts.ts';

/**
 * The payment's receipts, newest first: the one in force (or, after a refund, the cancelled one) to
 * download and to amend, and the ones it replaced. Nothing until the payment is verified.
 */
export function ReceiptCard({ payment, booking }: { payment: Payment; booking: Booking | undefined }) {
  const [amending, setAmending] = useState<ReceiptRef | null>(null);
  const receipts = (booking?.receipts ?? []).filter((receipt) => receipt.paymentId === payment.id).reverse();
  const [latest] = receipts;
  if (!latest) return null;
  return (
    <RecordCard title={texts.receiptSection} padding="md" data-testid="receipt-card">
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {texts.receiptHint}
        </Text>
        {receipts.map((receipt, index) => (
          <Fragment key={receipt.id}>
            {index > 0 ? <Divider /> : null}
            <Group justify="space-between" align="center" gap="xs">
              <Stack gap={2}>
                <Group gap="xs">
                  <Text ff="monospace" fz="sm" fw={600}>
                    {receipt.receiptNo}
                  </Text>
                  <ReceiptStatusBadge status={receipt.status} size="sm" />
                </Group>
                {index > 0 ? (
                  <Text fz="xs" c="dimmed">
                    {texts.receiptReplaced}
                  </Text>
                ) : null}
              </Stack>
              {index === 0 ? (
                <Group gap="xs">
                  <ReceiptDownloadButton paymentId={payment.id} receipt={receipt} />
                  {receipt.status === 'issued' ? (
                    <Button
                      variant="light"
                      size="sm"
                      leftSection={<IconPencil size={16} aria-hidden />}
                      onClick={() => setAmending(receipt)}
                      aria-label={texts.amendReceiptOf(receipt.receiptNo)}
                    >
                      {texts.amendReceipt}
                    </Button>
                  ) : null}
                </Group>
              ) : null}
            </Group>
          </Fragment>
        ))}
      </Stack>
      {amending ? <AmendReceiptModal receipt={amending} opened onClose={() => setAmending(null)} /> : null}
    </RecordCard>
  );
}
