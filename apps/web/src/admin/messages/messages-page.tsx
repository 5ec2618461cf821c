import {
  type AdminMessage,
  MESSAGE_KIND_LABELS,
  MESSAGE_KINDS,
  MESSAGE_STATUS_LABELS,
  MESSAGE_STATUSES,
  type MessageStatus,
} from '@jongdee/contracts';
import { formatCount, formatThaiDateTime } from '@jongdee/contracts/thai-format';
import type { MantineColor } from '@mantine/core';
import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconMail, IconRefresh } from '@tabler/icons-react';
import { notify } from '../../components/notify.ts';
import { StatusBadge } from '../../components/status-badge.tsx';
import { ListFilters, SelectFilter } from '../list/list-filters.tsx';
import { ListEmpty, ListResults } from '../list/list-frame.tsx';
import { ListPager } from '../list/list-pager.tsx';
import { ListTable } from '../list/list-table.tsx';
import { type ListState, useListState } from '../list/use-list-state.ts';
import { PageHeading } from '../page-heading.tsx';
import { useAdminMessages, useDownloadMessageEml, useRetryMessage } from './api/admin-messages.ts';
import {
  DEFAULT_STATE,
  hasFilters,
  type MessageListState,
  PAGE_SIZES,
  parseMessageListState,
  toSearchParams,
} from './list-search.ts';
import { adminMessageTexts as texts } from './texts.ts';

const STATUS_COLORS: Record<MessageStatus, MantineColor> = {
  pending: 'orange',
  sending: 'blue',
  sent: 'jade',
  failed: 'red',
};
const kindOptions = MESSAGE_KINDS.map((kind) => ({ value: kind, label: MESSAGE_KIND_LABELS[kind] }));
const emptyTexts = {
  noMatchTitle: texts.emptyFilteredTitle,
  noMatchBody: texts.emptyFilteredBody,
  emptyTitle: texts.emptyTitle,
  emptyBody: texts.emptyBody,
};

/**
 * /admin/messages: every e-mail the outbox holds, newest first — waiting, sent, or failed after a day
 * of retries — with why it failed, a way to send it again, and the .eml file where the server wrote
 * messages to files (no SMTP configured). The count of failed messages stays in view above the list.
 */
export function MessagesPage() {
  const list = useListState(parseMessageListState, toSearchParams);
  const { state, update, clear } = list;
  const messages = useAdminMessages(state);
  const page = messages.data;
  const failedCount = page?.failedCount ?? 0;

  return (
    <Stack gap="lg">
      <PageHeading title={texts.title} subtitle={texts.subtitle} subtitleMaw={760} />

      {failedCount > 0 ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title={texts.failedTitle(failedCount)}
          data-testid="failed-messages"
        >
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">{texts.failedBody}</Text>
            {state.status !== 'failed' ? (
              <Button size="xs" variant="white" color="red" onClick={() => update({ status: 'failed' })}>
                {texts.showFailed}
              </Button>
            ) : null}
          </Stack>
        </Alert>
      ) : null}

      <Filters list={list} failedCount={failedCount} />

      <ListResults
        query={messages}
        texts={texts}
        empty={<ListEmpty filtered={hasFilters(state)} onClear={clear} texts={emptyTexts} icon={IconMail} />}
      >
        {(items) => <MessagesTable items={items} refreshing={messages.isPlaceholderData} />}
      </ListResults>

      <ListPager data={page} list={list} totalText={texts.total} sizes={PAGE_SIZES} perPage={texts.perPage} />
    </Stack>
  );
}

function Filters({ list, failedCount }: { list: ListState<MessageListState>; failedCount: number }) {
  const { state, update } = list;
  const statusOptions = MESSAGE_STATUSES.map((status) => ({
    value: status,
    label:
      status === 'failed' && failedCount > 0
        ? `${MESSAGE_STATUS_LABELS[status]} (${formatCount(failedCount)})`
        : MESSAGE_STATUS_LABELS[status],
  }));
  return (
    <ListFilters
      list={list}
      searchPlaceholder={texts.searchPlaceholder}
      cols={{ base: 1, xs: 2 }}
      filtered={hasFilters(state)}
      onClear={() => update({ ...DEFAULT_STATE, limit: state.limit })}
    >
      <SelectFilter
        label={texts.statusFilter}
        placeholder={texts.statusAll}
        options={statusOptions}
        value={state.status}
        onChange={(status) => update({ status })}
      />
      <SelectFilter
        label={texts.kindFilter}
        placeholder={texts.kindPlaceholder}
        options={kindOptions}
        value={state.kind}
        onChange={(kind) => update({ kind })}
      />
    </ListFilters>
  );
}

