import {
  CERTIFICATE_TYPE_LABELS,
  IMPORT_KINDS,
  IMPORT_STATUS_LABELS,
  type ImportKind,
  type ImportSummary,
} from '@jongdee/contracts';
import { formatThaiDate, formatThaiTime } from '@jongdee/contracts/thai-format';
import { Anchor, Card, Group, SegmentedControl, Table, Text, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StatusBadge } from '../../components/status-badge.tsx';
import { paths } from '../../paths.ts';
import { ListEmptyState, ListResults, NoMatchState } from '../list/list-frame.tsx';
import { ListPager } from '../list/list-pager.tsx';
import { ListTable } from '../list/list-table.tsx';
import { useImports } from './api/get-imports.ts';
import { historyQuery, type ImportPageState } from './list-search.ts';
import { excelImportTexts as texts } from './texts.ts';

const STATUS_COLORS: Record<ImportSummary['status'], string> = { previewed: 'gray', committed: 'green', failed: 'red' };

type HistoryState = Pick<ImportPageState, 'history' | 'page'>;

/** Every import, newest first: saved, only previewed, or failed; filtered by kind and paged in the URL. */
export function ImportHistory({
  state,
  onChange,
}: {
  state: HistoryState;
  onChange: (patch: Partial<HistoryState>) => void;
}) {
  const imports = useImports(historyQuery(state));
  return (
    <Card withBorder radius="lg" padding={0}>
      <Group justify="space-between" gap="sm" wrap="wrap" px="md" py="sm">
        <Title order={2} fz="lg">
          {texts.historyTitle}
        </Title>
        <SegmentedControl
          aria-label={texts.historyFilterAria}
          size="xs"
          value={state.history || 'all'}
          onChange={(value) => onChange({ history: value === 'all' ? '' : (value as ImportKind), page: 1 })}
          data={[
            { value: 'all', label: texts.historyAll },
            ...IMPORT_KINDS.map((kind) => ({ value: kind, label: texts.historyKindShort[kind] })),
          ]}
        />
      </Group>
      <ListResults
        query={imports}
        texts={texts}
        withinCard={false}
        loaderPy={48}
        empty={
          state.history !== '' ? (
            <NoMatchState title={texts.historyNoMatchTitle} body={texts.historyNoMatchBody} py={48} />
          ) : (
            <ListEmptyState icon={IconHistory} title={texts.historyEmptyTitle} body={texts.historyEmptyBody} py={48} />
          )
        }
      >
        {(items) => <HistoryTable items={items} refreshing={imports.isPlaceholderData} />}
      </ListResults>
      <ListPager
        data={imports.data}
        list={{ state, update: onChange }}
        totalText={texts.historyTotal}
        px="md"
        py="sm"
        style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      />
    </Card>
  );
}

function HistoryTable({ items, refreshing }: { items: ImportSummary[]; refreshing: boolean }) {
  const columns = texts.historyColumns;
  return (
    // Below 1200 px (a 1024 px screen beside the navigation) the errors fold under the rows and the person goes.
    <ListTable minWidth={640} refreshing={refreshing} highlightOnHover={false}>
      <Table.Thead bg="gray.0">
        <Table.Tr>
          <Table.Th style={{ width: 112 }}>{columns.createdAt}</Table.Th>
          <Table.Th>{columns.kind}</Table.Th>
          <Table.Th>{columns.target}</Table.Th>
          <Table.Th style={{ textAlign: 'right', width: 96 }}>{columns.rows}</Table.Th>
          <Table.Th style={{ textAlign: 'right', width: 96 }} visibleFrom="lg">
            {columns.errors}
          </Table.Th>
          <Table.Th style={{ width: 150 }}>{columns.status}</Table.Th>
          <Table.Th visibleFrom="lg">{columns.createdBy}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={item.id} data-testid="import-history-row">
            <Table.Td>
              <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatThaiDate(item.createdAt)}
              </Text>
              <Text fz="xs" c="dimmed">
                {texts.timeSuffix(formatThaiTime(item.createdAt))}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text fz="sm">{texts.historyKindShort[item.kind]}</Text>
              <Text fz="xs" c="dimmed" lineClamp={1} title={item.fileName} style={{ overflowWrap: 'anywhere' }}>
                {item.fileName}
              </Text>
            </Table.Td>
            <Table.Td>
              {item.bookingId && item.bookingNo ? (
                <Anchor
                  component={Link}
                  to={paths.admin.bookingView.href(item.bookingId)}
                  fz="sm"
                  ff="monospace"
                  fw={600}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {item.bookingNo}
                </Anchor>
              ) : null}
              {item.clinicName ? (
                <Text fz={item.bookingNo ? 'xs' : 'sm'} c={item.bookingNo ? 'dimmed' : undefined} lineClamp={2}>
                  {item.clinicName}
                </Text>
              ) : null}
              {item.certificateType ? (
                <Text fz="xs" c="dimmed" lineClamp={1}>
                  {CERTIFICATE_TYPE_LABELS[item.certificateType]}
                </Text>
              ) : null}
              {!item.bookingNo && !item.clinicName ? <Text c="dimmed">{texts.dash}</Text> : null}
            </Table.Td>
            <Table.Td style={{ textAlign: 'right' }}>
              <Text fz="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                {texts.historyRows(item.rowsValid, item.rowsTotal)}
              </Text>
              <Text fz="xs" hiddenFrom="lg" c={item.errors.length > 0 ? 'red' : 'dimmed'}>
                {item.errors.length > 0 ? texts.historyErrors(item.errors.length) : null}
              </Text>
            </Table.Td>
            <Table.Td style={{ textAlign: 'right' }} visibleFrom="lg">
              <Text fz="sm" c={item.errors.length > 0 ? 'red' : 'dimmed'} fw={item.errors.length > 0 ? 600 : undefined}>
                {item.errors.length > 0 ? texts.historyErrors(item.errors.length) : texts.historyNoErrors}
              </Text>
            </Table.Td>
            <Table.Td>
              <StatusBadge color={STATUS_COLORS[item.status]} label={IMPORT_STATUS_LABELS[item.status]} size="sm" />
              {item.certificatesIssued > 0 ? (
                <Text fz="xs" c="dimmed" mt={4}>
                  {texts.historyCertificates(item.certificatesIssued)}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td visibleFrom="lg">
              <Text fz="sm" lineClamp={2}>
                {item.createdBy.name}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ListTable>
  );
}
