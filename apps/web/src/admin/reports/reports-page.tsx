import { dateRangeDays, REPORT_MAX_DAYS } from '@jongdee/contracts';
import { bangkokToday, formatThaiDate } from '@jongdee/contracts/thai-format';
import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { notify } from '../../components/notify.ts';
import { RetryAlert } from '../../components/retry-alert.tsx';
import { ThaiDateRangeInput } from '../../components/thai-date-picker.tsx';
import { useAdminClinics } from '../clinics/api/get-admin-clinics.ts';
import { PageHeading } from '../page-heading.tsx';
import { useExportReport } from './api/export-report.ts';
import { useReportSummary } from './api/get-report-summary.ts';
import { BookingsByStatus, CertificatesByType, GroupTable } from './report-breakdowns.tsx';
import { isEmptyReport } from './report-format.ts';
import { ReportKpis } from './report-kpis.tsx';
import {
  parseReportState,
  presetRange,
  REPORT_PRESETS,
  type ReportPreset,
  type ReportState,
  toApiQuery,
  toReportParams,
} from './report-range.ts';
import { reportTexts as texts } from './texts.ts';

// The chart library is most of this screen's code: the figures and tables show while it loads.
const DailyChart = lazy(() => import('./daily-chart.tsx').then((module) => ({ default: module.DailyChart })));

/** The chart's place, the same size, while its code arrives: nothing below it moves. */
function ChartPlaceholder() {
  return (
    <Card withBorder radius="lg" padding="md" aria-hidden>
      <Skeleton h={20} w={160} mb="xs" />
      <Skeleton h={12} w={240} mb="sm" />
      <Skeleton h={280} />
    </Card>
  );
}

const presetOptions = [
  ...REPORT_PRESETS.map((preset) => ({ value: preset, label: texts.presets[preset] })),
  { value: 'custom', label: texts.custom },
];

/** /admin/reports: the figures of a range of Bangkok days, for every clinic or one; all of it in the URL. */
export function ReportsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const today = bangkokToday();
  const state = useMemo(() => parseReportState(searchParams, today), [searchParams, today]);
  const summary = useReportSummary(state);
  const exporter = useExportReport();
  const clinics = useAdminClinics();
  const [range, setRange] = useState<[string | null, string | null]>([state.from, state.to]);
  useEffect(() => setRange([state.from, state.to]), [state.from, state.to]);
  const [rangeError, setRangeError] = useState<string | null>(null);

  const update = (next: ReportState) => setSearchParams(toReportParams(next));
  const choosePreset = (value: string) => {
    if (value === 'custom') {
      update({ ...state, preset: 'custom' });
      return;
    }
    setRangeError(null);
    update({ ...state, preset: value as ReportPreset, ...presetRange(value as ReportPreset, today) });
  };
  const changeRange = (value: [string | null, string | null]) => {
    setRange(value);
    const [from, to] = value;
    if (!from || !to) return;
    if (dateRangeDays(from, to) > REPORT_MAX_DAYS) {
      setRangeError(texts.rangeTooLong(REPORT_MAX_DAYS));
      return;
    }
    setRangeError(null);
    update({ ...state, preset: 'custom', from, to });
  };
  const runExport = () =>
    exporter.mutate(toApiQuery(state), {
      onSuccess: () => notify.success(texts.exportDone),
      onError: (error) => notify.error(error.message, texts.exportFailed),
    });

  const data = summary.data;
  return (
    <Stack gap="lg">
      <PageHeading
        title={texts.title}
        subtitle={texts.subtitle}
        actions={
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={runExport}
            loading={exporter.isPending}
            disabled={!data}
          >
            {texts.export}
          </Button>
        }
      />

      <Card withBorder radius="lg" padding="md">
        <Stack gap="sm">
          <SegmentedControl
            aria-label={texts.presetLabel}
            data={presetOptions}
            value={state.preset}
            onChange={choosePreset}
            style={{ alignSelf: 'flex-start' }}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <ThaiDateRangeInput
              label={texts.dateRange}
              placeholder={texts.dateRangePlaceholder}
              value={range}
              onChange={changeRange}
              error={rangeError}
              size="sm"
            />
            <Select
              label={texts.clinic}
              placeholder={texts.allClinics}
              data={(clinics.data ?? []).map((clinic) => ({ value: clinic.id, label: clinic.name }))}
              value={state.clinicId || null}
              onChange={(value) => update({ ...state, clinicId: value ?? '' })}
              clearable
              searchable
              size="sm"
            />
          </SimpleGrid>
        </Stack>
      </Card>

      <Group gap="xs" justify="space-between">
        <Text fw={600} data-testid="report-range">
          {texts.showing(formatThaiDate(state.from), formatThaiDate(state.to))}
        </Text>
        {summary.isFetching && data ? <Loader size="xs" aria-label={texts.loading} /> : null}
      </Group>

      {summary.isPending ? (
        <Group gap="sm" py="xl" justify="center">
          <Loader size="sm" />
          <Text c="dimmed">{texts.loading}</Text>
        </Group>
      ) : summary.isError && !data ? (
        <RetryAlert
          title={texts.loadFailed}
          message={summary.error.message}
          retryLabel={texts.retry}
          onRetry={() => summary.refetch()}
          maw={640}
        />
      ) : data ? (
        <>
          <ReportKpis summary={data} />
          {isEmptyReport(data) ? (
            <Alert color="gray" title={texts.empty}>
              {texts.emptyHint}
            </Alert>
          ) : (
            <>
              <Suspense fallback={<ChartPlaceholder />}>
                <DailyChart daily={data.daily} />
              </Suspense>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                <BookingsByStatus summary={data} />
                <CertificatesByType summary={data} />
              </SimpleGrid>
              <GroupTable title={texts.byClinic} first={texts.columns.clinic} groups={data.clinics} />
              <GroupTable title={texts.byService} first={texts.columns.service} groups={data.services} />
            </>
          )}
        </>
      ) : null}
    </Stack>
  );
}
