import type { ReportSummary } from '@jongdee/contracts';
import { formatBaht, formatCount } from '@jongdee/contracts/thai-format';
import { SimpleGrid } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCertificate,
  IconCoin,
  IconReceiptRefund,
  IconScale,
  IconUsers,
} from '@tabler/icons-react';
import { KpiCard } from '../kpi-card.tsx';
import { reportTexts as texts } from './texts.ts';

/** The six numbers of the range: money in, money back, the difference, bookings, examinees, certificates. */
export function ReportKpis({ summary }: { summary: ReportSummary }) {
  const { revenue, bookings, examinees, certificates } = summary;
  const k = texts.kpi;
  return (
    <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md">
      <KpiCard
        compact
        testId="report-revenue"
        label={k.revenue}
        icon={IconCoin}
        color="jade"
        value={formatBaht(revenue.gross)}
        detail={k.revenueDetail(revenue.payments)}
      />
      <KpiCard
        compact
        testId="report-refunds"
        label={k.refunds}
        icon={IconReceiptRefund}
        color="orange"
        value={formatBaht(revenue.refunds)}
        detail={k.refundsDetail(revenue.refundCount)}
      />
      <KpiCard
        compact
        testId="report-net"
        label={k.net}
        icon={IconScale}
        color="grape"
        value={formatBaht(revenue.net)}
        detail={k.netDetail}
      />
      <KpiCard
        compact
        testId="report-bookings"
        label={k.bookings}
        icon={IconCalendarEvent}
        color="blue"
        value={formatCount(bookings.total)}
        unit={k.items}
        detail={k.bookingsDetail}
      />
      <KpiCard
        compact
        testId="report-examinees"
        label={k.examinees}
        icon={IconUsers}
        color="cyan"
        value={formatCount(examinees.booked)}
        unit={k.people}
        detail={k.examineesDetail(examinees.registered)}
      />
      <KpiCard
        compact
        testId="report-certificates"
        label={k.certificates}
        icon={IconCertificate}
        color="teal"
        value={formatCount(certificates.valid + certificates.revoked)}
        unit={k.copies}
        detail={k.certificatesDetail(certificates.revoked)}
      />
    </SimpleGrid>
  );
}
