import { type AdminDataRequest, DATA_REQUEST_KIND_LABELS, DATA_REQUEST_KINDS } from '@jongdee/contracts';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Pagination,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconChecks, IconShieldLock } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { formatThaiDate } from '../../lib/format-date.ts';
import { fullName } from '../../lib/person-name.ts';
import { useAdminDataRequests } from './api/get-admin-data-requests.ts';
import { DataRequestDrawer } from './data-request-drawer.tsx';
import { DataRequestStatusBadge } from './data-request-status-badge.tsx';
import {
  type DataRequestListState,
  parseListState,
  type StatusTab,
  toApiSearch,
  toSearchParams,
} from './list-search.ts';
import { adminDataRequestTexts as texts } from './texts.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const kindOptions = [
  { value: '', label: texts.kindAll },
  ...DATA_REQUEST_KINDS.map((kind) => ({ value: kind, label: DATA_REQUEST_KIND_LABELS[kind] })),
];

/**
 * /admin/data-requests: people's requests under the PDPA — a copy of their data (30 days) or the
 * erasure of their account (90 days) — nearest the legal due date first, overdue ones flagged. A row
 * opens the request in a side panel; the filter, page and open request live in the URL.
 */
export function DataRequestsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseListState(searchParams), [searchParams]);
  const requests = useAdminDataRequests(toApiSearch(state));

  const update = (patch: Partial<DataRequestListState>, options: { replace?: boolean } = {}) => {
    const next = { ...state, ...(patch.page === undefined ? { page: 1 } : {}), ...patch };
    setSearchParams(toSearchParams(next), { replace: options.replace ?? false });
  };

  const page = requests.data;
  const items = page?.items ?? [];
  const overdue = items.filter((item) => item.overdue).length;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={28}>
          {texts.listTitle}
        </Title>
        <Text c="dimmed" maw={760}>
          {texts.listSubtitle}
        </Text>
      </div>

      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <SegmentedControl
          aria-label={texts.statusAria}
          value={state.status}
          onChange={(value) => update({ status: value as StatusTab, open: '' })}
          data={(['pending', 'completed', 'rejected', 'all'] as const).map((value) => ({
            value,
            label: texts.statusTabs[value],
          }))}
          radius="md"
        />
        <Select
          label={texts.kindFilter}
          data={kindOptions}
          value={state.kind}
          onChange={(value) => update({ kind: (value ?? '') as DataRequestListState['kind'] })}
          allowDeselect={false}
          size="sm"
          w={260}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>

      <Card withBorder radius="lg" padding={0}>
        {requests.isPending ? (
          <Center py={64} role="status">
            <Stack align="center" gap="xs">
              <Loader />
              <Text c="dimmed">{texts.loading}</Text>
            </Stack>
          </Center>
        ) : requests.isError ? (
          <Alert color="red" title={texts.loadFailed} m="md">
            <Stack gap="sm" align="flex-start">
              <Text fz="sm">{requests.error.message}</Text>
              <Button variant="light" color="red" onClick={() => requests.refetch()}>
                {texts.retry}
              </Button>
            </Stack>
          </Alert>
        ) : items.length === 0 ? (
          <EmptyState pending={state.status === 'pending' && !state.kind} />
        ) : (
          <RequestsTable
            items={items}
            refreshing={requests.isPlaceholderData}
            onOpen={(request) => update({ open: request.id, page: state.page })}
          />
        )}
      </Card>

      {page && page.pagination.total > 0 ? (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm">
            <Text c="dimmed" fz="sm">
              {texts.total(page.pagination.total)}
            </Text>
            {overdue > 0 ? (
              <Text c="red.9" fz="sm" fw={600}>
                {texts.overdueCount(overdue)}
              </Text>
            ) : null}
          </Group>
          {page.pagination.totalPages > 1 ? (
            <Pagination
              total={page.pagination.totalPages}
              value={Math.min(state.page, page.pagination.totalPages)}
              onChange={(next) => update({ page: next })}
              size="sm"
              getControlProps={(control) => ({ 'aria-label': texts.pageControls[control] })}
            />
          ) : null}
        </Group>
      ) : null}

      {state.open ? (
        <DataRequestDrawer
          requestId={state.open}
          initial={items.find((item) => item.id === state.open)}
          onClose={() => update({ open: '', page: state.page })}
        />
      ) : null}
    </Stack>
  );
}

function daysUntil(iso: string): number {
  return Math.ceil((Date.parse(iso) - Date.now()) / DAY_MS);
}

function RequestsTable({
  items,
  refreshing,
  onOpen,
}: {
  items: AdminDataRequest[];
  refreshing: boolean;
  onOpen: (request: AdminDataRequest) => void;
}) {
  const columns = texts.columns;
  return (
    <Table.ScrollContainer minWidth={720} type="native">
      <Table
        highlightOnHover
        verticalSpacing="sm"
        horizontalSpacing="md"
        fz="sm"
        style={{ opacity: refreshing ? 0.6 : 1, transition: 'opacity 120ms' }}
        aria-busy={refreshing}
      >
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>{columns.kind}</Table.Th>
            <Table.Th>{columns.person}</Table.Th>
            <Table.Th>{columns.createdAt}</Table.Th>
            <Table.Th>{columns.dueAt}</Table.Th>
            <Table.Th style={{ width: 150 }}>{columns.status}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((request) => {
            const name = fullName(request.user);
            return (
              <Table.Tr
                key={request.id}
                onClick={() => onOpen(request)}
                style={{ cursor: 'pointer' }}
                data-testid="data-request-row"
              >
                <Table.Td>
                  <Anchor
                    component="button"
                    type="button"
                    fw={600}
                    fz="sm"
                    ta="left"
                    aria-label={texts.openRequest(DATA_REQUEST_KIND_LABELS[request.kind], name)}
                    onClick={(event) => {
                      event.stopPropagation();
                      onOpen(request);
                    }}
                  >
                    {DATA_REQUEST_KIND_LABELS[request.kind]}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Text fz="sm" fw={500}>
                      {name}
                    </Text>
                    {request.user.anonymizedAt ? (
                      <Badge color="gray" variant="light" size="xs" radius="sm" tt="none" c="dark.6">
                        {texts.anonymised}
                      </Badge>
                    ) : null}
                  </Group>
                  <Text fz="xs" c="dimmed" lineClamp={1}>
                    {request.user.email}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatThaiDate(request.createdAt)}</Table.Td>
                <Table.Td>
                  <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatThaiDate(request.dueAt)}
                  </Text>
                  {request.overdue ? (
                    <Badge color="red.9" variant="filled" size="sm" radius="sm" tt="none" mt={4}>
                      {texts.overdue}
                    </Badge>
                  ) : request.status === 'pending' ? (
                    <Text fz="xs" c="dimmed">
                      {texts.daysLeft(daysUntil(request.dueAt))}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <DataRequestStatusBadge status={request.status} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function EmptyState({ pending }: { pending: boolean }) {
  return (
    <Center py={56} px="md">
      <Stack align="center" gap="sm" maw={460} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          {pending ? <IconChecks size={28} aria-hidden /> : <IconShieldLock size={28} aria-hidden />}
        </ThemeIcon>
        <Text fw={600}>{pending ? texts.emptyPendingTitle : texts.emptyTitle}</Text>
        <Text c="dimmed" fz="sm">
          {pending ? texts.emptyPendingBody : texts.emptyBody}
        </Text>
      </Stack>
    </Center>
  );
}
