import { RECEIPT_STATUS_LABELS, type ReceiptStatus } from '@jongdee/contracts';
import type { BadgeProps, MantineColor } from '@mantine/core';
import { StatusBadge } from './status-badge.tsx';

/** One colour per receipt status (the Thai label comes from contracts). */
const RECEIPT_STATUS_COLORS: Record<ReceiptStatus, MantineColor> = { issued: 'jade', cancelled: 'red' };

/** A receipt's status in Thai, in its colour. */
export function ReceiptStatusBadge({ status, ...props }: { status: ReceiptStatus } & BadgeProps) {
  return <StatusBadge color={RECEIPT_STATUS_COLORS[status]} label={RECEIPT_STATUS_LABELS[status]} {...props} />;
}
