import {
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  CERTIFICATE_TYPE_LABELS,
  CERTIFICATE_TYPES,
  type ReportGroup,
  type ReportSummary,
} from '@jongdee/contracts';
import { formatBaht, formatCount } from '@jongdee/contracts/thai-format';
import { Card, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { BOOKING_STATUS_LOOK } from '../../components/booking-status-badge.tsx';
import { reportTexts as texts } from './texts.ts';

/** Bookings made in the range, one bar per status. */
export function BookingsByStatus({ summary }: { summary: ReportSummary }) {
  const total = summary.bookings.total;
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-label={texts.byStatus}>
      <Title order={2} fz="lg" mb="sm">
        {texts.byStatus}
      </Title>
      <Stack gap={8}>
        {BOOKING_STATUSES.map((status) => {
          const count = summary.bookings.byStatus[status];
          return (
            <div key={status} data-testid={`status-${status}`}>
              <Group justify="space-between" gap="xs">
                <Text fz="sm">{BOOKING_STATUS_LABELS[status]}</Text>
                <Text fz="sm" fw={600}>
                  {formatCount(count)}
                </Text>
              </Group>
              <Progress
                value={total ? (count / total) * 100 : 0}
                color={BOOKING_STATUS_LOOK[status].color}
                size="sm"
                aria-hidden
              />
            </div>
          );
        })}
      </Stack>
    </Card>
  );
}

/** Certificates issued in the range by type: still valid, and revoked since. */
export function CertificatesByType({ summary }: { summary: ReportSummary }) {
  const { byType } = summary.certificates;
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-label={texts.byType}>
      <Title order={2} fz="lg" mb="sm">
        {texts.byType}
      </Title>
      <Table striped verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
              {texts.valid}
            </Table.Th>
            <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
              {texts.revoked}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {CERTIFICATE_TYPES.map((type) => (
            <Table.Tr key={type}>
              <Table.Td fz="sm">{CERTIFICATE_TYPE_LABELS[type]}</Table.Td>
              <Table.Td ta="right">{formatCount(byType[type].valid)}</Table.Td>
              <Table.Td ta="right" c={byType[type].revoked ? 'red' : undefined}>
                {formatCount(byType[type].revoked)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

/** Per clinic or per service: money, bookings made, examinees of the appointments; with a total row. */
export function GroupTable({ title, first, groups }: { title: string; first: string; groups: ReportGroup[] }) {
  const c = texts.columns;
  const sum = (field: 'revenue' | 'refunds' | 'bookings' | 'examinees') =>
    groups.reduce((total, group) => total + group[field], 0);
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-label={title}>
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {groups.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {texts.noGroups}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{first}</Table.Th>
                <Table.Th ta="right">{c.revenue}</Table.Th>
                <Table.Th ta="right">{c.refunds}</Table.Th>
                <Table.Th ta="right">{c.net}</Table.Th>
                <Table.Th ta="right">{c.bookings}</Table.Th>
                <Table.Th ta="right">{c.examinees}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {groups.map((group) => (
                <Table.Tr key={group.id}>
                  <Table.Td>{group.name}</Table.Td>
                  <Table.Td ta="right">{formatBaht(group.revenue)}</Table.Td>
                  <Table.Td ta="right">{formatBaht(group.refunds)}</Table.Td>
                  <Table.Td ta="right">{formatBaht(group.revenue - group.refunds)}</Table.Td>
                  <Table.Td ta="right">{formatCount(group.bookings)}</Table.Td>
                  <Table.Td ta="right">{formatCount(group.examinees)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr fw={700}>
                <Table.Td>{c.total}</Table.Td>
                <Table.Td ta="right">{formatBaht(sum('revenue'))}</Table.Td>
                <Table.Td ta="right">{formatBaht(sum('refunds'))}</Table.Td>
                <Table.Td ta="right">{formatBaht(sum('revenue') - sum('refunds'))}</Table.Td>
                <Table.Td ta="right">{formatCount(sum('bookings'))}</Table.Td>
                <Table.Td ta="right">{formatCount(sum('examinees'))}</Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
