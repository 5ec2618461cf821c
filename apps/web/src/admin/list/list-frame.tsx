import { Button, Card, Center, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { type Icon, IconFilterOff, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { RetryAlert } from '../../components/retry-alert.tsx';
import { adminListTexts as texts } from './texts.ts';

/** What a list query gives the frame: a page of items once loaded, or the error to show. */
type ListQuery<Item> = {
  data: { items: Item[] } | undefined;
  error: Error | null;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
};

/**
 * The body of an admin list, in its card: a loader while the first page comes, the error with a retry
 * when it fails, the list's own empty state when there is nothing, and otherwise what `children` draws
 * of the items. `withinCard={false}` where the list already sits in a card of its own.
 */
export function ListResults<Item>({
  query,
  texts: listTexts,
  empty,
  loaderPy = 64,
  withinCard = true,
  children,
}: {
  query: ListQuery<Item>;
  /** The list's own words for loading and for failing to load. */
  texts: { loading: string; loadFailed: string };
  empty: ReactNode;
  loaderPy?: number;
  withinCard?: boolean;
  children: (items: Item[]) => ReactNode;
}) {
  const body = query.isPending ? (
    <Center py={loaderPy} role="status">
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed">{listTexts.loading}</Text>
      </Stack>
    </Center>
  ) : query.isError ? (
    <RetryAlert
      title={listTexts.loadFailed}
      message={query.error?.message}
      retryLabel={texts.retry}
      onRetry={() => query.refetch()}
      m="md"
    />
  ) : !query.data ? null : query.data.items.length === 0 ? (
    empty
  ) : (
    children(query.data.items)
  );
  return withinCard ? (
    <Card withBorder radius="lg" padding={0}>
      {body}
    </Card>
  ) : (
    body
  );
}

/** A list with nothing to show: an icon, a line saying why, what to do about it, and maybe a way out. */
export function ListEmptyState({
  icon: IconOf,
  title,
  body,
  action,
  py = 56,
  maw = 440,
}: {
  icon: Icon;
  title: string;
  body: string;
  action?: ReactNode;
  py?: number;
  maw?: number;
}) {
  return (
    <Center py={py} px="md">
      <Stack align="center" gap="sm" maw={maw} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconOf size={28} aria-hidden />
        </ThemeIcon>
        <Text fw={600}>{title}</Text>
        <Text c="dimmed" fz="sm">
          {body}
        </Text>
        {action}
      </Stack>
    </Center>
  );
}

/** Nothing matches the filters: the search icon, and a way to clear them where the list has one. */
export function NoMatchState({
  title,
  body,
  onClear,
  py,
  maw,
}: {
  title: string;
  body: string;
  onClear?: () => void;
  py?: number;
  maw?: number;
}) {
  return (
    <ListEmptyState
      icon={IconSearch}
      title={title}
      body={body}
      action={onClear ? <ClearFiltersButton onClick={onClear} /> : null}
      py={py}
      maw={maw}
    />
  );
}

/** The words of a list with nothing to show: nothing matching its filters, or nothing at all. */
export type ListEmptyTexts = { noMatchTitle: string; noMatchBody: string; emptyTitle: string; emptyBody: string };

/**
 * What `ListResults` shows when a list is empty: under filters, that nothing matches and the way to
 * clear them; without, the list's own empty state (its icon, and maybe the way to make the first one).
 */
export function ListEmpty({
  filtered,
  onClear,
  texts: emptyTexts,
  icon,
  action,
  maw,
}: {
  filtered: boolean;
  onClear: () => void;
  texts: ListEmptyTexts;
  icon: Icon;
  action?: ReactNode;
  maw?: number;
}) {
  return filtered ? (
    <NoMatchState title={emptyTexts.noMatchTitle} body={emptyTexts.noMatchBody} onClear={onClear} maw={maw} />
  ) : (
    <ListEmptyState icon={icon} title={emptyTexts.emptyTitle} body={emptyTexts.emptyBody} action={action} maw={maw} />
  );
}

/**
 * "ล้างตัวกรอง": a quiet link-like button under the filters (`subtle`), or the way out of an empty
 * result (`light`, the default).
 */
export function ClearFiltersButton({
  onClick,
  variant = 'light',
}: {
  onClick: () => void;
  variant?: 'light' | 'subtle';
}) {
  return variant === 'subtle' ? (
    <Button
      variant="subtle"
      size="xs"
      color="gray"
      leftSection={<IconFilterOff size={16} aria-hidden />}
      onClick={onClick}
    >
      {texts.clearFilters}
    </Button>
  ) : (
    <Button variant="light" leftSection={<IconFilterOff size={18} aria-hidden />} onClick={onClick}>
      {texts.clearFilters}
    </Button>
  );
}
