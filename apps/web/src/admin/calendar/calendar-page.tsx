import { bangkokToday } from '@jongdee/contracts/thai-format';
import {
  ActionIcon,
  Button,
  Card,
  Center,
  Group,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Switch,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconBuildingHospital, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RetryAlert } from '../../components/retry-alert.tsx';
import { paths } from '../../paths.ts';
import { useAdminClinics } from '../clinics/api/get-admin-clinics.ts';
import { PageHeading } from '../page-heading.tsx';
import { useAdminCalendar } from './api/get-admin-calendar.ts';
import { datesBetween } from './calendar-dates.ts';
import { dayTitle, monthTitle, rangeTitle } from './calendar-labels.ts';
import { CalendarLegend } from './calendar-parts.tsx';
import {
  CALENDAR_VIEWS,
  type CalendarState,
  type CalendarView,
  parseCalendarState,
  shiftDate,
  toSearchParams,
  visibleRange,
} from './calendar-search.ts';
import { DayView } from './day-view.tsx';
import { MonthView } from './month-view.tsx';
import { calendarTexts as texts } from './texts.ts';
import { WeekView } from './week-view.tsx';

const ALL_CLINICS = 'all';

/**
 * /admin/calendar: bookings per clinic by month, week or day, with each slot's use against its
 * capacity. The view, the date and the clinic live in the URL; only the days on screen are fetched.
 */
export function CalendarPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const today = bangkokToday();
  const state = useMemo(() => parseCalendarState(searchParams, today), [searchParams, today]);
  const range = visibleRange(state);
  const calendar = useAdminCalendar({ ...range, clinicId: state.clinicId });
  const clinics = useAdminClinics();

  const hrefFor = (patch: Partial<CalendarState>) => {
    const search = toSearchParams({ ...state, ...patch }, today).toString();
    return search ? `${paths.admin.calendar.href()}?${search}` : paths.admin.calendar.href();
  };
  const update = (patch: Partial<CalendarState>) => setSearchParams(toSearchParams({ ...state, ...patch }, today));
  const dayHref = (date: string) => hrefFor({ view: 'day', date });

  const title =
    state.view === 'month'
      ? monthTitle(state.date)
      : state.view === 'week'
        ? rangeTitle(range.from, range.to)
        : dayTitle(state.date);
  const clinicOptions = [
    { value: ALL_CLINICS, label: texts.allClinics },
    ...(clinics.data ?? []).map((clinic) => ({
      value: clinic.id,
      label: clinic.isActive ? clinic.name : `${clinic.name} (${texts.inactiveClinic})`,
    })),
  ];
  // The last range stays on screen while the next loads, but never a month's counts as a week's slots.
  const data = calendar.data?.detail === range.detail ? calendar.data : undefined;
  const refreshing = calendar.isPlaceholderData;

  return (
    <Stack gap="lg">
      <PageHeading title={texts.title} subtitle={texts.subtitle} />

      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="default"
            size={36}
            aria-label={texts.previous[state.view]}
            onClick={() => update({ date: shiftDate(state, -1) })}
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          <Button variant="default" size="sm" onClick={() => update({ date: today })}>
            {texts.today}
          </Button>
          <ActionIcon
            variant="default"
            size={36}
            aria-label={texts.next[state.view]}
            onClick={() => update({ date: shiftDate(state, 1) })}
          >
            <IconChevronRight size={18} />
          </ActionIcon>
          <Text fz="xl" fw={600} ml="xs" aria-live="polite" data-testid="calendar-title">
            {title}
          </Text>
        </Group>
        <Group gap="sm" wrap="wrap">
          <Select
            aria-label={texts.clinicFilter}
            data={clinicOptions}
            value={state.clinicId || ALL_CLINICS}
            onChange={(value) => update({ clinicId: !value || value === ALL_CLINICS ? '' : value })}
            allowDeselect={false}
            size="sm"
            w={240}
            comboboxProps={{ withinPortal: true }}
          />
          <SegmentedControl
            aria-label={texts.viewAria}
            value={state.view}
            onChange={(value) => update({ view: value as CalendarView })}
            data={CALENDAR_VIEWS.map((view) => ({ value: view, label: texts.views[view] }))}
            radius="md"
          />
        </Group>
      </Group>

      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <CalendarLegend showCancelled={state.showCancelled} />
        <Switch
          size="sm"
          label={texts.showCancelled}
          checked={state.showCancelled}
          onChange={(event) => update({ showCancelled: event.currentTarget.checked })}
        />
      </Group>

      {calendar.isError && !data ? (
        <RetryAlert
          title={texts.loadFailed}
          message={calendar.error.message}
          retryLabel={texts.retry}
          onRetry={() => calendar.refetch()}
        />
      ) : !data ? (
        <CalendarSkeleton view={state.view} />
      ) : data.clinics.length === 0 ? (
        <NoClinics />
      ) : (
        <div
          aria-busy={refreshing}
          style={{ opacity: refreshing ? 0.55 : 1, transition: 'opacity 120ms' }}
          data-testid={`calendar-${state.view}-view`}
        >
          {state.view === 'month' ? (
            <Card withBorder radius="lg" padding={0} style={{ overflow: 'hidden' }}>
              <MonthView
                month={state.date}
                from={range.from}
                to={range.to}
                today={today}
                clinics={data.clinics}
                showCancelled={state.showCancelled}
                dayHref={dayHref}
              />
            </Card>
          ) : state.view === 'week' ? (
            <WeekView
              dates={datesBetween(range.from, range.to)}
              today={today}
              clinics={data.clinics}
              showCancelled={state.showCancelled}
              dayHref={dayHref}
            />
          ) : (
            <DayView date={state.date} clinics={data.clinics} showCancelled={state.showCancelled} />
          )}
        </div>
      )}
    </Stack>
  );
}

const SKELETON_ROWS = [1, 2, 3, 4, 5, 6];
const SKELETON_COLUMNS = [1, 2, 3, 4, 5, 6, 7];

function CalendarSkeleton({ view }: { view: CalendarView }) {
  return (
    <Card withBorder radius="lg" padding="md" role="status" aria-label={texts.loading}>
      <Stack gap="sm">
        <Skeleton h={24} w={220} />
        {SKELETON_ROWS.slice(0, view === 'month' ? 5 : 6).map((row) => (
          <Group key={row} gap="sm" wrap="nowrap">
            {SKELETON_COLUMNS.slice(0, view === 'day' ? 3 : 7).map((column) => (
              <Skeleton key={column} h={view === 'month' ? 88 : 56} style={{ flex: 1 }} />
            ))}
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

function NoClinics() {
  return (
    <Card withBorder radius="lg">
      <Center py={48}>
        <Stack align="center" gap="sm" maw={440} ta="center">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconBuildingHospital size={28} aria-hidden />
          </ThemeIcon>
          <Text fw={600}>{texts.noClinicsTitle}</Text>
          <Text c="dimmed" fz="sm">
            {texts.noClinicsBody}
          </Text>
          <Button component={Link} to={paths.admin.clinics.href()} variant="light">
            {texts.addClinic}
          </Button>
        </Stack>
      </Center>
    </Card>
  );
}
