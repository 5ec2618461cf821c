import { Button, Stack, Text } from '@mantine/core';
import { LATEST_FILTERS, useNotifications } from '../api/get-notifications.ts';
import { notificationTexts as texts } from '../texts.ts';
import { NotificationList, NotificationListSkeleton } from './notification-list.tsx';

/** The five newest notifications, for the bell's dropdown and the dashboard (one query for both). */
export function LatestNotifications({ onNavigate }: { onNavigate?: () => void }) {
  const latest = useNotifications(LATEST_FILTERS);
  if (latest.isPending) return <NotificationListSkeleton rows={3} compact />;
  if (latest.isError) {
    return (
      <Stack align="center" gap="xs" p="md">
        <Text fz="sm" c="dimmed">
          {texts.loadFailed}
        </Text>
        <Button size="xs" variant="default" onClick={() => latest.refetch()}>
          {texts.retry}
        </Button>
      </Stack>
    );
  }
  if (latest.data.items.length === 0) {
    return (
      <Text fz="sm" c="dimmed" ta="center" p="lg">
        {texts.emptyShort}
      </Text>
    );
  }
  return <NotificationList notifications={latest.data.items} onNavigate={onNavigate} compact />;
}
