import { BOOKING_STATUS_LABELS, type BookingStatus } from '@jongdee/contracts/labels';
import { formatCount } from '@jongdee/contracts/thai-format';
import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { BOOKING_STATUS_LOOK } from '../../../components/booking-status-badge.tsx';
import { useBookingStats } from '../api/get-booking-stats.ts';
import { myBookingsHref } from '../my-bookings-state.ts';
import { dashboardTexts as texts } from '../texts.ts';
import classes from './status-counts.module.css';

/** The four statuses a customer follows; cancelled and expired are a part of the list below, not a card. */
export const COUNTED_STATUSES: BookingStatus[] = ['pending_payment', 'payment_review', 'confirmed', 'completed'];

/** My counts by status; each card opens the list below filtered to its status (`/?status=…`). */
export function StatusCounts({ active }: { active: BookingStatus | null }) {
  const stats = useBookingStats();
  const headingId = useId();

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="baseline">
        <Title order={2} fz="xl" id={headingId}>
          {texts.statsTitle}
        </Title>
        {stats.isSuccess ? (
          <Text fz="sm" c="dimmed">
            {texts.statsTotal(stats.data.total)}
          </Text>
        ) : null}
      </Group>
      {stats.isError ? (
        <Alert color="red" title={texts.loadFailed}>
          <Button size="xs" variant="default" onClick={() => stats.refetch()}>
            {texts.retry}
          </Button>
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
          {COUNTED_STATUSES.map((status) =>
            stats.isSuccess ? (
              <StatusCard
                key={status}
                status={status}
                count={stats.data.byStatus[status] ?? 0}
                active={status === active}
              />
            ) : (
              <StatusCardSkeleton key={status} />
            ),
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function StatusCard({ status, count, active }: { status: BookingStatus; count: number; active: boolean }) {
  const { color, icon: Icon } = BOOKING_STATUS_LOOK[status];
  return (
    <Card
      component={Link}
      to={myBookingsHref({ status })}
      aria-current={active ? 'true' : undefined}
      withBorder
      radius="lg"
      padding="md"
      className={classes.card}
      data-status={status}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text fz={30} fw={700} lh={1.1} c={count > 0 ? 'dark.8' : 'gray.6'}>
          {formatCount(count)}
          <Text component="span" fz="sm" fw={500} c="dimmed" ml={6}>
            {texts.statsUnit}
          </Text>
        </Text>
        <ThemeIcon variant="light" color={color} radius="xl" size={38} aria-hidden>
          <Icon size={20} />
        </ThemeIcon>
      </Group>
      <Text fz="sm" fw={500} c="gray.7" mt="xs" lh={1.45}>
        {BOOKING_STATUS_LABELS[status]}
      </Text>
    </Card>
  );
}

function StatusCardSkeleton() {
  return (
    <Card withBorder radius="lg" padding="md" aria-hidden>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Skeleton height={32} width={56} />
        <Skeleton circle height={38} />
      </Group>
      <Skeleton height={12} width="75%" mt="md" />
    </Card>
  );
}
