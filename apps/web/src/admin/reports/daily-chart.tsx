import '@mantine/charts/styles.layer.css';
import type { ReportDay } from '@jongdee/contracts';
import { CompositeChart } from '@mantine/charts';
import { Card, Text, Title } from '@mantine/core';
import { chartPoints } from './report-format.ts';
import { reportTexts as texts } from './texts.ts';

/** Money per day as bars (left axis, baht); bookings and certificates as lines (right axis). */
export function DailyChart({ daily }: { daily: ReportDay[] }) {
  const { points, byMonth } = chartPoints(daily);
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-label={texts.daily}>
      <Title order={2} fz="lg">
        {byMonth ? texts.monthly : texts.daily}
      </Title>
      <Text fz="xs" c="dimmed" mb="sm">
        {texts.chartHint}
      </Text>
      <CompositeChart
        h={280}
        data={points}
        dataKey="label"
        withLegend
        withRightYAxis
        withDots={false}
        curveType="linear"
        rightYAxisProps={{ allowDecimals: false }}
        maxBarWidth={28}
        valueFormatter={(value) => value.toLocaleString('th-TH')}
        yAxisLabel={texts.dailyRevenue}
        series={[
          { name: 'revenue', label: texts.dailyRevenue, color: 'jade.5', type: 'bar' },
          { name: 'bookings', label: texts.dailyBookings, color: 'blue.6', type: 'line', yAxisId: 'right' },
          { name: 'certificates', label: texts.dailyCertificates, color: 'orange', type: 'line', yAxisId: 'right' },
        ]}
      />
    </Card>
  );
}
