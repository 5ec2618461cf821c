import { CERTIFICATE_TYPE_LABELS, RESULT_CONCLUSION_LABELS, type ResultWorkItem } from '@jongdee/contracts';
import { bangkokNow, formatCount, formatThaiDate, formatThaiTime, personName } from '@jongdee/contracts/thai-format';
import { Anchor, Box, Button, Checkbox, Group, Paper, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { IconCalendar, IconCertificate, IconStethoscope } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { notify } from '../../components/notify.ts';
import { ThaiDatePickerInput } from '../../components/thai-date-picker.tsx';
import { paths } from '../../paths.ts';
import { useIssueCertificates } from '../certificates/api/issue-certificates.ts';
import { ClinicFilter } from '../clinics/clinic-filter.tsx';
import { FilterChip, ListFilters } from '../list/list-filters.tsx';
import { ListEmpty, ListResults } from '../list/list-frame.tsx';
import { ListPager } from '../list/list-pager.tsx';
import { ListRow, ListTable, RowLink } from '../list/list-table.tsx';
import { type ListSort, nextSort, SortHeader } from '../list/sort-header.tsx';
import { type ListState, useListState } from '../list/use-list-state.ts';
import { PageHeading } from '../page-heading.tsx';
import { useResultWork } from './api/get-result-work.ts';
import {
  hasFilters,
  PAGE_SIZES,
  parseListState,
  RESULT_TABS,
  type ResultListState,
  type ResultSortKey,
  type ResultTab,
  toApiQuery,
  toApiSearch,
  toCountQuery,
  toSearchParams,
} from './list-search.ts';
import { ResultDrawer } from './result-drawer.tsx';
import { ResultStateBadge, workStateOf } from './result-state-badge.tsx';
import { resultTexts as texts } from './texts.ts';

// The doctor a nurse last chose, kept for this browser tab: thirty results of one clinic, one doctor.
const DOCTOR_KEY = 'jongdee:result-doctor';

/**
 * /admin/examination-results: who waits for a result, whose result waits for a certificate, who is
 * done. A row opens the result form beside the list; tab, filters, page and the open form live in the URL.
 */
export function ExaminationResultsPage() {
  const list = useListState(parseListState, toSearchParams);
  const { state, update } = list;
  const work = useResultWork(toApiQuery(state));
  const [doctorId, setDoctorId] = useState<string | undefined>(() => sessionStorage.getItem(DOCTOR_KEY) ?? undefined);
  const [selected, setSelected] = useState<string[]>([]);
  const issue = useIssueCertificates();

  // A selection belongs to the list it was made in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list's identity is its search
  useEffect(() => setSelected([]), [toApiSearch(state)]);

  const sortBy = (key: ResultSortKey) => update(nextSort(state, key, 'asc'));
  const clearFilters = () => update({ q: '', clinicId: '', date: '', bookingId: '' });

  const chooseDoctor = (id: string) => {
    setDoctorId(id);
    sessionStorage.setItem(DOCTOR_KEY, id);
  };

  const page = work.data;
  const items = page?.items ?? [];
  const order = items.map((item) => item.examinee.id);
  const selectable = state.tab === 'recorded';

  const issueSelected = () =>
    issue.mutate(
      { examineeIds: selected },
      {
        onSuccess: (issued) => {
          notify.success(texts.issued(issued.length));
          setSelected([]);
        },
        onError: (error) => notify.error(error.message, texts.issueFailed),
      },
    );

  return (
    <Stack gap="lg">
      <PageHeading
        title={texts.listTitle}
        subtitle={texts.listSubtitle}
        actions={
          <Button
            component={Link}
            to={paths.admin.certificates.href()}
            variant="default"
            leftSection={<IconCertificate size={18} aria-hidden />}
          >
            {texts.goCertificates}
          </Button>
        }
      />

      <StateTabs state={state} onChange={(tab) => update({ tab, examinee: '' })} />
      <Filters list={list} onClear={clearFilters} bookingNo={items[0]?.booking.bookingNo} />

      {selectable && items.length > 0 ? (
        <Paper withBorder radius="md" p="sm" bg={selected.length > 0 ? 'jade.0' : undefined}>
          <Group justify="space-between" gap="sm">
            <Text fz="sm" c="dark.6">
              {texts.issueHint}
            </Text>
            <Button
              leftSection={<IconCertificate size={18} aria-hidden />}
              disabled={selected.length === 0}
              loading={issue.isPending}
              onClick={issueSelected}
            >
              {texts.issueSelected(selected.length)}
            </Button>
          </Group>
        </Paper>
      ) : null}

      <ListResults
        query={work}
        texts={texts}
        empty={
          <ListEmpty
            filtered={hasFilters(state)}
            onClear={clearFilters}
            texts={{ ...texts, emptyTitle: texts.emptyTitle[state.tab], emptyBody: texts.emptyBody[state.tab] }}
            icon={IconStethoscope}
            maw={460}
          />
        }
      >
        {(shown) => (
          <WorkTable
            items={shown}
            sort={state}
            onSort={sortBy}
            onOpen={(examinee) => update({ examinee, page: state.page })}
            refreshing={work.isPlaceholderData}
            selectable={selectable}
            selected={selected}
            onSelect={setSelected}
          />
        )}
      </ListResults>

      <ListPager data={page} list={list} totalText={texts.total} sizes={PAGE_SIZES} perPage={texts.perPage} />

      {state.examinee ? (
        <ResultDrawer
          examineeId={state.examinee}
          initial={items.find((item) => item.examinee.id === state.examinee)}
          order={order}
          preferredDoctorId={doctorId}
          onDoctorChosen={chooseDoctor}
          onOpen={(examinee) => update({ examinee, page: state.page }, { replace: true })}
          onClose={() => update({ examinee: '', page: state.page })}
        />
      ) : null}
    </Stack>
  );
}

/** The four tabs, each with how many people it holds under the current filters. */
function StateTabs({ state, onChange }: { state: ResultListState; onChange: (tab: ResultTab) => void }) {
  const awaiting = useResultWork(toCountQuery(state, 'awaiting'));
  const recorded = useResultWork(toCountQuery(state, 'recorded'));
  const certified = useResultWork(toCountQuery(state, 'certified'));
  const counts: Partial<Record<ResultTab, number>> = {
    awaiting: awaiting.data?.pagination.total,
    recorded: recorded.data?.pagination.total,
    certified: certified.data?.pagination.total,
  };
  return (
    <SegmentedControl
      aria-label={texts.stateAria}
      value={state.tab}
      onChange={(value) => onChange(value as ResultTab)}
      data={RESULT_TABS.map((tab) => ({
        value: tab,
        label:
          counts[tab] === undefined ? (
            texts.tabs[tab]
          ) : (
            <Group gap={6} wrap="nowrap" justify="center">
              <span>{texts.tabs[tab]}</span>
              <Text
                span
                fz="xs"
                fw={700}
                c="dark.7"
                px={7}
                lh="18px"
                bg={tab === 'awaiting' && (counts[tab] ?? 0) > 0 ? 'orange.1' : 'gray.2'}
                style={{ borderRadius: 999, fontVariantNumeric: 'tabular-nums' }}
              >
                {formatCount(counts[tab] ?? 0)}
              </Text>
            </Group>
          ),
      }))}
      radius="md"
      w="fit-content"
      maw="100%"
    />
  );
}

function Filters({
  list,
  onClear,
  bookingNo,
}: {
  list: ListState<ResultListState>;
  onClear: () => void;
  bookingNo: string | undefined;
}) {
  const { state, update } = list;
  const today = bangkokNow().date;
  return (
    <ListFilters
      list={list}
      searchPlaceholder={texts.searchPlaceholder}
      // A new search closes the open form while typing; Enter, as before, leaves it be.
      onSearch={(q, options) => update(options.replace ? { q, examinee: '' } : { q }, options)}
      searchInGrid
      cols={{ base: 1, sm: 2, md: 3 }}
      filtered={Boolean(state.bookingId) || hasFilters(state)}
      onClear={onClear}
      chips={
        state.bookingId ? (
          <FilterChip
            label={bookingNo ? texts.bookingFilter(bookingNo) : texts.bookingFilterUnknown}
            removeLabel={texts.removeBookingFilter}
            onRemove={() => update({ bookingId: '' })}
          />
        ) : null
      }
    >
      <ClinicFilter value={state.clinicId} onChange={(clinicId) => update({ clinicId })} />
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <ThaiDatePickerInput
          label={texts.dateFilter}
          placeholder={texts.datePlaceholder}
          leftSection={<IconCalendar size={18} aria-hidden />}
          value={state.date || null}
          onChange={(value) => update({ date: value ?? '' })}
          clearable
          clearButtonProps={{ 'aria-label': texts.clearDate }}
          size="sm"
          style={{ flex: 1 }}
        />
        <Button
          variant={state.date === today ? 'light' : 'default'}
          size="sm"
          onClick={() => update({ date: state.date === today ? '' : today })}
          aria-pressed={state.date === today}
        >
          {texts.today}
        </Button>
      </Group>
    </ListFilters>
  );
}

function WorkTable({
  items,
  sort,
  onSort,
  onOpen,
  refreshing,
  selectable,
  selected,
  onSelect,
}: {
  items: ResultWorkItem[];
  sort: ListSort<ResultSortKey>;
  onSort: (key: ResultSortKey) => void;
  onOpen: (examineeId: string) => void;
  refreshing: boolean;
  selectable: boolean;
  selected: string[];
  onSelect: (ids: string[]) => void;
}) {
  const columns = texts.columns;
  const ids = items.map((item) => item.examinee.id);
  const allSelected = ids.length > 0 && ids.every((id) => selected.includes(id));
  const toggle = (id: string) =>
    onSelect(selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id]);
  return (
    <ListTable minWidth={640} refreshing={refreshing}>
      <Table.Thead bg="gray.0">
        <Table.Tr>
          {selectable ? (
            <Table.Th style={{ width: 40 }}>
              <Checkbox
                aria-label={texts.selectAll}
                checked={allSelected}
                indeterminate={!allSelected && selected.length > 0}
                onChange={() => onSelect(allSelected ? [] : ids)}
                size="sm"
              />
            </Table.Th>
          ) : null}
          <SortHeader column="name" label={columns.examinee} sort={sort} onSort={onSort} />
          <SortHeader column="bookingNo" label={columns.booking} sort={sort} onSort={onSort} />
          <SortHeader column="appointmentDate" label={columns.appointment} sort={sort} onSort={onSort} width={120} />
          <Table.Th>{columns.service}</Table.Th>
          <Table.Th style={{ width: 190 }}>{columns.state}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => {
          const name = personName(item.examinee);
          const workState = workStateOf(item);
          return (
            <ListRow key={item.examinee.id} onOpen={() => onOpen(item.examinee.id)} data-testid="result-row">
              {selectable ? (
                <Table.Td onClick={(event) => event.stopPropagation()}>
                  <Checkbox
                    aria-label={texts.selectRow(name)}
                    checked={selected.includes(item.examinee.id)}
                    onChange={() => toggle(item.examinee.id)}
                    size="sm"
                  />
                </Table.Td>
              ) : null}
              <Table.Td>
                <RowLink
                  onOpen={() => onOpen(item.examinee.id)}
                  label={workState === 'awaiting' ? texts.openRecord(name) : texts.openResult(name)}
                >
                  {name}
                </RowLink>
                <Text fz="xs" c="dimmed" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {item.examinee.idNumber}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {item.booking.bookingNo}
                </Text>
                <Text fz="xs" c="dimmed" lineClamp={1}>
                  {item.booking.clinicName}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatThaiDate(item.booking.appointmentDate)}
                </Text>
                <Text fz="xs" c="dimmed">
                  {texts.timeSuffix(item.booking.slotTime)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm" lineClamp={1}>
                  {item.booking.serviceName}
                </Text>
                <Text fz="xs" c="dimmed" lineClamp={1}>
                  {CERTIFICATE_TYPE_LABELS[item.booking.certificateType]}
                </Text>
              </Table.Td>
              <Table.Td>
                <ResultStateBadge state={workState} size="sm" />
                {item.certificate ? (
                  <Box mt={4}>
                    <Anchor
                      component={Link}
                      to={paths.admin.certificateView.href(item.certificate.id)}
                      fz="xs"
                      ff="monospace"
                      onClick={(event) => event.stopPropagation()}
                    >
                      {item.certificate.certificateNo}
                    </Anchor>
                  </Box>
                ) : item.result ? (
                  <Text fz="xs" c="dimmed" mt={4}>
                    {RESULT_CONCLUSION_LABELS[item.result.conclusion]} · {formatThaiDate(item.result.examDate)}
                  </Text>
                ) : (
                  // Results can be recorded only once the examinee has checked in on the day.
                  <Text fz="xs" c="dimmed" mt={4} data-testid="result-row-visit">
                    {item.examinee.checkedInAt
                      ? texts.checkedInAt(formatThaiTime(item.examinee.checkedInAt))
                      : texts.notCheckedInTitle}
                  </Text>
                )}
              </Table.Td>
            </ListRow>
          );
        })}
      </Table.Tbody>
    </ListTable>
  );
}