function MessagesTable({ items, refreshing }: { items: AdminMessage[]; refreshing: boolean }) {
  const columns = texts.columns;
  return (
    <ListTable minWidth={840} refreshing={refreshing} horizontalSpacing="md">
      <Table.Thead bg="gray.0">
        <Table.Tr>
          <Table.Th>{columns.kind}</Table.Th>
          <Table.Th style={{ width: 250 }}>{columns.status}</Table.Th>
          <Table.Th>{columns.recipient}</Table.Th>
          <Table.Th style={{ width: 160 }}>{columns.createdAt}</Table.Th>
          <Table.Th style={{ width: 150 }}>{columns.actions}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((message) => (
          <MessageRow key={message.id} message={message} />
        ))}
      </Table.Tbody>
    </ListTable>
  );
}

function MessageRow({ message }: { message: AdminMessage }) {
  return (
    <Table.Tr data-testid="message-row">
      <Table.Td>
        <Text fz="sm" fw={600}>
          {message.kindLabel}
        </Text>
        {message.subject ? (
          <Text fz="xs" c="dimmed" lineClamp={2}>
            {message.subject}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <StatusBadge color={STATUS_COLORS[message.status]} label={MESSAGE_STATUS_LABELS[message.status]} />
          <DeliveryNote message={message} />
        </Stack>
      </Table.Td>
      <Table.Td style={{ wordBreak: 'break-all' }}>{message.recipient}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatThaiDateTime(message.createdAt)}</Table.Td>
      <Table.Td>
        <MessageActions message={message} />
      </Table.Td>
    </Table.Tr>
  );
}

/** When it went, or how often it was tried, when it is tried next, and the last reason it failed. */
function DeliveryNote({ message }: { message: AdminMessage }) {
  if (message.status === 'sent' && message.sentAt) {
    return (
      <Text fz="xs" c="dimmed">
        {texts.sentAt(formatThaiDateTime(message.sentAt))}
      </Text>
    );
  }
  return (
    <>
      {message.attempts > 0 ? (
        <Text fz="xs" c="dimmed">
          {texts.attempts(message.attempts)}
          {message.nextAttemptAt && message.attempts > 0
            ? ` · ${texts.nextAttempt(formatThaiDateTime(message.nextAttemptAt))}`
            : ''}
        </Text>
      ) : null}
      {message.lastError ? (
        <Text fz="xs" c="red" lineClamp={3} title={message.lastError}>
          {texts.lastError}: {message.lastError}
        </Text>
      ) : null}
    </>
  );
}

function MessageActions({ message }: { message: AdminMessage }) {
  const retry = useRetryMessage();
  const download = useDownloadMessageEml();
  const canRetry = message.status === 'failed';
  if (!canRetry && !message.hasEml) return <Text c="dimmed">{texts.dash}</Text>;
  return (
    <Group gap="xs" wrap="nowrap">
      {canRetry ? (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={retry.isPending}
          aria-label={texts.retryLabel(message.recipient)}
          onClick={() =>
            retry.mutateAsync(message.id).then(
              () => notify.success(texts.retried),
              (error: Error) => notify.error(error.message, texts.retryFailed),
            )
          }
        >
          {texts.retry}
        </Button>
      ) : null}
      {message.hasEml ? (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden />}
          loading={download.isPending}
          aria-label={texts.downloadEmlLabel(message.recipient)}
          onClick={() =>
            download.mutateAsync(message.id).catch((error: Error) => notify.error(error.message, texts.downloadFailed))
          }
        >
          {texts.downloadEml}
        </Button>
      ) : null}
    </Group>
  );
}
