import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '@jongdee/contracts';
import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';
import type { CSSProperties } from 'react';

/** One colour per payment status, as the booking badges have (the Thai label comes from contracts). */
export const PAYMENT_STATUS_COLORS: Record<PaymentStatus, MantineColor> = {
  pending: 'orange',
  submitted: 'blue',
  verified: 'jade',
  rejected: 'red',
  refunded: 'grape',
};

/**
 * The status in Thai on a tint of its colour with a dot of the colour itself, like BookingStatusBadge:
 * a dark label, because orange text cannot reach AA contrast on its own tint. Long labels wrap.
 */
export function PaymentStatusBadge({ status, size = 'md', ...props }: { status: PaymentStatus } & BadgeProps) {
  const color = PAYMENT_STATUS_COLORS[status];
  return (
    <Badge
      color={color}
      variant="light"
      size={size}
      radius="sm"
      tt="none"
      fw={600}
      h="auto"
      py={3}
      style={{ '--badge-color': 'var(--mantine-color-dark-7)', flex: 'none' } as CSSProperties}
      styles={{ label: { whiteSpace: 'normal', lineHeight: 1.35 } }}
      leftSection={
        <span
          aria-hidden
          style={{ width: 8, height: 8, borderRadius: '50%', background: `var(--mantine-color-${color}-7)` }}
        />
      }
      {...props}
    >
      {PAYMENT_STATUS_LABELS[status]}
    </Badge>
  );
}
