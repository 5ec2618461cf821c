import type { DashboardRevenue } from '@jongdee/contracts';
import { formatBaht } from '@jongdee/contracts/thai-format';
import { Group, Stack, Text } from '@mantine/core';
import { endOfMonth } from '../calendar/calendar-dates.ts';
import { monthTitle } from '../calendar/calendar-labels.ts';
import { dashboardTexts as texts } from './texts.ts';

const THIS_MONTH_COLOR = 'var(--mantine-color-jade-7)';
const LAST_MONTH_COLOR = 'var(--mantine-color-gray-4)';

function ComparisonBar({ label, amount, max, color }: { label: string; amount: number; max: number; color: string }) {
  return (
    <Stack gap={2}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fz="sm" c="gray.7" truncate>
          {label}
        </Text>
        <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {formatBaht(amount)}
        </Text>
      </Group>
      <div style={{ height: 8, borderRadius: 4, background: 'var(--mantine-color-gray-1)' }} aria-hidden>
        <div
          style={{
            width: `${max === 0 ? 0 : Math.max(amount > 0 ? 2 : 0, (amount / max) * 100)}%`,
            height: '100%',
            borderRadius: 4,
            background: color,
          }}
        />
      </div>
    </Stack>
  );
}

/** Each day of the month, this month's column beside last month's: plain bars, no chart library. */
function DailyColumns({ revenue, today }: { revenue: DashboardRevenue; today: string }) {
  const days = Number(endOfMonth(`${revenue.month}-01`).slice(8, 10));
  const byDay = new Map(revenue.daily.map((day) => [day.day, day]));
  const max = Math.max(1, ...revenue.daily.flatMap((day) => [day.thisMonth, day.lastMonth]));
  const todayNumber = Number(today.slice(8, 10));
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text fz="xs" fw={600} c="gray.7">
          {texts.dailyTitle}
        </Text>
        <Group gap={10}>
          {[
            [texts.legendThisMonth, THIS_MONTH_COLOR],
            [texts.legendLastMonth, LAST_MONTH_COLOR],
          ].map(([label, color]) => (
            <Group key={label} gap={4} wrap="nowrap">
              <span style={{ width: 10, height: 10, borderRadius: 2, background: color }} aria-hidden />
              <Text fz="xs">{label}</Text>
            </Group>
          ))}
        </Group>
      </Group>
      <div
        role="img"
        aria-label={texts.dailyAria(monthTitle(`${revenue.month}-01`))}
        style={{ display: 'flex', alignItems: 'flex-end', gap: 2, height: 72 }}
      >
        {Array.from({ length: days }, (_, index) => index + 1).map((dayNumber) => {
          const day = byDay.get(dayNumber);
          const height = (value: number) => `${value === 0 ? 0 : Math.max(4, (value / max) * 100)}%`;
          return (
            <div
              key={dayNumber}
              title={`${dayNumber}: ${formatBaht(day?.thisMonth ?? 0)} / ${formatBaht(day?.lastMonth ?? 0)}`}
              style={{
                flex: 1,
                display: 'flex',
                alignItems: 'flex-end',
                gap: 1,
                height: '100%',
                opacity: dayNumber > todayNumber ? 0.6 : 1,
              }}
            >
              <div style={{ flex: 1, height: height(day?.lastMonth ?? 0), background: LAST_MONTH_COLOR }} />
              <div style={{ flex: 1, height: height(day?.thisMonth ?? 0), background: THIS_MONTH_COLOR }} />
            </div>
          );
        })}
      </div>
      <Group justify="space-between" aria-hidden>
        <Text fz={10} c="gray.7">
          1
        </Text>
        <Text fz={10} c="gray.7">
          15
        </Text>
        <Text fz={10} c="gray.7">
          {days}
        </Text>
      </Group>
    </Stack>
  );
}

/** This month's verified money against the same days of last month and the whole of it. */
export function RevenueCard({ revenue, today }: { revenue: DashboardRevenue; today: string }) {
  const day = Number(today.slice(8, 10));
  const thisMonth = monthTitle(`${revenue.month}-01`);
  const lastMonth = monthTitle(`${revenue.previousMonth}-01`);
  const max = Math.max(revenue.thisMonth, revenue.lastMonthToDate, revenue.lastMonth);
  return (
    <Stack gap="md" p="md">
      <Text fz="xs" c="gray.7">
        {texts.revenueHint}
      </Text>
      <Stack gap="sm">
        <ComparisonBar
          label={texts.thisMonthToDate(thisMonth, day)}
          amount={revenue.thisMonth}
          max={max}
          color={THIS_MONTH_COLOR}
        />
        <ComparisonBar
          label={texts.lastMonthToDate(lastMonth, day)}
          amount={revenue.lastMonthToDate}
          max={max}
          color="var(--mantine-color-gray-5)"
        />
        <ComparisonBar
          label={texts.lastMonthWhole(lastMonth)}
          amount={revenue.lastMonth}
          max={max}
          color={LAST_MONTH_COLOR}
        />
      </Stack>
      {revenue.thisMonth === 0 ? (
        <Text fz="sm" c="dimmed">
          {texts.revenueEmpty}
        </Text>
      ) : null}
      {revenue.daily.length > 0 ? <DailyColumns revenue={revenue} today={today} /> : null}
    </Stack>
  );
}
