import {
  auditActionLabel,
  type Booking,
  CERTIFICATE_TYPE_LABELS,
  GENDER_LABELS,
  ID_TYPE_LABELS,
} from '@jongdee/contracts';
import {
  clinicAddressLine,
  formatBaht,
  formatThaiDate,
  formatThaiDateTime,
  personName,
} from '@jongdee/contracts/thai-format';
import { Alert, Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconCheck, IconCircleCheck, IconPencil, IconX } from '@tabler/icons-react';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useBooking } from '../../api/get-booking.ts';
import { BookingStatusBadge } from '../../components/booking-status-badge.tsx';
import { Row } from '../../components/row.tsx';
import { paths } from '../../paths.ts';
import { auditLogSearchFor } from '../audit-log/list-search.ts';
import { auditLogTexts } from '../audit-log/texts.ts';
import { BookingCertificatesCard } from '../certificates/booking-certificates-card.tsx';
import { BookingPaymentsCard } from '../payments/booking-payments-card.tsx';
import { CardTable, QueryPart, RecordCard } from '../record-card.tsx';
import { BackLink, RecordHeading, recordRoute } from '../record-page.tsx';
import { useBookingAudit } from './api/get-booking-audit.ts';
import { auditChanges } from './audit-changes.ts';
import { CancelModal, CompleteModal, ConfirmModal } from './booking-status-modals.tsx';
import { adminBookingTexts as texts } from './texts.ts';

/** /admin/booking/{id}/view: everything about one booking, and the actions its state allows. */
export const BookingViewPage = recordRoute(useBooking, { backTo: paths.admin.bookings.href(), texts }, (booking) => (
  <BookingView booking={booking} />
));

type Dialog = 'confirm' | 'cancel' | 'complete' | null;

