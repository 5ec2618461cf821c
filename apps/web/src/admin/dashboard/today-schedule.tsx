import type { Dashboard } from '@jongdee/contracts';
import { Anchor, Button, Center, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { BookingStatusBadge } from '../../components/booking-status-badge.tsx';
import { paths } from '../../paths.ts';
import { calendarHref } from '../calendar/calendar-search.ts';
import { dashboardTexts as texts } from './texts.ts';

/** Today's appointments still to come, earliest first: each row opens its booking. */
export function TodaySchedule({ dashboard }: { dashboard: Dashboard }) {
  const navigate = useNavigate();
  const { items } = dashboard.schedule;
  const columns = texts.columns;
  if (items.length === 0) {
    return (
      <Center py={40} px="md">
        <Stack align="center" gap="sm" maw={420} ta="center">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray">
            <IconCalendarOff size={24} aria-hidden />
          </ThemeIcon>
          <Text fw={600}>{texts.scheduleEmptyTitle}</Text>
          <Text c="dimmed" fz="sm">
            {texts.scheduleEmptyBody}
          </Text>
          <Button
            component={Link}
            to={calendarHref(paths.admin.calendar.href(), { view: 'week', date: dashboard.date })}
            variant="light"
            size="sm"
          >
            {texts.openCalendar}
          </Button>
        </Stack>
      </Center>
    );
  }
  return (
    <Table.ScrollContainer minWidth={520} type="native">
      <Table highlightOnHover verticalSpacing="xs" horizontalSpacing="sm" fz="sm" data-testid="today-schedule">
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th style={{ width: 76 }}>{columns.time}</Table.Th>
            <Table.Th>{columns.booking}</Table.Th>
            <Table.Th>{columns.clinic}</Table.Th>
            <Table.Th style={{ textAlign: 'right', width: 96, whiteSpace: 'nowrap' }}>{columns.examinees}</Table.Th>
            <Table.Th style={{ width: 124 }}>{columns.status}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr
              key={item.bookingId}
              onClick={() => navigate(paths.admin.bookingView.href(item.bookingId))}
              style={{ cursor: 'pointer' }}
            >
              <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                {texts.timeSuffix(item.slotTime)}
              </Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={paths.admin.bookingView.href(item.bookingId)}
                  fw={600}
                  fz="sm"
                  ff="monospace"
                  aria-label={texts.openBooking(item.bookingNo)}
                  onClick={(event) => event.stopPropagation()}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {item.bookingNo}
                </Anchor>
                <Text fz="xs" c="dimmed" lineClamp={1}>
                  {item.customerName}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm" lineClamp={2}>
                  {item.clinicName}
                </Text>
              </Table.Td>
              <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                {texts.people(item.examineeCount)}
              </Table.Td>
              <Table.Td>
                <BookingStatusBadge status={item.status} size="sm" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
