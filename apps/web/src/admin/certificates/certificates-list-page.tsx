import {
  CERTIFICATE_STATUS_LABELS,
  CERTIFICATE_STATUSES,
  CERTIFICATE_TYPE_LABELS,
  CERTIFICATE_TYPES,
  type Certificate,
} from '@jongdee/contracts';
import { formatThaiDate } from '@jongdee/contracts/thai-format';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  Menu,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconCalendar,
  IconCertificate,
  IconCircleX,
  IconDots,
  IconDownload,
  IconEye,
  IconRefresh,
  IconStethoscope,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CertificateStatusBadge, certificateState } from '../../components/certificate-status-badge.tsx';
import { notify } from '../../components/notify.ts';
import { useDownloadCertificate } from '../../features/certificates/api/download-certificate.ts';
import { paths } from '../../paths.ts';
import { ClinicFilter } from '../clinics/clinic-filter.tsx';
import { DateRangeFilter, ListFilters, SelectFilter } from '../list/list-filters.tsx';
import { ListEmpty, ListResults } from '../list/list-frame.tsx';
import { ListPager } from '../list/list-pager.tsx';
import { CellLines, ListRow, ListTable, RowLink } from '../list/list-table.tsx';
import { type ListSort, nextSort, SortHeader } from '../list/sort-header.tsx';
import { type ListState, useListState } from '../list/use-list-state.ts';
import { PageHeading } from '../page-heading.tsx';
import { useAdminCertificates } from './api/get-admin-certificates.ts';
import { useCertificateStats } from './api/get-certificate-stats.ts';
import { type CertificateAction, CertificateActionModal } from './certificate-action-modal.tsx';
import {
  type CertificateListState,
  type CertificateSortKey,
  hasFilters,
  PAGE_SIZES,
  parseListState,
  toSearchParams,
} from './list-search.ts';
import { adminCertificateTexts as texts } from './texts.ts';

const typeOptions = CERTIFICATE_TYPES.map((type) => ({ value: type, label: CERTIFICATE_TYPE_LABELS[type] }));
const statusOptions = CERTIFICATE_STATUSES.map((status) => ({
  value: status,
  label: CERTIFICATE_STATUS_LABELS[status],
}));
/** To the results recorded and waiting for their certificate. */
const issueReady = (
  <Button
    component={Link}
    to={`${paths.admin.examinationResults.href()}?state=recorded`}
    leftSection={<IconStethoscope size={18} aria-hidden />}
  >
    {texts.issueReady}
  </Button>
);

/** /admin/certificates: the register of every certificate issued, searched, filtered, sorted and paged in the URL. */
export function CertificatesListPage() {
  const list = useListState(parseListState, toSearchParams);
  const { state, update, clear } = list;
  const certificates = useAdminCertificates(state);
  const [acting, setActing] = useState<{ certificate: Certificate; action: CertificateAction } | null>(null);
  const navigate = useNavigate();

  const sortBy = (key: CertificateSortKey) => update(nextSort(state, key, key === 'certificateNo' ? 'asc' : 'desc'));

  const page = certificates.data;
  return (
    <Stack gap="lg">
      <PageHeading title={texts.listTitle} subtitle={texts.listSubtitle} actions={issueReady} />

      <Stats />
      <Filters list={list} />

      <ListResults
        query={certificates}
        texts={texts}
        empty={
          <ListEmpty
            filtered={hasFilters(state)}
            onClear={clear}
            texts={texts}
            icon={IconCertificate}
            action={issueReady}
            maw={460}
          />
        }
      >
        {(items) => (
          <CertificatesTable
            items={items}
            sort={state}
            onSort={sortBy}
            refreshing={certificates.isPlaceholderData}
            onAction={(certificate, action) => setActing({ certificate, action })}
          />
        )}
      </ListResults>

      <ListPager data={page} list={list} totalText={texts.total} sizes={PAGE_SIZES} perPage={texts.perPage} />

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
    { label: texts.stats.valid, value: stats.data?.byStatus.valid, color: 'green' },
    { label: texts.stats.revoked, value: stats.data?.byStatus.revoked, color: 'red' },
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

function Filters({ list }: { list: ListState<CertificateListState> }) {
  const { state, update } = list;
  return (
    <ListFilters
      list={list}
      searchPlaceholder={texts.searchPlaceholder}
      cols={{ base: 1, xs: 2, lg: 4 }}
      filtered={hasFilters(state)}
      onClear={() => update({ q: '', type: '', status: '', clinicId: '', dateFrom: '', dateTo: '' })}
    >
      <SelectFilter
        label={texts.typeFilter}
        placeholder={texts.typePlaceholder}
        options={typeOptions}
        value={state.type}
        onChange={(type) => update({ type })}
      />
      <SelectFilter
        label={texts.statusFilter}
        placeholder={texts.statusPlaceholder}
        options={statusOptions}
        value={state.status}
        onChange={(status) => update({ status })}
      />
      <ClinicFilter value={state.clinicId} onChange={(clinicId) => update({ clinicId })} />
      <DateRangeFilter
        label={texts.dateRange}
        placeholder={texts.dateRangePlaceholder}
        leftSection={<IconCalendar size={18} aria-hidden />}
        clearButtonProps={{ 'aria-label': texts.clearDate }}
        list={list}
      />
    </ListFilters>
  );
}

function CertificatesTable({
  items,
  sort,
  onSort,
  refreshing,
  onAction,
}: {
  items: Certificate[];
  sort: ListSort<CertificateSortKey>;
  onSort: (key: CertificateSortKey) => void;
  refreshing: boolean;
  onAction: (certificate: Certificate, action: CertificateAction) => void;
}) {
  const _navigate = useNavigate();
  const columns = texts.columns;
  return (
    // Below 1200 px (1024 px beside the navigation) the clinic folds under the examinee.
    <ListTable minWidth={680} refreshing={refreshing}>
      <Table.Thead bg="gray.0">
        <Table.Tr>
          <SortHeader column="certificateNo" label={columns.certificateNo} sort={sort} onSort={onSort} />
          <Table.Th>{columns.examinee}</Table.Th>
          <Table.Th visibleFrom="lg">{columns.clinic}</Table.Th>
          <SortHeader column="issuedAt" label={columns.issuedAt} sort={sort} onSort={onSort} width={112} />
          <SortHeader column="validUntil" label={columns.validUntil} sort={sort} onSort={onSort} width={112} />
          <Table.Th style={{ width: 112 }}>{columns.status}</Table.Th>
          <Table.Th style={{ width: 88 }}>
            <VisuallyHidden>{columns.actions}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((certificate) => (
          <ListRow
            key={certificate.id}
            to={paths.admin.certificateView.href(certificate.id)}
            data-testid="certificate-row"
          >
            <Table.Td>
              <RowLink
                to={paths.admin.certificateView.href(certificate.id)}
                label={texts.openCertificate(certificate.certificateNo)}
                mono
              >
                {certificate.certificateNo}
              </RowLink>
              <Text fz="xs" c="dimmed" lineClamp={1}>
                {CERTIFICATE_TYPE_LABELS[certificate.type]}
              </Text>
            </Table.Td>
            <Table.Td>
              <CellLines main={certificate.examineeName} sub={certificate.bookingNo} mono />
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
          </ListRow>
        ))}
      </Table.Tbody>
    </ListTable>
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
              color="red"
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
