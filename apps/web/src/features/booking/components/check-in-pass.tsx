import type { Booking } from '@jongdee/contracts';
import { bangkokToday, formatThaiDate, formatThaiTime, personName } from '@jongdee/contracts/thai-format';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPrinter, IconQrcode, IconUserX } from '@tabler/icons-react';
import { createPortal } from 'react-dom';
import { QrCode } from '../../../components/qr-code.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { bookingTexts } from '../texts.ts';
import styles from './check-in-pass.module.css';

const texts = bookingTexts.checkIn;

/**
 * What the customer shows at the clinic's counter: the booking's check-in QR (it holds the booking
 * number, which the desk scans or types), while the appointment is today or ahead; then, once the day
 * has come, who arrived and who did not.
 */
export function CheckInPass({ booking }: { booking: Booking }) {
  const upcoming =
    (booking.status === 'confirmed' || booking.status === 'completed') &&
    booking.appointmentDate >= bangkokToday() &&
    !booking.noShowAt;
  const attended = booking.examinees.some((examinee) => examinee.checkedInAt || examinee.noShowAt);
  if (!upcoming && !attended && !booking.noShowAt) return null;

  const print = () => {
    const root = document.documentElement;
    root.dataset.print = 'check-in-pass';
    const done = () => {
      delete root.dataset.print;
      window.removeEventListener('afterprint', done);
    };
    window.addEventListener('afterprint', done);
    window.print();
  };

  return (
    <Stack gap="md">
      {booking.noShowAt ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconUserX size={20} aria-hidden />}
          title={texts.noShowTitle}
          data-testid="booking-no-show"
        >
          {texts.noShowBody(formatThaiDate(booking.appointmentDate, 'long'), booking.clinic.phone)}
        </Alert>
      ) : null}
      {upcoming ? (
        <Card withBorder radius="lg" padding="lg" component="section" aria-label={texts.title}>
          <Group gap="lg" align="center" wrap="wrap">
            <QrCode
              value={booking.bookingNo}
              label={texts.qrLabel(booking.bookingNo)}
              size={176}
              style={{ flex: 'none', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
              testId="check-in-qr"
            />
            <Stack gap={6} style={{ flex: '1 1 14rem', minWidth: 0 }}>
              <Group gap="xs" c="jade.7" wrap="nowrap">
                <IconQrcode size={20} aria-hidden />
                <Title order={2} fz="lg" c="dark">
                  {texts.title}
                </Title>
              </Group>
              <Text fw={600}>{texts.showAtCounter}</Text>
              <Text fz="sm" c="dimmed">
                {texts.hint}
              </Text>
              <Text ff="monospace" fw={700} fz="lg">
                {booking.bookingNo}
              </Text>
              <Group>
                <Button
                  variant="default"
                  leftSection={<IconPrinter size={18} aria-hidden />}
                  onClick={print}
                  w={{ base: '100%', xs: 'auto' }}
                >
                  {texts.print}
                </Button>
              </Group>
            </Stack>
          </Group>
        </Card>
      ) : null}
      {attended ? (
        <Card withBorder radius="lg" padding="lg" component="section" aria-label={texts.attendance}>
          <Title order={2} fz="lg" mb="sm">
            {texts.attendance}
          </Title>
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {booking.examinees.map((examinee) => (
              <Group key={examinee.id} component="li" justify="space-between" gap="xs" data-testid="attendance-row">
                <Text fz="sm">{personName(examinee)}</Text>
                {examinee.checkedInAt ? (
                  <StatusBadge color="jade" label={texts.arrivedAt(formatThaiTime(examinee.checkedInAt))} />
                ) : examinee.noShowAt ? (
                  <StatusBadge color="red" label={texts.noShow} />
                ) : (
                  <StatusBadge color="gray" label={texts.notYet} />
                )}
              </Group>
            ))}
          </Stack>
        </Card>
      ) : null}
      {upcoming
        ? createPortal(
            <div className={styles.printPass}>
              <h1 style={{ fontSize: '18pt', margin: '0 0 4mm' }}>{texts.printTitle}</h1>
              <QrCode value={booking.bookingNo} label={texts.qrLabel(booking.bookingNo)} size={260} />
              <p style={{ fontSize: '20pt', fontWeight: 700, fontFamily: 'monospace', margin: '4mm 0' }}>
                {booking.bookingNo}
              </p>
              <p style={{ fontSize: '13pt', margin: '0 0 2mm' }}>
                {booking.clinic.name} · {formatThaiDate(booking.appointmentDate, 'long')} ·{' '}
                {bookingTexts.timeValue(booking.slotTime)}
              </p>
              <p style={{ fontSize: '13pt', margin: 0 }}>{texts.showAtCounter}</p>
            </div>,
            document.body,
          )
        : null}
    </Stack>
  );
}
