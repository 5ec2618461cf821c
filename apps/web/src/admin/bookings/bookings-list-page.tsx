import { BOOKING_STATUS_LABELS, BOOKING_STATUSES, type BookingListItem } from '@jongdee/contracts';
import { formatBaht, formatThaiDate, personName } from '@jongdee/contracts/thai-format';
import { Anchor, Box, Button, Card, Group, MultiSelect, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconClipboardList, IconFileSpreadsheet, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { BookingStatusBadge } from '../../components/booking-status-badge.tsx';
import { notify } from '../../components/notify.ts';
import { ThaiDateRangeInput } from '../../components/thai-date-picker.tsx';
import { paths } from '../../paths.ts';
import { useAdminClinics } from '../clinics/api/get-admin-clinics.ts';
import { useAdminServices } from '../clinics/api/get-admin-services.ts';
import { ClearFiltersButton, ListEmptyState, ListResults, NoMatchState } from '../list/list-frame.tsx';
import { ListPager } from '../list/list-pager.tsx';
import { ListSearchInput } from '../list/list-search-input.tsx';
import { ListTable } from '../list/list-table.tsx';
import { type ListSort, nextSort, SortHeader } from '../list/sort-header.tsx';
import { useDateRangeParam } from '../list/use-date-range-param.ts';
import { type UpdateListState, useListState } from '../list/use-list-state.ts';
import { PageHeading } from '../page-heading.tsx';
import { useExportBookings } from './api/export-bookings.ts';
import { useBookings } from './api/get-bookings.ts';
import {
  type BookingListState,
  type BookingSortKey,
  hasFilters,
  PAGE_SIZES,
  parseListState,
  toSearchParams,
} from './list-search.ts';
import { adminBookingTexts as texts } from './texts.ts';

const statusOptions = BOOKING_STATUSES.map((status) => ({ value: status, label: BOOKING_STATUS_LABELS[status] }));

/** /admin/bookings: every booking, searched, filtered, sorted and paged, all of it kept in the URL. */
export function BookingsListPage() {
  const list = useListState(parseListState, toSearchParams);
  const { state, update, clear } = list;
  const bookings = useBookings(state);
  const exporter = useExportBookings();

  const sortBy = (key: BookingSortKey) => update(nextSort(state, key, key === 'createdAt' ? 'desc' : 'asc'));

  const runExport = () =>
    exporter.mutate(state, {
      onSuccess: () => notify.success(texts.exportDone),
      onError: (error) => notify.error(error.message, texts.exportFailed),
    });

  const page = bookings.data;
  return (
    <Stack gap="lg">
      <PageHeading
        title={texts.listTitle}
        subtitle={texts.listSubtitle}
        actions={
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
              onClick={runExport}
              loading={exporter.isPending}
              loaderProps={{ type: 'dots' }}
            >
              {texts.exportExcel}
            </Button>
            <Button
              component={Link}
              to={paths.admin.bookingCreate.href()}
              leftSection={<IconPlus size={18} aria-hidden />}
            >
              {texts.create}
            </Button>
          </Group>
        }
      />

      <Filters state={state} update={update} />

      <ListResults query={bookings} texts={texts} empty={<EmptyState filtered={hasFilters(state)} onClear={clear} />}>
        {(items) => (
          <BookingsTable items={items} sort={state} onSort={sortBy} refreshing={bookings.isPlaceholderData} />
        )}
      </ListResults>

      <ListPager data={page} list={list} totalText={texts.total} sizes={PAGE_SIZES} perPage={texts.perPage} />
    </Stack>
  );
}

function Filters({ state, update }: { state: BookingListState; update: UpdateListState<BookingListState> }) {
  const clinics = useAdminClinics();
  const services = useAdminServices();
  const [range, changeRange] = useDateRangeParam(state.dateFrom, state.dateTo, (dateFrom, dateTo) =>
    update({ dateFrom, dateTo }),
  );

  return (
    <Card withBorder radius="lg" padding="md">
      <Stack gap="sm">
        <ListSearchInput
          value={state.q}
          placeholder={texts.searchPlaceholder}
          onSearch={(q, options) => update({ q }, options)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
          <MultiSelect
            label={texts.statusFilter}
            placeholder={state.status.length === 0 ? texts.statusPlaceholder : undefined}
            data={statusOptions}
            value={state.status}
            onChange={(value) => update({ status: value as BookingListState['status'] })}
            clearable
            size="sm"
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={texts.clinicFilter}
            placeholder={texts.clinicPlaceholder}
            data={(clinics.data ?? []).map((clinic) => ({ value: clinic.id, label: clinic.name }))}
            value={state.clinicId || null}
            onChange={(value) => update({ clinicId: value ?? '' })}
            clearable
            searchable
            size="sm"
            nothingFoundMessage={texts.empty}
          />
          <Select
            label={texts.serviceFilter}
            placeholder={texts.servicePlaceholder}
            data={(services.data ?? []).map((service) => ({ value: service.id, label: service.name }))}
            value={state.serviceId || null}
            onChange={(value) => update({ serviceId: value ?? '' })}
            clearable
            searchable
            size="sm"
            nothingFoundMessage={texts.empty}
          />
          <ThaiDateRangeInput
            label={texts.dateRange}
            placeholder={texts.dateRangePlaceholder}
            value={range}
            onChange={changeRange}
            clearable
            size="sm"
          />
        </SimpleGrid>
        {hasFilters(state) ? (
          <Group justify="flex-end">
            <ClearFiltersButton
              variant="subtle"
              onClick={() => update({ q: '', status: [], clinicId: '', serviceId: '', dateFrom: '', dateTo: '' })}
            />
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

function BookingsTable({
  items,
  sort,
  onSort,
  refreshing,
}: {
  items: BookingListItem[];
  sort: ListSort<BookingSortKey>;
  onSort: (key: BookingSortKey) => void;
  refreshing: boolean;
}) {
  const navigate = useNavigate();
  const columns = texts.columns;
  return (
    // Below 1200 px (a 1024 px screen beside the navigation) status and examinees fold into other cells,
    // so the table fits without scrolling sideways.
    <ListTable minWidth={660} refreshing={refreshing} horizontalSpacing="xs">
      <Table.Thead bg="gray.0">
        <Table.Tr>
          <SortHeader column="createdAt" label={columns.bookingNo} sort={sort} onSort={onSort} width={140} />
          <SortHeader column="appointmentDate" label={columns.appointment} sort={sort} onSort={onSort} width={112} />
          <Table.Th>{columns.clinicService}</Table.Th>
          <Table.Th>{columns.customer}</Table.Th>
          <Table.Th style={{ textAlign: 'right', width: 96, whiteSpace: 'nowrap' }} visibleFrom="lg">
            {columns.examinees}
          </Table.Th>
          <SortHeader
            column="totalAmount"
            label={columns.total}
            sort={sort}
            onSort={onSort}
            align="right"
            width={104}
          />
          <SortHeader column="status" label={columns.status} sort={sort} onSort={onSort} width={132} visibleFrom="lg" />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((booking) => (
          <Table.Tr
            key={booking.id}
            onClick={() => navigate(paths.admin.bookingView.href(booking.id))}
            style={{ cursor: 'pointer' }}
          >
            <Table.Td>
              <Anchor
                component={Link}
                to={paths.admin.bookingView.href(booking.id)}
                fw={600}
                fz="sm"
                ff="monospace"
                aria-label={texts.openBooking(booking.bookingNo)}
                onClick={(event) => event.stopPropagation()}
                style={{ whiteSpace: 'nowrap' }}
              >
                {booking.bookingNo}
              </Anchor>
              <Text fz="xs" c="dimmed">
                {formatThaiDate(booking.createdAt)}
              </Text>
              <Box hiddenFrom="lg" mt={4}>
                <BookingStatusBadge status={booking.status} size="sm" />
              </Box>
            </Table.Td>
            <Table.Td>
              <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatThaiDate(booking.appointmentDate)}
              </Text>
              <Text fz="xs" c="dimmed">
                {texts.timeSuffix(booking.slotTime)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Cell main={booking.clinic.name} sub={booking.service.name} />
            </Table.Td>
            <Table.Td>
              <Cell main={personName(booking.user)} sub={booking.user.phone} />
            </Table.Td>
            <Table.Td style={{ textAlign: 'right' }} visibleFrom="lg">
              <Examinees booking={booking} />
            </Table.Td>
            <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
              <Text fz="sm" fw={500}>
                {formatBaht(booking.totalAmount)}
              </Text>
              <Box hiddenFrom="lg">
                <Examinees booking={booking} size="xs" />
              </Box>
            </Table.Td>
            <Table.Td visibleFrom="lg">
              <BookingStatusBadge status={booking.status} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ListTable>
  );
}

function Examinees({ booking, size = 'sm' }: { booking: BookingListItem; size?: 'sm' | 'xs' }) {
  const missing = booking.examineesFilled < booking.examineeCount;
  return (
    <Text fz={size} c={missing ? 'orange.9' : size === 'xs' ? 'dimmed' : undefined}>
      {texts.examineesFilled(booking.examineesFilled, booking.examineeCount)}
    </Text>
  );
}

function Cell({ main, sub }: { main: ReactNode; sub: ReactNode }) {
  return (
    <>
      <Text fz="sm" lineClamp={2}>
        {main}
      </Text>
      <Text fz="xs" c="dimmed" lineClamp={1}>
        {sub}
      </Text>
    </>
  );
}

function EmptyState({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return filtered ? (
    <NoMatchState title={texts.noMatchTitle} body={texts.noMatchBody} onClear={onClear} />
  ) : (
    <ListEmptyState
      icon={IconClipboardList}
      title={texts.emptyTitle}
      body={texts.emptyBody}
      action={
        <Button component={Link} to={paths.admin.bookingCreate.href()} leftSection={<IconPlus size={18} aria-hidden />}>
          {texts.create}
        </Button>
      }
    />
  );
}
