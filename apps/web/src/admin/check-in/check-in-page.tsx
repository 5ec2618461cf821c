import type { CheckInBooking } from '@jongdee/contracts';
import { bangkokToday, formatCount, formatThaiDate } from '@jongdee/contracts/thai-format';
import { Button, Card, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconPrinter, IconUserCheck } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { StatusBadge } from '../../components/status-badge.tsx';
import { useAdminClinics } from '../clinics/api/get-admin-clinics.ts';
import { ListEmptyState, ListResults, NoMatchState } from '../list/list-frame.tsx';
import { ListSearchInput } from '../list/list-search-input.tsx';
import { PageHeading } from '../page-heading.tsx';
import { useCheckInDay } from './api/get-check-in-day.ts';
import styles from './check-in.module.css';
import { CheckInBookingCard } from './check-in-booking-card.tsx';
import { CheckInPrintSheet } from './check-in-print-sheet.tsx';
import { QrScanButtons } from './qr-scanner.tsx';
import { checkInTexts as texts } from './texts.ts';

/** The desk's clinic, kept on this device: a front desk works at one clinic day after day. */
const CLINIC_KEY = 'checkInClinicId';

/**
 * /admin/check-in: the front desk's day at one clinic. Find a booking by its number (typed, or read off
 * the customer's QR), a phone, an id number or a name; check its examinees in one by one or all at once;
 * print the day's list. The search lives in the URL (`?q=`), the clinic on the device.
 */
export function CheckInPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const clinics = useAdminClinics();
  const active = useMemo(() => (clinics.data ?? []).filter((clinic) => clinic.isActive), [clinics.data]);
  const [chosen, setChosen] = useState(() => localStorage.getItem(CLINIC_KEY) ?? '');
  const clinicId = active.some((clinic) => clinic.id === chosen) ? chosen : (active[0]?.id ?? '');
  const clinic = active.find((candidate) => candidate.id === clinicId);
  const today = bangkokToday();

  useEffect(() => {
    if (clinicId) localStorage.setItem(CLINIC_KEY, clinicId);
  }, [clinicId]);

  const day = useCheckInDay({ clinicId, date: today, ...(q ? { q } : {}) }, Boolean(clinicId));
  const whole = useCheckInDay({ clinicId, date: today }, Boolean(clinicId));

  const search = (value: string, { replace }: { replace: boolean }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value.trim()) next.set('q', value.trim());
        else next.delete('q');
        return next;
      },
      { replace },
    );
  const bookings = day.data?.bookings;
  const noClinic = !clinics.isPending && active.length === 0;

  return (
    <>
      <Stack gap="lg" className={styles.screenOnly}>
        <PageHeading
          title={texts.title}
          subtitle={texts.subtitle}
          subtitleMaw={640}
          actions={
            <Button
              variant="default"
              leftSection={<IconPrinter size={18} aria-hidden />}
              onClick={() => window.print()}
              disabled={!whole.data}
            >
              {texts.print}
            </Button>
          }
        />

        <Card withBorder radius="lg" padding="md">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="sm">
            <Select
              label={texts.clinic}
              placeholder={clinics.isPending ? texts.loading : texts.clinicPlaceholder}
              data={active.map((option) => ({ value: option.id, label: option.name }))}
              value={clinicId || null}
              onChange={(id) => id && setChosen(id)}
              allowDeselect={false}
              nothingFoundMessage={texts.noClinic}
              searchable={active.length > 6}
            />
            <ListSearchInput value={q} placeholder={texts.searchPlaceholder} onSearch={search} />
            <Stack gap={4} justify="flex-end">
              <Group gap={6} c="dimmed">
                <IconCalendarEvent size={18} aria-hidden />
                <Text fz="sm" data-testid="check-in-date">
                  {texts.today} {formatThaiDate(today, 'long')}
                </Text>
              </Group>
              <QrScanButtons onDecoded={(value) => search(value, { replace: false })} />
            </Stack>
          </SimpleGrid>
        </Card>

        {whole.data ? <DaySummary bookings={whole.data.bookings} /> : null}

        <ListResults
          query={{
            ...day,
            isPending: day.isPending && !noClinic,
            data: bookings ? { items: bookings } : noClinic ? { items: [] } : undefined,
          }}
          texts={texts}
          withinCard={false}
          empty={
            <Card withBorder radius="lg" padding={0}>
              {noClinic ? (
                <ListEmptyState icon={IconUserCheck} title={texts.noClinic} body={texts.emptyBody} />
              ) : q ? (
                <NoMatchState
                  title={texts.noMatchTitle}
                  body={texts.noMatchBody}
                  onClear={() => search('', { replace: false })}
                />
              ) : (
                <ListEmptyState icon={IconUserCheck} title={texts.emptyTitle} body={texts.emptyBody} />
              )}
            </Card>
          }
        >
          {(items) => (
            <Stack gap="md" style={{ opacity: day.isPlaceholderData ? 0.6 : 1 }}>
              {items.map((booking) => (
                <CheckInBookingCard
                  key={booking.id}
                  booking={booking}
                  // A scan or a typed booking number finds the booking the desk is dealing with.
                  highlighted={Boolean(q) && (items.length === 1 || booking.bookingNo === q)}
                />
              ))}
            </Stack>
          )}
        </ListResults>
      </Stack>

      {whole.data && clinic ? (
        <CheckInPrintSheet clinicName={clinic.name} date={whole.data.date} bookings={whole.data.bookings} />
      ) : null}
    </>
  );
}

/** The day in numbers: bookings, people, and how many have arrived, are still expected, did not come. */
function DaySummary({ bookings }: { bookings: CheckInBooking[] }) {
  const people = bookings.flatMap((booking) => booking.examinees);
  const arrived = people.filter((person) => person.checkedInAt).length;
  const absent = people.filter((person) => !person.checkedInAt && person.noShowAt).length;
  const counts = [
    { label: texts.summary.bookings, value: bookings.length, color: 'dark' },
    { label: texts.summary.people, value: people.length, color: 'dark' },
    { label: texts.summary.arrived, value: arrived, color: 'jade' },
    { label: texts.summary.waiting, value: people.length - arrived - absent, color: 'blue' },
    { label: texts.summary.noShow, value: absent, color: 'red' },
  ];
  return (
    <Group gap="xs" data-testid="check-in-summary">
      {counts.map((count) => (
        <StatusBadge
          key={count.label}
          color={count.color}
          size="lg"
          label={`${count.label} ${formatCount(count.value)}`}
        />
      ))}
    </Group>
  );
}
