import type { Booking } from '@jongdee/contracts';
import { Divider, Group, Stack, Text } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { Fragment } from 'react';
import { Panel } from '../../../components/panel.tsx';
import { ReceiptDownloadButton } from '../../../components/receipt-download-button.tsx';
import { ReceiptStatusBadge } from '../../../components/receipt-status-badge.tsx';
import { bookingTexts as texts } from '../texts.ts';

/**
 * The booking's receipts, one per verified payment (its latest: an amended receipt replaces the one
 * before it), each to download as a PDF. Nothing until the clinic has verified a payment.
 */
export function BookingReceipts({ booking }: { booking: Booking }) {
  const latest = [...new Map(booking.receipts.map((receipt) => [receipt.paymentId, receipt])).values()];
  if (latest.length === 0) return null;
  return (
    <Panel icon={<IconFileInvoice size={20} aria-hidden />} title={texts.receipts}>
      <Stack gap="sm">
        {booking.receipt ? (
          <Text fz="sm" c="dimmed">
            {texts.receiptCompany(booking.receipt.name)}
          </Text>
        ) : null}
        <Stack
          gap="sm"
          component="ul"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
          data-testid="booking-receipts"
        >
          {latest.map((receipt, index) => (
            <Fragment key={receipt.id}>
              {index > 0 ? <Divider component="li" aria-hidden /> : null}
              <li>
                <Group justify="space-between" align="center" gap="xs">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      <Text fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {receipt.receiptNo}
                      </Text>
                      <ReceiptStatusBadge status={receipt.status} size="sm" />
                    </Group>
                    {receipt.status === 'cancelled' ? (
                      <Text fz="sm" c="red">
                        {texts.receiptCancelled}
                      </Text>
                    ) : null}
                  </Stack>
                  <ReceiptDownloadButton
                    paymentId={receipt.paymentId}
                    receipt={receipt}
                    w={{ base: '100%', xs: 'auto' }}
                  />
                </Group>
              </li>
            </Fragment>
          ))}
        </Stack>
      </Stack>
    </Panel>
  );
}
