import { type AdminDataRequest, DATA_REQUEST_KIND_LABELS, DATA_REQUEST_KINDS } from '@jongdee/contracts';
import { formatThaiDate, personName } from '@jongdee/contracts/thai-format';
import { Badge, Group, SegmentedControl, Select, Stack, Table, Text } from '@mantine/core';
import { IconChecks, IconShieldLock } from '@tabler/icons-react';
import { ListEmptyState, ListResults } from '../list/list-frame.tsx';
import { ListPager } from '../list/list-pager.tsx';
import { ListRow, ListTable, RowLink } from '../list/list-table.tsx';
import { useListState } from '../list/use-list-state.ts';
import { PageHeading } from '../page-heading.tsx';
import { useAdminDataRequests } from './api/get-admin-data-requests.ts';
import { DataRequestDrawer } from './data-request-drawer.tsx';
import { AnonymisedBadge, DataRequestStatusBadge } from './data-request-status-badge.tsx';
import { type DataRequestListState, parseListState, type StatusTab, toSearchParams } from './list-search.ts';
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
  const list = useListState(parseListState, toSearchParams);
  const { state, update } = list;
  const requests = useAdminDataRequests(state);

  const page = requests.data;
  const items = page?.items ?? [];
  const overdue = items.filter((item) => item.overdue).length;

  return (
    <Stack gap="lg">
      <PageHeading title={texts.listTitle} subtitle={texts.listSubtitle} subtitleMaw={760} />

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

      <ListResults
        query={requests}
        texts={texts}
        empty={<EmptyState pending={state.status === 'pending' && !state.kind} />}
      >
        {(shown) => (
          <RequestsTable
            items={shown}
            refreshing={requests.isPlaceholderData}
            onOpen={(request) => update({ open: request.id, page: state.page })}
          />
        )}
      </ListResults>

      <ListPager data={page} list={list} totalText={texts.total}>
        {overdue > 0 ? (
          <Text c="red" fz="sm" fw={600}>
            {texts.overdueCount(overdue)}
          </Text>
        ) : null}
      </ListPager>

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
    <ListTable minWidth={720} refreshing={refreshing} horizontalSpacing="md">
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
          const name = personName(request.user);
          return (
            <ListRow key={request.id} onOpen={() => onOpen(request)} data-testid="data-request-row">
              <Table.Td>
                <RowLink
                  onOpen={() => onOpen(request)}
                  label={texts.openRequest(DATA_REQUEST_KIND_LABELS[request.kind], name)}
                >
                  {DATA_REQUEST_KIND_LABELS[request.kind]}
                </RowLink>
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Text fz="sm" fw={500}>
                    {name}
                  </Text>
                  {request.user.anonymizedAt ? <AnonymisedBadge /> : null}
                </Group>
                <Text fz="xs" c="dimmed" lineClamp={1}>
                  {request.user.email ?? texts.dash}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatThaiDate(request.createdAt)}</Table.Td>
              <Table.Td>
                <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatThaiDate(request.dueAt)}
                </Text>
                {request.overdue ? (
                  <Badge color="red" variant="filled" size="sm" radius="sm" tt="none" mt={4}>
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
            </ListRow>
          );
        })}
      </Table.Tbody>
    </ListTable>
  );
}

function EmptyState({ pending }: { pending: boolean }) {
  return pending ? (
    <ListEmptyState icon={IconChecks} title={texts.emptyPendingTitle} body={texts.emptyPendingBody} maw={460} />
  ) : (
    <ListEmptyState icon={IconShieldLock} title={texts.emptyTitle} body={texts.emptyBody} maw={460} />
  );
}
