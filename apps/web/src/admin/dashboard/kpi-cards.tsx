import type { Dashboard } from '@jongdee/contracts';
import { formatBaht, formatCount } from '@jongdee/contracts/thai-format';
import { Button, SimpleGrid } from '@mantine/core';
import { IconCalendarEvent, IconCertificate, IconChevronRight, IconCoin, IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../paths.ts';
import { KpiCard } from '../kpi-card.tsx';
import { formatChange, formatWaiting } from './dashboard-format.ts';
import { dashboardTexts as texts } from './texts.ts';

/** The four numbers of the day: appointments, slips waiting, money in this month, certificates issued. */
export function KpiCards({ dashboard }: { dashboard: Dashboard }) {
  const { appointmentsToday: today, reviewQueue, revenue, certificates } = dashboard;
  const change = formatChange(revenue.thisMonth, revenue.lastMonthToDate);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      <KpiCard
        testId="kpi-appointments"
        label={texts.appointmentsToday}
        icon={IconCalendarEvent}
        color="jade"
        value={formatCount(today.bookings)}
        unit={texts.bookingsUnit}
        detail={
          today.bookings === 0 ? (
            texts.noAppointmentsToday
          ) : (
            <>
              {texts.examinees(today.examinees)}
              <br />
              {texts.statusLine(
                today.byStatus.confirmed + today.byStatus.completed,
                today.byStatus.pending_payment + today.byStatus.payment_review,
              )}
            </>
          )
        }
      />
      <KpiCard
        testId="kpi-review-queue"
        label={texts.slipsWaiting}
        icon={IconReceipt}
        color={reviewQueue.submitted > 0 ? 'orange' : 'jade'}
        highlight={reviewQueue.submitted > 0}
        value={formatCount(reviewQueue.submitted)}
        unit={texts.slipsUnit}
        detail={
          reviewQueue.oldestSubmittedAt
            ? texts.oldestWaiting(formatWaiting(reviewQueue.oldestSubmittedAt, dashboard.generatedAt))
            : texts.queueEmpty
        }
        action={
          <Button
            component={Link}
            to={paths.admin.payments.href()}
            variant={reviewQueue.submitted > 0 ? 'filled' : 'light'}
            size="xs"
            rightSection={<IconChevronRight size={14} aria-hidden />}
          >
            {texts.reviewSlips}
          </Button>
        }
      />
      <KpiCard
        testId="kpi-revenue"
        label={texts.revenueThisMonth}
        icon={IconCoin}
        color="grape"
        value={formatBaht(revenue.thisMonth)}
        detail={change ? texts.revenueVsLastMonth(change) : texts.revenueNoBaseline}
      />
      <KpiCard
        testId="kpi-certificates"
        label={texts.certificatesThisMonth}
        icon={IconCertificate}
        color="blue"
        value={formatCount(certificates.issued)}
        unit={texts.certificatesUnit}
        detail={
          certificates.revoked > 0 ? texts.certificatesRevoked(certificates.revoked) : texts.certificatesNoneRevoked
        }
      />
    </SimpleGrid>
  );
}
