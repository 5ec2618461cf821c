import {
  CERTIFICATE_STATUS_LABELS,
  CERTIFICATE_STATUSES,
  CERTIFICATE_TYPE_LABELS,
  CERTIFICATE_TYPES,
  type Certificate,
} from '@jongdee/contracts';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Menu,
  Pagination,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconCalendar,
  IconCertificate,
  IconChevronDown,
  IconChevronUp,
  IconCircleX,
  IconDots,
  IconDownload,
  IconEye,
  IconFilterOff,
  IconRefresh,
  IconSearch,
  IconSelector,
  IconStethoscope,
} from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CertificateStatusBadge, certificateState } from '../../components/certificate-status-badge.tsx';
import { notify } from '../../components/notify.ts';
import { ThaiDatePickerInput } from '../../components/thai-date-picker.tsx';
import { useDownloadCertificate } from '../../features/certificates/api/download-certificate.ts';
import { formatThaiDate } from '../../lib/format-date.ts';
import { paths } from '../../paths.ts';
import { useAdminClinics } from '../clinics/api/get-admin-clinics.ts';
import { useAdminCertificates } from './api/get-admin-certificates.ts';
import { useCertificateStats } from './api/get-certificate-stats.ts';
import { type CertificateAction, CertificateActionModal } from './certificate-action-modal.tsx';
import {
  type CertificateListState,
  type CertificateSortKey,
  DEFAULT_STATE,
  hasFilters,
  PAGE_SIZES,
  parseListState,
  toApiSearch,
  toSearchParams,
} from './list-search.ts';
import { adminCertificateTexts as texts } from './texts.ts';

const typeOptions = CERTIFICATE_TYPES.map((type) => ({ value: type, label: CERTIFICATE_TYPE_LABELS[type] }));
const statusOptions = CERTIFICATE_STATUSES.map((status) => ({
  value: status,
  label: CERTIFICATE_STATUS_LABELS[status],
}));
const readyForIssue = `${paths.admin.examinationResults.href()}?state=recorded`;

/** /admin/certificates: the register of every certificate issued, searched, filtered, sorted and paged in the URL. */
export function CertificatesListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseListState(searchParams), [searchParams]);
  const certificates = useAdminCertificates(toApiSearch(state));
  const [acting, setActing] = useState<{ certificate: Certificate; action: CertificateAction } | null>(null);
  const navigate = useNavigate();

  const update = (patch: Partial<CertificateListState>, options: { replace?: boolean } = {}) => {
    const next = { ...state, ...(patch.page === undefined ? { page: 1 } : {}), ...patch };
    setSearchParams(toSearchParams(next), { replace: options.replace ?? false });
  };
  const sortBy = (key: CertificateSortKey) =>
    update({
      sortBy: key,
      sortOrder:
        state.sortBy === key ? (state.sortOrder === 'asc' ? 'desc' : 'asc') : key === 'certificateNo' ? 'asc' : 'desc',
    });

  const page = certificates.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} fz={28}>
            {texts.listTitle}
          </Title>
          <Text c="dimmed">{texts.listSubtitle}</Text>
        </div>
        <Button component={Link} to={readyForIssue} leftSection={<IconStethoscope size={18} aria-hidden />}>
          {texts.issueReady}
        </Button>
      </Group>

      <Stats />
      <Filters state={state} update={update} />

      <Card withBorder radius="lg" padding={0}>
        {certificates.isPending ? (
          <Center py={64} role="status">
            <Stack align="center" gap="xs">
              <Loader />
              <Text c="dimmed">{texts.loading}</Text>
            </Stack>
          </Center>
        ) : certificates.isError ? (
          <Alert color="red" title={texts.loadFailed} m="md">
            <Stack gap="sm" align="flex-start">
              <Text fz="sm">{certificates.error.message}</Text>
              <Button variant="light" color="red" onClick={() => certificates.refetch()}>
                {texts.retry}
              </Button>
            </Stack>
          </Alert>
        ) : page && page.items.length === 0 ? (
          <EmptyState filtered={hasFilters(state)} onClear={() => setSearchParams(new URLSearchParams())} />
        ) : page ? (
          <CertificatesTable
            items={page.items}
            state={state}
            onSort={sortBy}
            refreshing={certificates.isPlaceholderData}
            onAction={(certificate, action) => setActing({ certificate, action })}
          />
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

      {acting ? (
        <CertificateActionModal
          certificate={acting.certificate}
          action={acting.action}
          onClose={() => setActing(null)}
          onDone={(answered, action) => {
            if (action === 'reissue') navigate(paths.admin.certificateView.href(answered.id));
          }}
        />
      ) : null}
    </Stack>
  );
}

