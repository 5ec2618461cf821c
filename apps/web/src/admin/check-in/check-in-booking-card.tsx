import type { CheckInBooking, CheckInExaminee } from '@jongdee/contracts';
import { formatBaht, formatThaiTime, personName } from '@jongdee/contracts/thai-format';
import { Alert, Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowBackUp, IconCash, IconChecks, IconUserCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BookingStatusBadge } from '../../components/booking-status-badge.tsx';
import { notify } from '../../components/notify.ts';
import { StatusBadge } from '../../components/status-badge.tsx';
import { paths } from '../../paths.ts';
import { useCheckInExaminees } from './api/check-in-examinees.ts';
import { useUndoCheckIn } from './api/undo-check-in.ts';
import styles from './check-in.module.css';
import { checkInTexts as texts } from './texts.ts';

// Mantine's light red title reads at under 4.5:1 on its tint.

/** Where an examinee stands on the day: arrived (with the time), marked absent, or still expected. */
export function AttendanceBadge({ examinee }: { examinee: Pick<CheckInExaminee, 'checkedInAt' | 'noShowAt'> }) {
  if (examinee.checkedInAt) {
    return <StatusBadge color="jade" label={texts.arrivedAt(formatThaiTime(examinee.checkedInAt))} />;
  }
  if (examinee.noShowAt) return <StatusBadge color="red" label={texts.noShow} />;
  return <StatusBadge color="gray" label={texts.waiting} />;
}

/**
 * One booking of the day at the desk: who booked, whether money is still owed, and each examinee with
 * a check-in (or undo) button; "check everyone in" for a group arriving together. A refusal from the
 * server (not paid, another day) stays on the card in the server's words until the next try.
 */