function BookingView({ booking }: { booking: Booking }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const actions = booking.allowedActions;
  const close = () => setDialog(null);

  return (
    <Stack gap="lg">
      <BackLink to={paths.admin.bookings.href()}>{texts.backToList}</BackLink>

      <RecordHeading
        number={booking.bookingNo}
        status={<BookingStatusBadge status={booking.status} size="lg" data-testid="booking-status" />}
        subtitle={
          <>
            {texts.createdAt} {formatThaiDateTime(booking.createdAt)}
            {booking.createdByAdminId ? ` · ${texts.createdByAdmin}` : ''}
          </>
        }
        actions={
          <Group gap="sm">
            {actions.edit || actions.reschedule ? (
              <Button
                component={Link}
                to={paths.admin.bookingEdit.href(booking.id)}
                variant="default"
                leftSection={<IconPencil size={18} aria-hidden />}
              >
                {texts.edit}
              </Button>
            ) : null}
            {actions.cancel ? (
              <Button
                variant="default"
                c="red"
                leftSection={<IconX size={18} aria-hidden />}
                onClick={() => setDialog('cancel')}
              >
                {texts.cancelBooking}
              </Button>
            ) : null}
            {actions.complete ? (
              <Button
                variant="light"
                c="jade.9"
                leftSection={<IconCircleCheck size={18} aria-hidden />}
                onClick={() => setDialog('complete')}
              >
                {texts.complete}
              </Button>
            ) : null}
            {actions.confirm ? (
              <Button leftSection={<IconCheck size={18} aria-hidden />} onClick={() => setDialog('confirm')}>
                {texts.confirm}
              </Button>
            ) : null}
          </Group>
        }
      />

      <StatusNotes booking={booking} />

      <SimpleGrid cols={{ base: 1, md: 2, xl: 4 }} spacing="md">
        <InfoCard title={texts.appointment}>
          <Text fw={600}>{formatThaiDate(booking.appointmentDate, 'long')}</Text>
          <Text>{texts.timeSuffix(booking.slotTime)}</Text>
          <Text fz="sm" mt={6}>
            {booking.service.name}
          </Text>
          <Text fz="xs" c="dimmed">
            {CERTIFICATE_TYPE_LABELS[booking.service.certificateType]}
          </Text>
        </InfoCard>
        <InfoCard title={texts.clinic}>
          <Text fw={600}>{booking.clinic.name}</Text>
          <Text fz="sm" c="dimmed">
            {clinicAddressLine(booking.clinic.address, booking.clinic.province)}
          </Text>
          <Text fz="sm">{booking.clinic.phone}</Text>
        </InfoCard>
        <InfoCard title={texts.customer}>
          <Anchor component={Link} to={paths.admin.userView.href(booking.user.id)} fw={600}>
            {personName(booking.user)}
          </Anchor>
          <Text fz="sm">{booking.user.email ?? texts.walkIn}</Text>
          <Text fz="sm">{booking.user.phone}</Text>
          <Text fz="xs" c="dimmed" mt={6}>
            {texts.contact}
          </Text>
          <Text fz="sm">
            {booking.contactName} · {booking.contactPhone}
          </Text>
        </InfoCard>
        <InfoCard title={texts.amounts}>
          <Row label={texts.unitPrice} value={formatBaht(booking.unitPrice)} />
          <Row label={texts.examineeCount} value={booking.examineeCount} />
          <Row label={texts.totalAmount} value={<Text fw={700}>{formatBaht(booking.totalAmount)}</Text>} />
          <Row
            label={texts.amountDue}
            value={
              <Text fw={700} c={booking.amountDue > 0 ? 'red' : undefined}>
                {formatBaht(booking.amountDue)}
              </Text>
            }
          />
          <Row label={texts.paymentDue} value={formatThaiDateTime(booking.paymentDueAt)} />
        </InfoCard>
      </SimpleGrid>

      <Examinees booking={booking} />

      <RecordCard title={texts.notes}>
        <Text c={booking.note ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
          {booking.note ?? texts.noNote}
        </Text>
      </RecordCard>

      <BookingPaymentsCard booking={booking} />

      <BookingCertificatesCard booking={booking} />

      <AuditTrail bookingId={booking.id} />

      <ConfirmModal booking={booking} opened={dialog === 'confirm'} onClose={close} />
      <CancelModal booking={booking} opened={dialog === 'cancel'} onClose={close} />
      <CompleteModal booking={booking} opened={dialog === 'complete'} onClose={close} />
    </Stack>
  );
}

function StatusNotes({ booking }: { booking: Booking }) {
  const notes: { color: string; title: string; body: string }[] = [];
  if (booking.capacityOverride) notes.push({ color: 'orange', title: texts.capacityOverride, body: '' });
  if (booking.confirmedAt) {
    notes.push({
      color: 'jade',
      title: `${texts.confirmedAt} ${formatThaiDateTime(booking.confirmedAt)}`,
      body: booking.confirmNote ?? '',
    });
  }
  if (booking.cancelledAt) {
    notes.push({
      color: 'gray',
      title: `${texts.cancelledAt} ${formatThaiDateTime(booking.cancelledAt)}`,
      body: booking.cancelReason ? `${texts.reason}: ${booking.cancelReason}` : '',
    });
  }
  if (booking.completedAt) {
    notes.push({ color: 'green', title: `${texts.completedAt} ${formatThaiDateTime(booking.completedAt)}`, body: '' });
  }
  if (booking.expiredAt) {
    notes.push({ color: 'orange', title: `${texts.expiredAt} ${formatThaiDateTime(booking.expiredAt)}`, body: '' });
  }
  if (notes.length === 0) return null;
  return (
    <Stack gap="xs">
      {notes.map((note) => (
        <Alert
          key={note.title}
          color={note.color}
          title={note.title}
          py="xs"
          // The tinted title colours miss AA contrast on their own tint; the colour is the alert's.
          styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
        >
          {note.body || null}
        </Alert>
      ))}
    </Stack>
  );
}

function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="md">
      <Text fz="xs" fw={600} c="dimmed" tt="uppercase" mb={6}>
        {title}
      </Text>
      <Stack gap={2}>{children}</Stack>
    </Card>
  );
}