/** How many certificates stand valid, revoked, and were issued this month. */
function Stats() {
  const stats = useCertificateStats();
  const cells: { label: string; value: number | undefined; color: string }[] = [
    { label: texts.stats.valid, value: stats.data?.byStatus.valid, color: 'green.8' },
    { label: texts.stats.revoked, value: stats.data?.byStatus.revoked, color: 'red.8' },
    { label: texts.stats.thisMonth, value: stats.data?.issuedThisMonth, color: 'jade.8' },
  ];
  if (stats.isError) return null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      {cells.map((cell) => (
        <Card key={cell.label} withBorder radius="lg" padding="sm" data-testid="certificate-stat">
          <Text fz="xs" c="dimmed" fw={600}>
            {cell.label}
          </Text>
          {cell.value === undefined ? (
            <Skeleton h={30} w={60} mt={4} />
          ) : (
            <Text fz={26} fw={700} lh={1.3} c={cell.color}>
              {texts.statValue(cell.value)}
            </Text>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}

function Filters({
  state,
  update,
}: {
  state: CertificateListState;
  update: (patch: Partial<CertificateListState>, options?: { replace?: boolean }) => void;
}) {
  const clinics = useAdminClinics();
  const [query, setQuery] = useState(state.q);
  const [range, setRange] = useState<[string | null, string | null]>([state.dateFrom || null, state.dateTo || null]);
  useEffect(() => setQuery(state.q), [state.q]);
  useEffect(() => setRange([state.dateFrom || null, state.dateTo || null]), [state.dateFrom, state.dateTo]);

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
          <Select
            label={texts.typeFilter}
            placeholder={texts.typePlaceholder}
            data={typeOptions}
            value={state.type || null}
            onChange={(value) => update({ type: (value ?? '') as CertificateListState['type'] })}
            clearable
            size="sm"
          />
          <Select
            label={texts.statusFilter}
            placeholder={texts.statusPlaceholder}
            data={statusOptions}
            value={state.status || null}
            onChange={(value) => update({ status: (value ?? '') as CertificateListState['status'] })}
            clearable
            size="sm"
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
            nothingFoundMessage={texts.noOption}
          />
          <ThaiDatePickerInput
            type="range"
            label={texts.dateRange}
            placeholder={texts.dateRangePlaceholder}
            leftSection={<IconCalendar size={18} aria-hidden />}
            value={range}
            onChange={(value) => changeRange(value as [string | null, string | null])}
            allowSingleDateInRange
            clearable
            clearButtonProps={{ 'aria-label': texts.clearDate }}
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
              onClick={() => update({ q: '', type: '', status: '', clinicId: '', dateFrom: '', dateTo: '' })}
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
  width,
}: {
  column: CertificateSortKey;
  label: string;
  state: CertificateListState;
  onSort: (key: CertificateSortKey) => void;
  width?: number;
}) {
  const active = state.sortBy === column;
  const Icon = !active ? IconSelector : state.sortOrder === 'asc' ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th aria-sort={active ? (state.sortOrder === 'asc' ? 'ascending' : 'descending') : 'none'} style={{ width }}>
      <UnstyledButton onClick={() => onSort(column)} title={texts.sortBy(label)} style={{ font: 'inherit' }}>
        <Group gap={4} wrap="nowrap">
          <span>{label}</span>
          <Icon size={14} aria-hidden style={{ opacity: active ? 1 : 0.45 }} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

function CertificatesTable({
  items,
  state,
  onSort,
  refreshing,
  onAction,
}: {
  items: Certificate[];
  state: CertificateListState;
  onSort: (key: CertificateSortKey) => void;
  refreshing: boolean;
  onAction: (certificate: Certificate, action: CertificateAction) => void;
}) {
  const navigate = useNavigate();
  const columns = texts.columns;
  return (
    // Below 1200 px (1024 px beside the navigation) the clinic folds under the examinee.
    <Table.ScrollContainer minWidth={680} type="native">
      <Table
        highlightOnHover
        verticalSpacing="sm"
        horizontalSpacing="sm"
        fz="sm"
        style={{ opacity: refreshing ? 0.6 : 1, transition: 'opacity 120ms' }}
        aria-busy={refreshing}
      >
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <SortHeader column="certificateNo" label={columns.certificateNo} state={state} onSort={onSort} />
            <Table.Th>{columns.examinee}</Table.Th>
            <Table.Th visibleFrom="lg">{columns.clinic}</Table.Th>
            <SortHeader column="issuedAt" label={columns.issuedAt} state={state} onSort={onSort} width={112} />
            <SortHeader column="validUntil" label={columns.validUntil} state={state} onSort={onSort} width={112} />
            <Table.Th style={{ width: 112 }}>{columns.status}</Table.Th>
            <Table.Th style={{ width: 88 }}>
              <VisuallyHidden>{columns.actions}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((certificate) => (
            <Table.Tr
              key={certificate.id}
              onClick={() => navigate(paths.admin.certificateView.href(certificate.id))}
              style={{ cursor: 'pointer' }}
              data-testid="certificate-row"
            >
              <Table.Td>
                <Anchor
                  component={Link}
                  to={paths.admin.certificateView.href(certificate.id)}
                  fw={600}
                  fz="sm"
                  ff="monospace"
                  aria-label={texts.openCertificate(certificate.certificateNo)}
                  onClick={(event) => event.stopPropagation()}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {certificate.certificateNo}
                </Anchor>
                <Text fz="xs" c="dimmed" lineClamp={1}>
                  {CERTIFICATE_TYPE_LABELS[certificate.type]}
                </Text>
              </Table.Td>
              <Table.Td>
                <Cell main={certificate.examineeName} sub={certificate.bookingNo} mono />
                <Text fz="xs" c="dimmed" lineClamp={1} hiddenFrom="lg">
                  {certificate.clinicName}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="lg">
                <Text fz="sm" lineClamp={2}>
                  {certificate.clinicName}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatThaiDate(certificate.issuedAt)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatThaiDate(certificate.validUntil)}</Table.Td>
              <Table.Td>
                <CertificateStatusBadge state={certificateState(certificate)} size="sm" />
              </Table.Td>
              <Table.Td onClick={(event) => event.stopPropagation()}>
                <RowActions certificate={certificate} onAction={onAction} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RowActions({
  certificate,
  onAction,
}: {
  certificate: Certificate;
  onAction: (certificate: Certificate, action: CertificateAction) => void;
}) {
  const download = useDownloadCertificate();
  const run = () =>
    download.mutate(certificate, {
      onSuccess: (fileName) => notify.success(texts.downloaded(fileName)),
      onError: (error) => notify.error(error.message, texts.downloadFailed),
    });
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        onClick={run}
        loading={download.isPending}
        aria-label={texts.downloadOf(certificate.certificateNo)}
        title={texts.download}
      >
        <IconDownload size={18} />
      </ActionIcon>
      <Menu position="bottom-end" withinPortal shadow="md" width={200}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={texts.moreActions(certificate.certificateNo)}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            component={Link}
            to={paths.admin.certificateView.href(certificate.id)}
            leftSection={<IconEye size={16} aria-hidden />}
          >
            {texts.view}
          </Menu.Item>
          {certificate.status === 'valid' ? (
            <Menu.Item
              color="red.9"
              leftSection={<IconCircleX size={16} aria-hidden />}
              onClick={() => onAction(certificate, 'revoke')}
            >
              {texts.revoke}
            </Menu.Item>
          ) : null}
          {certificate.replacedById ? null : (
            <Menu.Item
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={() => onAction(certificate, 'reissue')}
            >
              {texts.reissue}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

function Cell({ main, sub, mono = false }: { main: ReactNode; sub: ReactNode; mono?: boolean }) {
  return (
    <>
      <Text fz="sm" lineClamp={2}>
        {main}
      </Text>
      <Text fz="xs" c="dimmed" lineClamp={1} ff={mono ? 'monospace' : undefined}>
        {sub}
      </Text>
    </>
  );
}

function EmptyState({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <Center py={56} px="md">
      <Stack align="center" gap="sm" maw={460} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          {filtered ? <IconSearch size={28} aria-hidden /> : <IconCertificate size={28} aria-hidden />}
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
          <Button component={Link} to={readyForIssue} leftSection={<IconStethoscope size={18} aria-hidden />}>
            {texts.issueReady}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
