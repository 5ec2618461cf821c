import { BOOKING_STATUS_LABELS, BOOKING_STATUSES, type BookingListItem } from '@jongdee/contracts';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Card,
  Center,
  Group,
  Loader,
  MultiSelect,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconChevronDown,
  IconChevronUp,
  IconClipboardList,
  IconFileSpreadsheet,
  IconFilterOff,
  IconPlus,
  IconSearch,
  IconSelector,
} from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BookingStatusBadge } from '../../components/booking-status-badge.tsx';
import { notify } from '../../components/notify.ts';
import { ThaiDatePickerInput } from '../../components/thai-date-picker.tsx';
import { formatThaiDate } from '../../lib/format-date.ts';
import { formatBaht } from '../../lib/format-money.ts';
import { fullName } from '../../lib/person-name.ts';
import { paths } from '../../paths.ts';
import { useAdminClinics } from '../clinics/api/get-admin-clinics.ts';
import { useAdminServices } from '../clinics/api/get-admin-services.ts';
import { useExportBookings } from './api/export-bookings.ts';
import { useBookings } from './api/get-bookings.ts';
import {
  type BookingListState,
  type BookingSortKey,
  DEFAULT_STATE,
  filterParams,
  hasFilters,
  PAGE_SIZES,
  parseListState,
  toApiSearch,
  toSearchParams,
} from './list-search.ts';
import { adminBookingTexts as texts } from './texts.ts';

const statusOptions = BOOKING_STATUSES.map((status) => ({ value: status, label: BOOKING_STATUS_LABELS[status] }));

