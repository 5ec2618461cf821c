// From the zod-free labels: the dashboard shows this badge on its first paint.
import { BOOKING_STATUS_LABELS, type BookingStatus } from '@jongdee/contracts/labels';
import type { BadgeProps, MantineColor } from '@mantine/core';
import {
  IconCalendarCheck,
  IconCalendarX,
  IconCertificate,
  IconClockX,
  IconCreditCard,
  IconHourglass,
} from '@tabler/icons-react';
import { StatusBadge } from './status-badge.tsx';

/** How each booking status looks everywhere: one colour and one icon (the Thai label comes from contracts). */
export const BOOKING_STATUS_LOOK: Record<BookingStatus, { color: MantineColor; icon: typeof IconCreditCard }> = {
  pending_payment: { color: 'orange', icon: IconCreditCard },
  payment_review: { color: 'blue', icon: IconHourglass },
  confirmed: { color: 'jade', icon: IconCalendarCheck },
  completed: { color: 'grape', icon: IconCertificate },
  cancelled: { color: 'gray', icon: IconCalendarX },
  expired: { color: 'red', icon: IconClockX },
};

/** A booking's status in Thai, in its colour. */
export function BookingStatusBadge({ status, ...props }: { status: BookingStatus } & BadgeProps) {
  return <StatusBadge color={BOOKING_STATUS_LOOK[status].color} label={BOOKING_STATUS_LABELS[status]} {...props} />;
}
