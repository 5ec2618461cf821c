import type { BookingListItem } from '@jongdee/contracts';
import { formatBaht, formatThaiDate } from '@jongdee/contracts/thai-format';
import { Alert, Box, Button, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarEvent, IconChevronRight, IconClock, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BookingStatusBadge } from '../../../components/booking-status-badge.tsx';
import { RuledList, RuledRow } from '../../../components/ruled-list.tsx';
import { paths } from '../../../paths.ts';
import { useUpcomingBookings } from '../api/get-upcoming-bookings.ts';
import { dashboardTexts as texts } from '../texts.ts';
import classes from './upcoming-appointments.module.css';

const TIME_ZONE = 'Asia/Bangkok';
const dayFormat = new Intl.DateTimeFormat('th-TH', { day: 'numeric', timeZone: TIME_ZONE });
const monthFormat = new Intl.DateTimeFormat('th-TH', { month: 'short', timeZone: TIME_ZONE });
const weekdayFormat = new Intl.DateTimeFormat('th-TH', { weekday: 'short', timeZone: TIME_ZONE });

/** A clinic date (`2026-11-23`) at noon in Bangkok, so no time zone can move it to another day. */
const atNoon = (date: string) => new Date(`${date}T12:00:00+07:00`);

export function UpcomingAppointments() {
  const upcoming = useUpcomingBookings();
  if (upcoming.isPending) return <UpcomingSkeleton />;
  if (upcoming.isError) {
    return (
      <Alert color="red" title={texts.loadFailed} m="md">
        <Button size="xs" variant="default" onClick={() => upcoming.refetch()}>
          {texts.retry}
        </Button>
      </Alert>
    );
  }
  if (upcoming.data.length === 0) return <UpcomingEmpty />;
  return (
    <RuledList>
      {upcoming.data.map((booking) => (
        <RuledRow key={booking.id}>
          <UpcomingItem booking={booking} />
        </RuledRow>
      ))}
    </RuledList>
  );
}

function UpcomingItem({ booking }: { booking: BookingListItem }) {
  const date = atNoon(booking.appointmentDate);
  return (
    <Link to={paths.bookingDetail.href(booking.id)} className={classes.item}>
      <Box className={classes.dateTile} aria-hidden>
        <Text fz="xs" fw={500} lh={1.3}>
          {weekdayFormat.format(date)}
        </Text>
        <Text fz={22} fw={700} lh={1.15}>
          {dayFormat.format(date)}
        </Text>
        <Text fz="xs" fw={500} lh={1.3}>
          {monthFormat.format(date)}
        </Text>
      </Box>
      <Stack gap={2} className={classes.content}>
        <Group justify="space-between" align="flex-start" gap={6}>
          <Text fw={600} lh={1.45} style={{ flex: '1 1 160px' }}>
            {booking.clinic.name}
          </Text>
          <BookingStatusBadge size="lg" status={booking.status} />
        </Group>
        <Text fz="sm" c="gray.7" lh={1.45}>
          {booking.service.name}
        </Text>
        <Group mt={4} c="dark.6" style={{ columnGap: 14, rowGap: 2 }}>
          <Group gap={4} wrap="nowrap">
            <IconCalendarEvent size={16} aria-hidden />
            <Text fz="sm" fw={500}>
              {formatThaiDate(date)}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconClock size={16} aria-hidden />
            <Text fz="sm" fw={500}>
              {texts.time(booking.slotTime)}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconUsers size={16} aria-hidden />
            <Text fz="sm">{texts.examinees(booking.examineeCount)}</Text>
          </Group>
        </Group>
        <Text fz="xs" c="dimmed" mt={2}>
          {texts.bookingNo(booking.bookingNo)} · {formatBaht(booking.totalAmount)}
        </Text>
      </Stack>
      <IconChevronRight size={20} className={classes.chevron} aria-hidden />
    </Link>
  );
}

function UpcomingEmpty() {
  return (
    <Stack align="center" gap="xs" ta="center" px="md" py="xl">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
        <IconCalendarEvent size={30} />
      </ThemeIcon>
      <Text fw={600} mt="xs">
        {texts.upcomingEmptyTitle}
      </Text>
      <Text fz="sm" c="dimmed" maw={360}>
        {texts.upcomingEmptyBody}
      </Text>
      <Button component={Link} to={paths.booking.href()} mt="xs">
        {texts.upcomingEmptyAction}
      </Button>
    </Stack>
  );
}

function UpcomingSkeleton() {
  return (
    <Stack gap={0} aria-hidden>
      {[0, 1, 2].map((row) => (
        <Group key={row} gap="md" wrap="nowrap" align="flex-start" p="md">
          <Skeleton height={64} width={56} radius="md" />
          <Stack gap={8} style={{ flex: 1 }}>
            <Skeleton height={14} width="60%" />
            <Skeleton height={12} width="40%" />
            <Skeleton height={12} width="80%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
