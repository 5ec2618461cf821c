import { Button } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { notify } from '../../../components/notify.ts';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read.ts';
import { notificationTexts as texts } from '../texts.ts';

/**
 * "Mark all as read", with its toasts: how many were marked, or why it failed. The bell's is small
 * and subtle in its header; the page's an outline button, disabled when nothing is unread.
 */
export function MarkAllReadButton({ compact = false, disabled = false }: { compact?: boolean; disabled?: boolean }) {
  const markAll = useMarkAllNotificationsRead();
  return (
    <Button
      size={compact ? 'compact-sm' : undefined}
      variant={compact ? 'subtle' : 'outline'}
      leftSection={<IconChecks size={compact ? 16 : 18} aria-hidden />}
      disabled={disabled}
      loading={markAll.isPending}
      onClick={() =>
        markAll.mutate(undefined, {
          onSuccess: ({ updated }) => notify.success(texts.markedAllRead(updated)),
          onError: (error) => notify.error(error.message, texts.markReadFailed),
        })
      }
    >
      {texts.markAllRead}
    </Button>
  );
}
