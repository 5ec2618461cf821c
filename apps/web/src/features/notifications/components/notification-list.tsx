import type { Notification, NotificationType } from '@jongdee/contracts';
import { formatThaiDateTime } from '@jongdee/contracts/thai-format';
import { Box, Group, Skeleton, Stack, Text, ThemeIcon, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconAlarm,
  IconBell,
  IconCalendarPlus,
  IconCalendarRepeat,
  IconCalendarX,
  IconCertificate,
  IconCircleCheck,
  IconClockX,
  IconFileCertificate,
  IconReceipt,
  IconReceiptOff,
  IconReceiptRefund,
  IconShieldLock,
  IconUserX,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { RuledList, RuledRow } from '../../../components/ruled-list.tsx';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { notificationTexts as texts } from '../texts.ts';
import classes from './notification-list.module.css';

const typeIcons: Record<NotificationType, { icon: typeof IconBell; color: string }> = {
  booking_created: { icon: IconCalendarPlus, color: 'jade' },
  booking_confirmed: { icon: IconCircleCheck, color: 'teal' },
  booking_cancelled: { icon: IconCalendarX, color: 'gray' },
  booking_expired: { icon: IconClockX, color: 'red' },
  booking_rescheduled: { icon: IconCalendarRepeat, color: 'blue' },
  booking_completed: { icon: IconCertificate, color: 'grape' },
  booking_no_show: { icon: IconUserX, color: 'orange' },
  appointment_reminder: { icon: IconAlarm, color: 'orange' },
  payment_submitted: { icon: IconReceipt, color: 'blue' },
  payment_verified: { icon: IconCircleCheck, color: 'jade' },
  payment_rejected: { icon: IconReceiptOff, color: 'red' },
  payment_refunded: { icon: IconReceiptRefund, color: 'gray' },
  certificate_issued: { icon: IconFileCertificate, color: 'grape' },
  sign_in_attempts: { icon: IconShieldLock, color: 'red' },
};

/** Only links inside the app are followed; anything else from the server is shown without a link. */
function internalLink(link: string | null): string | null {
  return link?.startsWith('/') && !link.startsWith('//') ? link : null;
}

type ListProps = {
  notifications: Notification[];
  /** Called when a click leaves for the notification's link (the bell closes its dropdown). */
  onNavigate?: () => void;
  /** Fewer lines per item, for the bell and the dashboard. */
  compact?: boolean;
};

/**
 * Notifications, unread ones highlighted. Clicking one marks it read and, when it has a link (its
 * booking), follows it; one without a link is a button that only marks it read.
 */
export function NotificationList({ notifications, onNavigate, compact = false }: ListProps) {
  const markRead = useMarkNotificationRead();
  const open = (notification: Notification) => {
    if (!notification.readAt) markRead.mutate(notification.id);
  };

  return (
    <RuledList>
      {notifications.map((notification) => {
        const unread = !notification.readAt;
        const link = internalLink(notification.link);
        const body = <NotificationContent notification={notification} compact={compact} />;
        const className = [classes.item, unread ? classes.unread : '', link || unread ? classes.interactive : '']
          .filter(Boolean)
          .join(' ');
        return (
          <RuledRow key={notification.id}>
            {link ? (
              <UnstyledButton
                component={Link}
                to={link}
                className={className}
                onClick={() => {
                  open(notification);
                  onNavigate?.();
                }}
              >
                {body}
              </UnstyledButton>
            ) : unread ? (
              <UnstyledButton className={className} onClick={() => open(notification)}>
                {body}
              </UnstyledButton>
            ) : (
              <div className={className}>{body}</div>
            )}
          </RuledRow>
        );
      })}
    </RuledList>
  );
}

function NotificationContent({ notification, compact }: { notification: Notification; compact: boolean }) {
  const unread = !notification.readAt;
  const { icon: Icon, color } = typeIcons[notification.type] ?? { icon: IconBell, color: 'jade' };
  return (
    <>
      <ThemeIcon variant="light" color={color} radius="xl" size={compact ? 34 : 40} aria-hidden>
        <Icon size={compact ? 18 : 22} />
      </ThemeIcon>
      <Box className={classes.content}>
        {unread ? <VisuallyHidden>{`${texts.unread}: `}</VisuallyHidden> : null}
        <Text fw={unread ? 700 : 500} fz={compact ? 'sm' : 'md'} c="dark.8" lh={1.45}>
          {notification.title}
        </Text>
        <Text fz="sm" c="dimmed" lineClamp={compact ? 2 : undefined} lh={1.5}>
          {notification.body}
        </Text>
        <Text fz="xs" c="dimmed" mt={2}>
          {formatThaiDateTime(notification.createdAt)}
        </Text>
      </Box>
      {unread ? <span className={classes.dot} aria-hidden /> : null}
    </>
  );
}

export function NotificationListSkeleton({ rows = 3, compact = false }: { rows?: number; compact?: boolean }) {
  return (
    <Stack gap={0} aria-hidden>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
        <Group key={index} gap="sm" wrap="nowrap" align="flex-start" px="md" py="sm">
          <Skeleton circle height={compact ? 34 : 40} />
          <Stack gap={8} style={{ flex: 1 }}>
            <Skeleton height={14} width="70%" />
            <Skeleton height={12} width="95%" />
            <Skeleton height={10} width="35%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
