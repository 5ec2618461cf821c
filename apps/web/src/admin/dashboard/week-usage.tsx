import { CALENDAR_CLOSED_REASON_LABELS, type DashboardWeekClinic } from '@jongdee/contracts';
import { formatThaiDate } from '@jongdee/contracts/thai-format';
import { Anchor, Button, Center, Group, Stack, Table, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconBuildingHospital } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../paths.ts';
import { weekdayOf } from '../calendar/calendar-dates.ts';
import { closedText, UsageBar } from '../calendar/calendar-parts.tsx';
import { calendarHref } from '../calendar/calendar-search.ts';
import { calendarTexts } from '../calendar/texts.ts';
import { dashboardTexts as texts } from './texts.ts';

/** Each active clinic's next seven days: places taken against places offered; a day opens in the calendar. */
export function WeekUsage({
  clinics,
  dates,
  today,
}: {
  clinics: DashboardWeekClinic[];
  dates: string[];
  today: string;
}) {
  if (clinics.length === 0) {
    return (
      <Center py={40} px="md">
        <Stack align="center" gap="sm" maw={420} ta="center">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray">
            <IconBuildingHospital size={24} aria-hidden />
          </ThemeIcon>
          <Text fw={600}>{texts.weekEmptyTitle}</Text>
          <Text c="dimmed" fz="sm">
            {texts.weekEmptyBody}
          </Text>
          <Button component={Link} to={paths.admin.clinics.href()} variant="light" size="sm">
            {texts.addClinic}
          </Button>
        </Stack>
      </Center>
    );
  }
  return (
    <Table.ScrollContainer minWidth={680} type="native">
      <Table verticalSpacing={6} horizontalSpacing="xs" fz="sm" layout="fixed" data-testid="week-usage">
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th style={{ width: 150 }}>{texts.clinicColumn}</Table.Th>
            {dates.map((date) => (
              <Table.Th key={date} style={date === today ? { background: 'var(--mantine-color-jade-0)' } : undefined}>
                <span aria-hidden>
                  {calendarTexts.weekdaysShort[weekdayOf(date)]} {Number(date.slice(8, 10))}
                </span>
                <VisuallyHidden>{formatThaiDate(date, 'long')}</VisuallyHidden>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {clinics.map((clinic) => (
            <Table.Tr key={clinic.clinicId}>
              <Table.Th scope="row" fw={600}>
                <Text fz="sm" fw={600} lineClamp={2}>
                  {clinic.clinicName}
                </Text>
              </Table.Th>
              {clinic.days.map((day) => (
                <Table.Td key={day.date}>
                  <Anchor
                    component={Link}
                    to={calendarHref(paths.admin.calendar.href(), {
                      view: 'day',
                      date: day.date,
                      clinicId: clinic.clinicId,
                    })}
                    c="dark.7"
                    underline="hover"
                    title={day.closedReason ? closedText(day.closedReason, day.closedNote) : undefined}
                    display="block"
                  >
                    <VisuallyHidden>
                      {texts.openDayInCalendar(clinic.clinicName, formatThaiDate(day.date, 'long'))}
                    </VisuallyHidden>
                    {day.closedReason && day.used === 0 ? (
                      <Stack gap={0}>
                        <Text fz="xs" fw={600} c="gray.7">
                          {texts.closed}
                        </Text>
                        <Text fz={11} c="gray.7" truncate="end">
                          {day.closedNote ?? CALENDAR_CLOSED_REASON_LABELS[day.closedReason]}
                        </Text>
                      </Stack>
                    ) : (
                      <Stack gap={3}>
                        <Text fz="xs" fw={600}>
                          {texts.usage(day.used, day.capacity)}
                        </Text>
                        <Group gap={0} wrap="nowrap">
                          <UsageBar used={day.used} capacity={day.capacity} />
                        </Group>
                      </Stack>
                    )}
                  </Anchor>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
