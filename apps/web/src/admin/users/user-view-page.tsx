import type { UserDetail } from '@jongdee/contracts';
import {
  formatBaht,
  formatCount,
  formatThaiDate,
  formatThaiDateTime,
  personName,
} from '@jongdee/contracts/thai-format';
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconHistory, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BookingStatusBadge } from '../../components/booking-status-badge.tsx';
import { PaymentStatusBadge } from '../../components/payment-status-badge.tsx';
import { Row } from '../../components/row.tsx';
import { paths } from '../../paths.ts';
import { useAuditLog } from '../audit-log/api/get-audit-log.ts';
import { AuditEntriesTable } from '../audit-log/audit-entries-table.tsx';
import { auditLogSearchFor, DEFAULT_STATE } from '../audit-log/list-search.ts';
import { CardTable, EmptyLine, QueryPart, RecordCard } from '../record-card.tsx';
import { BackLink, recordRoute } from '../record-page.tsx';
import { useUser } from './api/get-user.ts';
import { adminUserTexts as texts } from './texts.ts';
import { InactiveBadge, RoleBadge } from './users-list-page.tsx';

/** /admin/user/{id}/view: a user's profile, counts, latest bookings and payments, and the account's history. */
export const UserViewPage = recordRoute(useUser, { backTo: paths.admin.users.href(), texts }, (detail) => (
  <UserView detail={detail} />
));

function UserView({ detail }: { detail: UserDetail }) {
  const { user, counts } = detail;
  const name = personName(user);
  const fields = texts.fields;
  return (
    <Stack gap="lg">
      <BackLink to={paths.admin.users.href()}>{texts.back}</BackLink>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div>
          <Group gap="xs">
            <Title order={1} fz={28}>
              {name}
            </Title>
            <RoleBadge role={user.role} />
            {user.isActive ? null : <InactiveBadge />}
          </Group>
          <Text c="dimmed">{user.email ?? texts.walkInNote}</Text>
        </div>
        <Button
          component={Link}
          to={paths.admin.userEdit.href(user.id)}
          leftSection={<IconPencil size={18} aria-hidden />}
        >
          {texts.edit}
        </Button>
      </Group>

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Count label={texts.counts.bookings} value={counts.bookings} />
        <Count label={texts.counts.payments} value={counts.payments} />
        <Count label={texts.counts.activeSessions} value={counts.activeSessions} />
      </SimpleGrid>

      <RecordCard title={texts.profile}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs" verticalSpacing="xs">
          <Row label={fields.phone} value={user.phone || texts.empty} />
          <Row label={fields.companyName} value={user.companyName || texts.empty} />
          <Row label={fields.taxId} value={user.taxId || texts.empty} />
          <Row label={fields.address} value={user.address || texts.empty} />
          <Row label={fields.isActive} value={user.isActive ? texts.active : texts.inactive} />
          <Row label={fields.createdAt} value={formatThaiDateTime(user.createdAt)} />
          <Row
            label={fields.lastLoginAt}
            value={user.lastLoginAt ? formatThaiDateTime(user.lastLoginAt) : texts.never}
          />
          {user.mustChangePassword ? <Row label="" value={<Text c="red">{texts.mustChangePassword}</Text>} /> : null}
        </SimpleGrid>
      </RecordCard>

      <RecordCard
        title={texts.recentBookings}
        aside={
          detail.recentBookings.length < counts.bookings ? (
            <Text fz="sm" c="dimmed">
              {texts.allBookingsHint(detail.recentBookings.length)}
            </Text>
          ) : undefined
        }
      >
        <CardTable
          items={detail.recentBookings}
          empty={texts.noBookings}
          head={
            <>
              <Table.Th>{texts.bookingColumns.bookingNo}</Table.Th>
              <Table.Th>{texts.bookingColumns.appointment}</Table.Th>
              <Table.Th>{texts.bookingColumns.clinic}</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>{texts.bookingColumns.total}</Table.Th>
              <Table.Th>{texts.bookingColumns.status}</Table.Th>
            </>
          }
        >
          {(booking) => (
            <Table.Tr key={booking.id}>
              <Table.Td>
                <Anchor component={Link} to={paths.admin.bookingView.href(booking.id)} ff="monospace" fz="sm">
                  {booking.bookingNo}
                </Anchor>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatThaiDate(booking.appointmentDate)} {booking.slotTime}
              </Table.Td>
              <Table.Td>
                {booking.clinic.name}
                <Text fz="xs" c="dimmed">
                  {booking.service.name}
                </Text>
              </Table.Td>
              <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                {formatBaht(booking.totalAmount)}
              </Table.Td>
              <Table.Td>
                <BookingStatusBadge status={booking.status} size="sm" />
              </Table.Td>
            </Table.Tr>
          )}
        </CardTable>
      </RecordCard>

      <RecordCard title={texts.recentPayments}>
        <CardTable
          items={detail.recentPayments}
          empty={texts.noPayments}
          head={
            <>
              <Table.Th>{texts.paymentColumns.paymentNo}</Table.Th>
              <Table.Th>{texts.paymentColumns.bookingNo}</Table.Th>
              <Table.Th>{texts.paymentColumns.createdAt}</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>{texts.paymentColumns.amount}</Table.Th>
              <Table.Th>{texts.paymentColumns.status}</Table.Th>
            </>
          }
        >
          {(payment) => (
            <Table.Tr key={payment.id}>
              <Table.Td>
                <Anchor component={Link} to={paths.admin.paymentView.href(payment.id)} ff="monospace" fz="sm">
                  {payment.paymentNo}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={paths.admin.bookingView.href(payment.bookingId)} ff="monospace" fz="sm">
                  {payment.bookingNo}
                </Anchor>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatThaiDateTime(payment.createdAt)}</Table.Td>
              <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{formatBaht(payment.amount)}</Table.Td>
              <Table.Td>
                <PaymentStatusBadge status={payment.status} size="sm" />
              </Table.Td>
            </Table.Tr>
          )}
        </CardTable>
      </RecordCard>

      <UserAuditTrail userId={user.id} />
    </Stack>
  );
}

function UserAuditTrail({ userId }: { userId: string }) {
  const audit = useAuditLog({ ...DEFAULT_STATE, entity: 'user', entityId: userId });
  return (
    <RecordCard
      title={texts.audit}
      aside={
        <Anchor component={Link} to={`${paths.admin.auditLog.href()}?${auditLogSearchFor('user', userId)}`} fz="sm">
          <Group gap={4}>
            <IconHistory size={16} aria-hidden />
            {texts.auditAll}
          </Group>
        </Anchor>
      }
    >
      <QueryPart query={audit} texts={texts}>
        {({ items }) =>
          items.length === 0 ? (
            <EmptyLine>{texts.auditEmpty}</EmptyLine>
          ) : (
            <AuditEntriesTable items={items} showEntity={false} />
          )
        }
      </QueryPart>
    </RecordCard>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Card withBorder radius="lg" padding="md">
      <Text c="dimmed" fz="sm">
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {formatCount(value)}
      </Text>
    </Card>
  );
}
