import { BOOKING_STATUS_LABELS, BOOKING_STATUSES, type BookingListItem } from '@jongdee/contracts';
import { formatBaht, formatThaiDate, personName } from '@jongdee/contracts/thai-format';
import { Box, Button, Group, MultiSelect, Stack, Table, Text } from '@mantine/core';
import { IconClipboardList, IconFileSpreadsheet, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BookingStatusBadge } from '../../components/booking-status-badge.tsx';
import { notify } from '../../components/notify.ts';
import { paths } from '../../paths.ts';
import { useAdminServices } from '../clinics/api/get-admin-services.ts';
import { ClinicFilter } from '../clinics/clinic-filter.tsx';
import { DateRangeFilter, ListFilters, SelectFilter } from '../list/list-filters.tsx';
import { ListEmpty, ListResults } from '../list/list-frame.tsx';
import { ListPager } from '../list/list-pager.tsx';
import { CellLines, ListRow, ListTable, RowLink } from '../list/list-table.tsx';
import { type ListSort, nextSort, SortHeader } from '../list/sort-header.tsx';
import { type ListState, useListState } from '../list/use-list-state.ts';
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

const createBooking = (
  <Button component={Link} to={paths.admin.bookingCreate.href()} leftSection={<IconPlus size={18} aria-hidden />}>
    {texts.create}
  </Button>
);

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
            {createBooking}
          </Group>
        }
      />

      <Filters list={list} />

      <ListResults
        query={bookings}
        texts={texts}
        empty={
          <ListEmpty
            filtered={hasFilters(state)}
            onClear={clear}
            texts={texts}
            icon={IconClipboardList}
            action={createBooking}
          />
        }
      >
        {(items) => (
          <BookingsTable items={items} sort={state} onSort={sortBy} refreshing={bookings.isPlaceholderData} />
        )}
      </ListResults>

      <ListPager data={page} list={list} totalText={texts.total} sizes={PAGE_SIZES} perPage={texts.perPage} />
    </Stack>
  );
}

function Filters({ list }: { list: ListState<BookingListState> }) {
  const { state, update } = list;
  const services = useAdminServices();
  return (
    <ListFilters
      list={list}
      searchPlaceholder={texts.searchPlaceholder}
      cols={{ base: 1, xs: 2, lg: 4 }}
      filtered={hasFilters(state)}
      onClear={() => update({ q: '', status: [], clinicId: '', serviceId: '', dateFrom: '', dateTo: '' })}
    >
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
      <ClinicFilter value={state.clinicId} onChange={(clinicId) => update({ clinicId })} />
      <SelectFilter
        label={texts.serviceFilter}
        placeholder={texts.servicePlaceholder}
        options={(services.data ?? []).map((service) => ({ value: service.id, label: service.name }))}
        value={state.serviceId}
        onChange={(serviceId) => update({ serviceId })}
        searchable
        nothingFound={texts.empty}
      />
      <DateRangeFilter label={texts.dateRange} placeholder={texts.dateRangePlaceholder} list={list} />
    </ListFilters>
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
          <ListRow key={booking.id} to={paths.admin.bookingView.href(booking.id)}>
            <Table.Td>
              <RowLink to={paths.admin.bookingView.href(booking.id)} label={texts.openBooking(booking.bookingNo)} mono>
                {booking.bookingNo}
              </RowLink>
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
              <CellLines main={booking.clinic.name} sub={booking.service.name} />
            </Table.Td>
            <Table.Td>
              <CellLines main={personName(booking.user)} sub={booking.user.phone} />
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
          </ListRow>
        ))}
      </Table.Tbody>
    </ListTable>
  );
}

function Examinees({ booking, size = 'sm' }: { booking: BookingListItem; size?: 'sm' | 'xs' }) {
  const missing = booking.examineesFilled < booking.examineeCount;
  return (
    <Text fz={size} c={missing ? 'orange' : size === 'xs' ? 'dimmed' : undefined}>
      {texts.examineesFilled(booking.examineesFilled, booking.examineeCount)}
    </Text>
  );
}
