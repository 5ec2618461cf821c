import type { Dashboard } from '@jongdee/contracts';
import { formatThaiDate, formatThaiDateTime, formatThaiTime } from '@jongdee/contracts/thai-format';
import { Anchor, Card, Grid, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Panel } from '../../components/panel.tsx';
import { RetryAlert } from '../../components/retry-alert.tsx';
import { paths } from '../../paths.ts';
import { datesBetween } from '../calendar/calendar-dates.ts';
import { calendarHref } from '../calendar/calendar-search.ts';
import { PageHeading } from '../page-heading.tsx';
import { useAdminDashboard } from './api/get-admin-dashboard.ts';
import { KpiCards } from './kpi-cards.tsx';
import { RevenueCard } from './revenue-card.tsx';
import { dashboardTexts as texts } from './texts.ts';
import { TodaySchedule } from './today-schedule.tsx';
import { WeekUsage } from './week-usage.tsx';

/**
 * /admin: the staff's desk in one request — today's appointments, the slips waiting, this month's
 * money and certificates, today's next appointments and how full the coming week is.
 */
export function AdminDashboardPage() {
  const dashboard = useAdminDashboard();
  const data = dashboard.data;

  return (
    <Stack gap="lg">
      <PageHeading
        title={texts.title}
        subtitle={texts.subtitle(formatThaiDate(data?.generatedAt ?? Date.now(), 'long'))}
        actions={
          data ? (
            <Stack gap={0} ta={{ base: 'left', sm: 'right' }}>
              <Text c="dimmed" fz="sm">
                {texts.updatedAt(formatThaiTime(data.generatedAt))}
              </Text>
              {/* `npm run backup` records each backup it finished; a clinic that never made one should see it. */}
              <Text c={data.lastBackup ? 'dimmed' : 'red'} fz="sm" data-testid="last-backup">
                {data.lastBackup
                  ? texts.lastBackup(formatThaiDateTime(data.lastBackup.finishedAt))
                  : texts.neverBackedUp}
              </Text>
            </Stack>
          ) : null
        }
      />

      {dashboard.isError && !data ? (
        <RetryAlert
          title={texts.loadFailed}
          message={dashboard.error.message}
          retryLabel={texts.retry}
          onRetry={() => dashboard.refetch()}
        />
      ) : !data ? (
        <DashboardSkeleton />
      ) : (
        <>
          <KpiCards dashboard={data} />
          <Grid gutter="lg" align="flex-start">
            <Grid.Col span={{ base: 12, lg: 7 }}>
              <Panel
                flush
                fullHeight
                title={texts.scheduleTitle}
                action={
                  <Anchor
                    component={Link}
                    to={calendarHref(paths.admin.calendar.href(), { view: 'day', date: data.date })}
                    fz="sm"
                    fw={500}
                  >
                    <Group gap={2} wrap="nowrap">
                      {texts.openTodayInCalendar}
                      <IconChevronRight size={16} aria-hidden />
                    </Group>
                  </Anchor>
                }
                footer={
                  data.schedule.remaining > data.schedule.items.length
                    ? texts.scheduleMore(data.schedule.items.length, data.schedule.remaining)
                    : null
                }
              >
                <TodaySchedule dashboard={data} />
              </Panel>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 5 }}>
              {/* Beside the schedule on a wide screen; side by side under it at 1024 px. */}
              <SimpleGrid cols={{ base: 1, md: 2, lg: 1 }} spacing="lg">
                <Panel title={texts.revenueTitle} flush fullHeight>
                  <RevenueCard revenue={data.revenue} today={data.date} />
                </Panel>
                <Panel title={texts.byClinicTitle} flush fullHeight>
                  <TodayByClinic dashboard={data} />
                </Panel>
              </SimpleGrid>
            </Grid.Col>
          </Grid>
          <Panel
            flush
            fullHeight
            title={texts.weekTitle}
            action={
              <Text fz="xs" c="gray.7" visibleFrom="sm">
                {texts.weekHint}
              </Text>
            }
          >
            <WeekUsage
              clinics={data.week.clinics}
              dates={datesBetween(data.week.from, data.week.to)}
              today={data.date}
            />
          </Panel>
        </>
      )}
    </Stack>
  );
}

function TodayByClinic({ dashboard }: { dashboard: Dashboard }) {
  const { clinics } = dashboard.appointmentsToday;
  if (clinics.length === 0) {
    return (
      <Text c="dimmed" fz="sm" p="md">
        {texts.byClinicEmpty}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      {clinics.map((clinic, index) => (
        <Group
          key={clinic.clinicId}
          justify="space-between"
          wrap="nowrap"
          gap="sm"
          px="md"
          py="xs"
          style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-2)' } : undefined}
        >
          <Anchor
            component={Link}
            to={calendarHref(paths.admin.calendar.href(), {
              view: 'day',
              date: dashboard.date,
              clinicId: clinic.clinicId,
            })}
            fz="sm"
            fw={500}
            lineClamp={1}
          >
            {clinic.clinicName}
          </Anchor>
          <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
            {texts.clinicLine(clinic.bookings, clinic.examinees)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function DashboardSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-label={texts.loading}>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        {[1, 2, 3, 4].map((card) => (
          <Card key={card} withBorder radius="lg" padding="lg">
            <Skeleton h={14} w="60%" mb="md" />
            <Skeleton h={30} w="40%" mb="sm" />
            <Skeleton h={12} w="80%" />
          </Card>
        ))}
      </SimpleGrid>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Card withBorder radius="lg" padding="md">
            <Skeleton h={18} w={200} mb="md" />
            {[1, 2, 3, 4, 5, 6].map((row) => (
              <Skeleton key={row} h={28} mb="xs" />
            ))}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Card withBorder radius="lg" padding="md">
            <Skeleton h={18} w={160} mb="md" />
            <Skeleton h={12} mb="sm" />
            <Skeleton h={12} mb="sm" />
            <Skeleton h={72} />
          </Card>
        </Grid.Col>
      </Grid>
      <Card withBorder radius="lg" padding="md">
        <Skeleton h={18} w={220} mb="md" />
        <Skeleton h={80} />
      </Card>
    </Stack>
  );
}
