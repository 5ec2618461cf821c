import type { ReportSummary } from '@jongdee/contracts';
import { formatBaht } from '@jongdee/contracts/thai-format';
import { Card, Group, type MantineColor, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCertificate,
  IconCoin,
  IconReceiptRefund,
  IconScale,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { reportTexts as texts } from './texts.ts';

const number = (value: number) => value.toLocaleString('th-TH');

function Kpi({
  testId,
  label,
  icon: Icon,
  color,
  value,
  unit,
  detail,
}: {
  testId: string;
  label: string;
  icon: ComponentType<{ size?: number }>;
  color: MantineColor;
  value: string;
  unit?: string;
  detail: string;
}) {
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-label={label} data-testid={testId}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fz="sm" fw={600} c="gray.7">
            {label}
          </Text>
          <ThemeIcon variant="light" color={color} radius="md" size={30} aria-hidden>
            <Icon size={18} />
          </ThemeIcon>
        </Group>
        <Group gap={6} align="baseline" wrap="nowrap">
          <Text fz={24} fw={700} lh={1.2} data-testid={`${testId}-value`} style={{ whiteSpace: 'nowrap' }}>
            {value}
          </Text>
          {unit ? (
            <Text c="gray.7" fz="sm">
              {unit}
            </Text>
          ) : null}
        </Group>
        <Text fz="xs" c="gray.7">
          {detail}
        </Text>
      </Stack>
    </Card>
  );
}

/** The six numbers of the range: money in, money back, the difference, bookings, examinees, certificates. */
export function ReportKpis({ summary }: { summary: ReportSummary }) {
  const { revenue, bookings, examinees, certificates } = summary;
  const k = texts.kpi;
  return (
    <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md">
      <Kpi
        testId="report-revenue"
        label={k.revenue}
        icon={IconCoin}
        color="jade"
        value={formatBaht(revenue.gross)}
        detail={k.revenueDetail(revenue.payments)}
      />
      <Kpi
        testId="report-refunds"
        label={k.refunds}
        icon={IconReceiptRefund}
        color="orange"
        value={formatBaht(revenue.refunds)}
        detail={k.refundsDetail(revenue.refundCount)}
      />
      <Kpi
        testId="report-net"
        label={k.net}
        icon={IconScale}
        color="grape"
        value={formatBaht(revenue.net)}
        detail={k.netDetail}
      />
      <Kpi
        testId="report-bookings"
        label={k.bookings}
        icon={IconCalendarEvent}
        color="blue"
        value={number(bookings.total)}
        unit={k.items}
        detail={k.bookingsDetail}
      />
      <Kpi
        testId="report-examinees"
        label={k.examinees}
        icon={IconUsers}
        color="cyan"
        value={number(examinees.booked)}
        unit={k.people}
        detail={k.examineesDetail(examinees.registered)}
      />
      <Kpi
        testId="report-certificates"
        label={k.certificates}
        icon={IconCertificate}
        color="teal"
        value={number(certificates.valid + certificates.revoked)}
        unit={k.copies}
        detail={k.certificatesDetail(certificates.revoked)}
      />
    </SimpleGrid>
  );
}
