import { BOOKING_STATUS_LABELS, type BookingStatus } from '@jongdee/contracts';
import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';
import {
  IconCalendarCheck,
  IconCalendarX,
  IconCertificate,
  IconClockX,
  IconCreditCard,
  IconHourglass,
} from '@tabler/icons-react';
import type { CSSProperties } from 'react';

/** How each booking status looks everywhere: one colour and one icon (the Thai label comes from contracts). */
export const BOOKING_STATUS_LOOK: Record<BookingStatus, { color: MantineColor; icon: typeof IconCreditCard }> = {
  pending_payment: { color: 'orange', icon: IconCreditCard },
  payment_review: { color: 'blue', icon: IconHourglass },
  confirmed: { color: 'jade', icon: IconCalendarCheck },
  completed: { color: 'grape', icon: IconCertificate },
  cancelled: { color: 'gray', icon: IconCalendarX },
  expired: { color: 'red', icon: IconClockX },
};

/**
 * The status in Thai on a tint of its colour, with a dot of the colour itself. The label is dark:
 * orange text (pending payment, the commonest status) cannot reach AA contrast on its own tint.
 * Long labels wrap rather than being cut, for narrow table columns.
 */
export function BookingStatusBadge({ status, size = 'md', ...props }: { status: BookingStatus } & BadgeProps) {
  const { color } = BOOKING_STATUS_LOOK[status];
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
      {BOOKING_STATUS_LABELS[status]}
    </Badge>
  );
}