/** /admin/bookings: every booking, searched, filtered, sorted and paged, all of it kept in the URL. */
export function BookingsListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseListState(searchParams), [searchParams]);
  const apiSearch = toApiSearch(state);
  const bookings = useBookings(apiSearch);
  const exporter = useExportBookings();

  /** Any change of filter or sort starts again at page 1; paging itself keeps the rest. */
  const update = (patch: Partial<BookingListState>, options: { replace?: boolean } = {}) => {
    const next = { ...state, ...(patch.page === undefined ? { page: 1 } : {}), ...patch };
    setSearchParams(toSearchParams(next), { replace: options.replace ?? false });
  };

  const sortBy = (key: BookingSortKey) =>
    update({
      sortBy: key,
      sortOrder:
        state.sortBy === key ? (state.sortOrder === 'asc' ? 'desc' : 'asc') : key === 'createdAt' ? 'desc' : 'asc',
    });

  const runExport = () =>
    exporter.mutate(filterParams(state).toString(), {
      onSuccess: () => notify.success(texts.exportDone),
      onError: (error) => notify.error(error.message, texts.exportFailed),
    });

  const page = bookings.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} fz={28}>
            {texts.listTitle}
          </Title>
          <Text c="dimmed">{texts.listSubtitle}</Text>
        </div>
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
      </Group>

      <Filters state={state} update={update} />

      <Card withBorder radius="lg" padding={0}>
        {bookings.isPending ? (
          <Center py={64} role="status">
            <Stack align="center" gap="xs">
              <Loader />
              <Text c="dimmed">{texts.loading}</Text>
            </Stack>
          </Center>
        ) : bookings.isError ? (
          <Alert color="red" title={texts.loadFailed} m="md">
            <Stack gap="sm" align="flex-start">
              <Text fz="sm">{bookings.error.message}</Text>
              <Button variant="light" color="red" onClick={() => bookings.refetch()}>
                {texts.retry}
              </Button>
            </Stack>
          </Alert>
        ) : page && page.items.length === 0 ? (
          <EmptyState filtered={hasFilters(state)} onClear={() => setSearchParams(new URLSearchParams())} />
        ) : page ? (
          <BookingsTable items={page.items} state={state} onSort={sortBy} refreshing={bookings.isPlaceholderData} />
        ) : null}
      </Card>

      {page && page.pagination.total > 0 ? (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm">
            <Text c="dimmed" fz="sm">
              {texts.total(page.pagination.total)}
            </Text>
            <Select
              aria-label={texts.perPageAria}
              size="xs"
              w={88}
              data={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
              value={String(state.limit)}
              onChange={(value) => update({ limit: Number(value ?? DEFAULT_STATE.limit) })}
              allowDeselect={false}
            />
            <Text c="dimmed" fz="sm">
              {texts.perPage}
            </Text>
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
    </Stack>
  );
}

function Filters({
  state,
  update,
}: {
  state: BookingListState;
  update: (patch: Partial<BookingListState>, options?: { replace?: boolean }) => void;
}) {
  const clinics = useAdminClinics();
  const services = useAdminServices();
  const [query, setQuery] = useState(state.q);
  const [range, setRange] = useState<[string | null, string | null]>([state.dateFrom || null, state.dateTo || null]);

  // The URL is the truth: follow it when it changes from outside (back button, "clear filters").
  useEffect(() => setQuery(state.q), [state.q]);
  useEffect(() => setRange([state.dateFrom || null, state.dateTo || null]), [state.dateFrom, state.dateTo]);

  // Typing updates the URL once the person pauses, replacing the history entry rather than adding one per key.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed text should schedule a search
  useEffect(() => {
    if (query.trim() === state.q.trim()) return;
    const timer = setTimeout(() => update({ q: query }, { replace: true }), 350);
    return () => clearTimeout(timer);
  }, [query]);

  const changeRange = (value: [string | null, string | null]) => {
    setRange(value);
    const [from, to] = value;
    if (from && to) update({ dateFrom: from, dateTo: to });
    else if (!from && !to) update({ dateFrom: '', dateTo: '' });
  };

  return (
    <Card withBorder radius="lg" padding="md">
      <Stack gap="sm">
        <TextInput
          label={texts.searchLabel}
          placeholder={texts.searchPlaceholder}
          leftSection={<IconSearch size={18} aria-hidden />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') update({ q: query });
          }}
          type="search"
          maxLength={100}
          size="sm"
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
          <ThaiDatePickerInput
            type="range"
            label={texts.dateRange}
            placeholder={texts.dateRangePlaceholder}
            value={range}
            onChange={(value) => changeRange(value as [string | null, string | null])}
            allowSingleDateInRange
            clearable
            size="sm"
          />
        </SimpleGrid>
        {hasFilters(state) ? (
          <Group justify="flex-end">
            <Button
              variant="subtle"
              size="xs"
              color="gray"
              leftSection={<IconFilterOff size={16} aria-hidden />}
              onClick={() => update({ q: '', status: [], clinicId: '', serviceId: '', dateFrom: '', dateTo: '' })}
            >
              {texts.clearFilters}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

function SortHeader({
  column,
  label,
  state,
  onSort,
  align,
  width,
  visibleFrom,
}: {
  column: BookingSortKey;
  label: string;
  state: BookingListState;
  onSort: (key: BookingSortKey) => void;
  align?: 'right';
  width?: number;
  visibleFrom?: 'lg';
}) {
  const active = state.sortBy === column;
  const Icon = !active ? IconSelector : state.sortOrder === 'asc' ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th
      aria-sort={active ? (state.sortOrder === 'asc' ? 'ascending' : 'descending') : 'none'}
      style={{ textAlign: align, width }}
      visibleFrom={visibleFrom}
    >
      <UnstyledButton onClick={() => onSort(column)} title={texts.sortBy(label)} style={{ font: 'inherit' }}>
        <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : 'flex-start'}>
          <span>{label}</span>
          <Icon size={14} aria-hidden style={{ opacity: active ? 1 : 0.45 }} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

function BookingsTable({
  items,
  state,
  onSort,
  refreshing,
}: {
  items: BookingListItem[];
  state: BookingListState;
  onSort: (key: BookingSortKey) => void;
  refreshing: boolean;
}) {
  const navigate = useNavigate();
  const columns = texts.columns;
  return (
    // Below 1200 px (a 1024 px screen beside the navigation) status and examinees fold into other cells,
    // so the table fits without scrolling sideways.
    <Table.ScrollContainer minWidth={660} type="native">
      <Table
        highlightOnHover
        verticalSpacing="sm"
        horizontalSpacing="xs"
        fz="sm"
        style={{ opacity: refreshing ? 0.6 : 1, transition: 'opacity 120ms' }}
        aria-busy={refreshing}
      >
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <SortHeader column="createdAt" label={columns.bookingNo} state={state} onSort={onSort} width={140} />
            <SortHeader
              column="appointmentDate"
              label={columns.appointment}
              state={state}
              onSort={onSort}
              width={112}
            />
            <Table.Th>{columns.clinicService}</Table.Th>
            <Table.Th>{columns.customer}</Table.Th>
            <Table.Th style={{ textAlign: 'right', width: 96, whiteSpace: 'nowrap' }} visibleFrom="lg">
              {columns.examinees}
            </Table.Th>
            <SortHeader
              column="totalAmount"
              label={columns.total}
              state={state}
              onSort={onSort}
              align="right"
              width={104}
            />
            <SortHeader
              column="status"
              label={columns.status}
              state={state}
              onSort={onSort}
              width={132}
              visibleFrom="lg"
            />
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
                <Cell main={fullName(booking.user)} sub={booking.user.phone} />
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
      </Table>
    </Table.ScrollContainer>
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
  return (
    <Center py={56} px="md">
      <Stack align="center" gap="sm" maw={440} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          {filtered ? <IconSearch size={28} aria-hidden /> : <IconClipboardList size={28} aria-hidden />}
        </ThemeIcon>
        <Text fw={600}>{filtered ? texts.noMatchTitle : texts.emptyTitle}</Text>
        <Text c="dimmed" fz="sm">
          {filtered ? texts.noMatchBody : texts.emptyBody}
        </Text>
        {filtered ? (
          <Button variant="light" leftSection={<IconFilterOff size={18} aria-hidden />} onClick={onClear}>
            {texts.clearFilters}
          </Button>
        ) : (
          <Button
            component={Link}
            to={paths.admin.bookingCreate.href()}
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            {texts.create}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