function Examinees({ booking }: { booking: Booking }) {
  const columns = texts.examineeColumns;
  return (
    <RecordCard
      title={texts.examinees}
      aside={
        <Badge
          variant="light"
          color={booking.examinees.length < booking.examineeCount ? 'orange' : 'jade'}
          style={{ '--badge-color': 'var(--mantine-color-dark-7)' } as CSSProperties}
        >
          {texts.examineesOf(booking.examinees.length, booking.examineeCount)}
        </Badge>
      }
    >
      <CardTable
        items={booking.examinees}
        empty={texts.examineesEmpty}
        striped
        head={
          <>
            <Table.Th w={56}>{columns.index}</Table.Th>
            <Table.Th>{columns.name}</Table.Th>
            <Table.Th>{columns.idNumber}</Table.Th>
            <Table.Th>{columns.nationality}</Table.Th>
            <Table.Th>{columns.birthDate}</Table.Th>
            <Table.Th>{columns.gender}</Table.Th>
            <Table.Th>{columns.phone}</Table.Th>
          </>
        }
      >
        {(examinee, index) => (
          <Table.Tr key={examinee.id}>
            <Table.Td>{index + 1}</Table.Td>
            <Table.Td>
              {examinee.title}
              {examinee.firstName} {examinee.lastName}
            </Table.Td>
            <Table.Td>
              <Text fz="sm" ff="monospace">
                {examinee.idNumber}
              </Text>
              <Text fz="xs" c="dimmed">
                {ID_TYPE_LABELS[examinee.idType]}
              </Text>
            </Table.Td>
            <Table.Td>{examinee.nationality}</Table.Td>
            <Table.Td>{examinee.birthDate ? formatThaiDate(examinee.birthDate) : texts.empty}</Table.Td>
            <Table.Td>{examinee.gender ? GENDER_LABELS[examinee.gender] : texts.empty}</Table.Td>
            <Table.Td>{examinee.phone ?? texts.empty}</Table.Td>
          </Table.Tr>
        )}
      </CardTable>
    </RecordCard>
  );
}

function AuditTrail({ bookingId }: { bookingId: string }) {
  const audit = useBookingAudit(bookingId);
  const columns = texts.auditColumns;
  return (
    <RecordCard title={texts.audit}>
      <Anchor component={Link} to={`${paths.admin.auditLog.href()}?${auditLogSearchFor('booking', bookingId)}`} fz="sm">
        {auditLogTexts.viewAll}
      </Anchor>
      <QueryPart query={audit} texts={texts}>
        {(entries) => (
          <CardTable
            items={entries}
            empty={texts.auditEmpty}
            head={
              <>
                <Table.Th w={150}>{columns.time}</Table.Th>
                <Table.Th w={150}>{columns.actor}</Table.Th>
                <Table.Th w={150}>{columns.action}</Table.Th>
                <Table.Th>{columns.changes}</Table.Th>
              </>
            }
          >
            {(entry) => {
              const changes = auditChanges(entry.before, entry.after);
              return (
                <Table.Tr key={entry.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatThaiDateTime(entry.createdAt)}</Table.Td>
                  <Table.Td>{entry.actorName ?? texts.system}</Table.Td>
                  <Table.Td>{auditActionLabel(entry.action)}</Table.Td>
                  <Table.Td>
                    {changes.length === 0 ? (
                      <Text fz="sm" c="dimmed">
                        {texts.empty}
                      </Text>
                    ) : (
                      <Stack gap={2}>
                        {changes.map((change) => (
                          <Text key={change.field} fz="sm">
                            <Text span fw={500}>
                              {change.label}
                            </Text>
                            {': '}
                            {change.before === null ? null : (
                              <>
                                <Text span c="dimmed" td="line-through">
                                  {change.before}
                                </Text>
                                {' → '}
                              </>
                            )}
                            {change.after ?? texts.empty}
                          </Text>
                        ))}
                      </Stack>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            }}
          </CardTable>
        )}
      </QueryPart>
    </RecordCard>
  );
}
