import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '@jongdee/contracts';
import type { BadgeProps, MantineColor } from '@mantine/core';
import { StatusBadge } from './status-badge.tsx';

/** One colour per payment status (the Thai label comes from contracts). */
export const PAYMENT_STATUS_COLORS: Record<PaymentStatus, MantineColor> = {
  pending: 'orange',
  submitted: 'blue',
  verified: 'jade',
  rejected: 'red',
  refunded: 'grape',
};

/** A payment's status in Thai, in its colour. */
export function PaymentStatusBadge({ status, ...props }: { status: PaymentStatus } & BadgeProps) {
  return <StatusBadge color={PAYMENT_STATUS_COLORS[status]} label={PAYMENT_STATUS_LABELS[status]} {...props} />;
}