export function CheckInBookingCard({ booking, highlighted }: { booking: CheckInBooking; highlighted: boolean }) {
  const checkIn = useCheckInExaminees();
  const undo = useUndoCheckIn();
  const [refusal, setRefusal] = useState<string | null>(null);
  const waiting = booking.examinees.filter((examinee) => !examinee.checkedInAt && !examinee.noShowAt);
  const unpaid = booking.amountDue > 0;
  const confirmed = booking.status === 'confirmed' || booking.status === 'completed';

  const run = (examinees: CheckInExaminee[]) => {
    setRefusal(null);
    checkIn.mutate(
      { bookingId: booking.id, examineeIds: examinees.map((examinee) => examinee.id) },
      {
        onSuccess: () =>
          notify.success(
            examinees.length === 1 && examinees[0]
              ? texts.checkedIn(personName(examinees[0]))
              : texts.checkedInMany(examinees.length, booking.bookingNo),
          ),
        onError: (error) => setRefusal(error.message),
      },
    );
  };
  const runUndo = (examinee: CheckInExaminee) => {
    setRefusal(null);
    undo.mutate(
      { bookingId: booking.id, examineeId: examinee.id },
      {
        onSuccess: () => notify.success(texts.undone(personName(examinee))),
        onError: (error) => notify.error(error.message, texts.undoFailed),
      },
    );
  };
  const busyWith = (examineeId: string) =>
    (checkIn.isPending && checkIn.variables.examineeIds.includes(examineeId)) ||
    (undo.isPending && undo.variables.examineeId === examineeId);

  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component="section"
      aria-label={texts.bookingAria(booking.bookingNo)}
      data-testid="check-in-booking"
      className={highlighted ? styles.highlighted : undefined}
    >
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} miw={0}>
          <Group gap="xs" wrap="wrap">
            <Text fw={700} fz="lg" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {texts.slot(booking.slotTime)}
            </Text>
            <Anchor component={Link} to={paths.admin.bookingView.href(booking.id)} ff="monospace" fw={600}>
              {booking.bookingNo}
            </Anchor>
            <BookingStatusBadge status={booking.status} size="sm" />
          </Group>
          <Text fz="sm">
            {booking.service.name} · {texts.people(booking.examineeCount)}
          </Text>
          <Text fz="sm" c="dimmed">
            {booking.contactName} ·{' '}
            <Anchor href={`tel:${booking.contactPhone}`} fz="sm" underline="always">
              {booking.contactPhone}
            </Anchor>
          </Text>
        </Stack>
        {waiting.length > 0 ? (
          <Button
            leftSection={<IconChecks size={18} aria-hidden />}
            onClick={() => run(waiting)}
            loading={checkIn.isPending && checkIn.variables.examineeIds.length === waiting.length}
            disabled={checkIn.isPending}
            aria-label={texts.checkInAllAria(waiting.length, booking.bookingNo)}
            w={{ base: '100%', xs: 'auto' }}
          >
            {texts.checkInAll(waiting.length)}
          </Button>
        ) : booking.examinees.length > 0 && booking.examinees.every((examinee) => examinee.checkedInAt) ? (
          <Text fz="sm" c="jade.9" fw={600}>
            {texts.allArrived}
          </Text>
        ) : null}
      </Group>

      {unpaid ? (
        <Alert
          mt="sm"
          color="red"
          variant="light"
          icon={<IconCash size={20} aria-hidden />}
          title={texts.unpaid(formatBaht(booking.amountDue))}
          data-testid="check-in-unpaid"
        >
          <Group justify="space-between" gap="xs">
            <Text fz="sm">{confirmed ? texts.unpaidConfirmedHint : texts.unpaidHint}</Text>
            <Button
              component={Link}
              to={paths.admin.paymentCreate.href(booking.id)}
              size="xs"
              variant="white"
              color="red"
            >
              {texts.recordPayment}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {booking.noShowAt ? (
        <Text mt="sm" fz="sm" c="red" fw={600}>
          {texts.bookingNoShow}
        </Text>
      ) : null}
      {refusal ? (
        <Alert
          mt="sm"
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          title={texts.refusedTitle}
          role="alert"
          data-testid="check-in-refused"
        >
          {refusal}
        </Alert>
      ) : null}
      {booking.examinees.length < booking.examineeCount ? (
        <Text mt="sm" fz="sm" c="orange">
          {texts.examineesMissing(booking.examinees.length, booking.examineeCount)}
        </Text>
      ) : null}

      <Stack gap={0} mt="sm" component="ul" className={styles.examinees}>
        {booking.examinees.map((examinee) => {
          const name = personName(examinee);
          return (
            <li key={examinee.id} className={styles.examinee} data-testid="check-in-examinee">
              <div className={styles.who}>
                <Text fw={600} fz="sm">
                  {name}
                </Text>
                <Text fz="xs" c="dimmed" ff="monospace">
                  {examinee.idNumber}
                </Text>
              </div>
              <Group gap="xs" wrap="nowrap" justify="flex-end" className={styles.actions}>
                <AttendanceBadge examinee={examinee} />
                {examinee.checkedInAt ? (
                  examinee.hasResult ? (
                    <Text fz="xs" c="dimmed">
                      {texts.hasResult}
                    </Text>
                  ) : (
                    <Button
                      variant="subtle"
                      color="gray"
                      size="compact-sm"
                      leftSection={<IconArrowBackUp size={16} aria-hidden />}
                      onClick={() => runUndo(examinee)}
                      loading={busyWith(examinee.id)}
                      aria-label={texts.undoAria(name)}
                    >
                      {texts.undo}
                    </Button>
                  )
                ) : examinee.noShowAt ? null : (
                  <Button
                    size="compact-md"
                    variant="light"
                    leftSection={<IconUserCheck size={16} aria-hidden />}
                    onClick={() => run([examinee])}
                    loading={busyWith(examinee.id)}
                    disabled={checkIn.isPending && !busyWith(examinee.id)}
                    aria-label={texts.checkInAria(name)}
                  >
                    {texts.checkIn}
                  </Button>
                )}
              </Group>
            </li>
          );
        })}
      </Stack>
    </Card>
  );
}
