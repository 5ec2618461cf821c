import {
  Alert,
  Button,
  Card,
  Center,
  Group,
  Pagination,
  SegmentedControl,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconBellOff, IconChecks } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../paths.ts';
import { useNotifications } from './api/get-notifications.ts';
import { useUnreadCount } from './api/get-unread-count.ts';
import { MarkAllReadButton } from './components/mark-all-read-button.tsx';
import { NotificationList, NotificationListSkeleton } from './components/notification-list.tsx';
import { notificationTexts as texts } from './texts.ts';

const DEFAULT_LIMIT = 20;

function whole(value: string | null, fallback: number, max: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? Math.min(number, max) : fallback;
}

/** /notifications — newest first; page, limit and the unread filter live in the URL, so a reload keeps them. */
export function NotificationsPage() {
  const [params, setParams] = useSearchParams();
  const page = whole(params.get('page'), 1, 100_000);
  const limit = whole(params.get('limit'), DEFAULT_LIMIT, 100);
  const unreadOnly = params.get('unread') === 'true';
  const list = useNotifications({ page, limit, unread: unreadOnly });
  const unreadCount = useUnreadCount();
  const count = unreadCount.data ?? 0;
  const totalPages = list.data?.pagination.totalPages ?? 0;

  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  // Past the last page (the list shrank, or an old link): go to the last page there is.
  useEffect(() => {
    if (!list.isPlaceholderData && totalPages > 0 && page > totalPages) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('page', String(totalPages));
          return next;
        },
        { replace: true },
      );
    }
  }, [list.isPlaceholderData, page, totalPages, setParams]);

  return (
    <Stack gap="lg" maw={820}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {texts.title}
          </Title>
          <Text c="dimmed">{unreadCount.isSuccess ? texts.unreadSummary(count) : texts.intro}</Text>
        </div>
        <MarkAllReadButton disabled={count === 0} />
      </Group>

      <SegmentedControl
        aria-label={texts.filterLabel}
        value={unreadOnly ? 'unread' : 'all'}
        onChange={(value) => update({ unread: value === 'unread' ? 'true' : null, page: null })}
        data={[
          { value: 'all', label: texts.filterAll },
          { value: 'unread', label: texts.filterUnread },
        ]}
        w={{ base: '100%', xs: 'auto' }}
        style={{ alignSelf: 'flex-start' }}
      />

      {list.isPending ? (
        <Card withBorder radius="lg" padding={0}>
          <NotificationListSkeleton rows={5} />
        </Card>
      ) : list.isError ? (
        <Alert color="red" title={texts.loadFailed}>
          <Button variant="default" onClick={() => list.refetch()}>
            {texts.retry}
          </Button>
        </Alert>
      ) : list.data.items.length === 0 ? (
        <EmptyState unreadOnly={unreadOnly} onShowAll={() => update({ unread: null, page: null })} />
      ) : (
        <>
          <Card withBorder radius="lg" padding={0} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            <NotificationList notifications={list.data.items} />
          </Card>
          <Group justify="space-between" gap="sm">
            <Text fz="sm" c="dimmed">
              {texts.pageOf(list.data.pagination.page, Math.max(totalPages, 1), list.data.pagination.total)}
            </Text>
            {totalPages > 1 ? (
              <nav aria-label={texts.pagination}>
                <Pagination
                  total={totalPages}
                  value={Math.min(page, totalPages)}
                  onChange={(value) => {
                    update({ page: value === 1 ? null : String(value) });
                    window.scrollTo({ top: 0 });
                  }}
                  siblings={1}
                  boundaries={1}
                  getItemProps={(item) => ({ 'aria-label': texts.page(item) })}
                  getControlProps={(control) => ({
                    'aria-label': {
                      first: texts.firstPage,
                      previous: texts.previousPage,
                      next: texts.nextPage,
                      last: texts.lastPage,
                    }[control],
                  })}
                />
              </nav>
            ) : null}
          </Group>
        </>
      )}
    </Stack>
  );
}

function EmptyState({ unreadOnly, onShowAll }: { unreadOnly: boolean; onShowAll: () => void }) {
  return (
    <Card withBorder radius="lg" padding="xl">
      <Center>
        <Stack align="center" gap="sm" maw={420} ta="center" py="md">
          <ThemeIcon size={64} radius="xl" variant="light">
            {unreadOnly ? <IconChecks size={32} aria-hidden /> : <IconBellOff size={32} aria-hidden />}
          </ThemeIcon>
          <Title order={2} fz="lg">
            {unreadOnly ? texts.emptyUnreadTitle : texts.emptyTitle}
          </Title>
          <Text c="dimmed">{unreadOnly ? texts.emptyUnreadBody : texts.emptyBody}</Text>
          {unreadOnly ? (
            <Button variant="outline" onClick={onShowAll}>
              {texts.emptyUnreadAction}
            </Button>
          ) : (
            <Button component={Link} to={paths.booking.href()}>
              {texts.emptyAction}
            </Button>
          )}
        </Stack>
      </Center>
    </Card>
  );
}
