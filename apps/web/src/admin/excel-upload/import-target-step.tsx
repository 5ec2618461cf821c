import {
  type Booking,
  type BookingListItem,
  CERTIFICATE_TYPE_LABELS,
  CERTIFICATE_TYPES,
  type CertificateType,
  IMPORT_KIND_LABELS,
  IMPORT_KINDS,
  type ImportKind,
} from '@jongdee/contracts';
import { formatThaiDate, personName } from '@jongdee/contracts/thai-format';
import { Group, Loader, Radio, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { bookingQueryOptions } from '../../api/get-booking.ts';
import { BookingStatusBadge } from '../../components/booking-status-badge.tsx';
import { ThaiDatePickerInput } from '../../components/thai-date-picker.tsx';
import { useAdminClinics } from '../clinics/api/get-admin-clinics.ts';
import { useSearchImportBookings } from './api/search-import-bookings.ts';
import type { ImportPageState } from './list-search.ts';
import { excelImportTexts as texts } from './texts.ts';

type Target = Pick<ImportPageState, 'kind' | 'bookingId' | 'clinicId' | 'certificateType' | 'date'>;

/**
 * Step 1: examinees of one booking, or results of one certificate form at one clinic (optionally of
 * one day). Every choice lives in the URL; changing the kind clears the other kind's target.
 */
export function ImportTargetStep({ state, onChange }: { state: Target; onChange: (patch: Partial<Target>) => void }) {
  return (
    <Stack gap="md">
      <Radio.Group
        label={texts.kindLabel}
        value={state.kind || null}
        onChange={(value) =>
          onChange({ kind: value as ImportKind, bookingId: '', clinicId: '', certificateType: '', date: '' })
        }
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt={6}>
          {IMPORT_KINDS.map((kind) => (
            <Radio.Card
              key={kind}
              value={kind}
              radius="md"
              p="md"
              // A button centres its content; both cards read from the top, whatever their height.
              style={{ display: 'flex', alignItems: 'flex-start' }}
            >
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator mt={3} />
                <div>
                  <Text fw={600} fz="sm">
                    {IMPORT_KIND_LABELS[kind]}
                  </Text>
                  <Text fz="xs" c="dimmed" mt={2}>
                    {texts.kindHints[kind]}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>

      {state.kind === 'examinees' ? (
        <BookingPicker bookingId={state.bookingId} onChange={(bookingId) => onChange({ bookingId })} />
      ) : state.kind === 'examination_results' ? (
        <ResultsTarget state={state} onChange={onChange} />
      ) : (
        <Text fz="sm" c="dimmed">
          {texts.chooseKindFirst}
        </Text>
      )}
    </Stack>
  );
}

const bookingLabel = (booking: Pick<BookingListItem, 'bookingNo' | 'user'>) =>
  texts.bookingOption(booking.bookingNo, personName(booking.user));

/** A booking found by number, customer or phone as the person types; the chosen one stays listed. */
function BookingPicker({ bookingId, onChange }: { bookingId: string; onChange: (bookingId: string) => void }) {
  const selected = useQuery({ ...bookingQueryOptions(bookingId), enabled: bookingId !== '' });
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const selectedLabel = selected.data ? bookingLabel(selected.data) : '';
  // Once a booking is chosen the box shows its label: that is not a search.
  const query = debounced === selectedLabel ? '' : debounced;
  const results = useSearchImportBookings(query);

  const bookings = useMemo(() => {
    const found = new Map<string, Pick<BookingListItem, 'id' | 'bookingNo' | 'user' | 'clinic' | 'appointmentDate'>>();
    if (selected.data) found.set(selected.data.id, selected.data);
    for (const booking of query.length >= 2 ? (results.data?.items ?? []) : []) found.set(booking.id, booking);
    return found;
  }, [selected.data, results.data, query]);

  const nothingFound =
    query.length < 2 ? texts.bookingTypeMore : results.isFetching ? texts.bookingSearching : texts.bookingNoMatch;

  return (
    <Stack gap="xs">
      <Select
        label={texts.bookingLabel}
        description={texts.bookingHint}
        placeholder={texts.bookingPlaceholder}
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSection={results.isFetching || selected.isFetching ? <Loader size="xs" /> : undefined}
        searchable
        clearable
        searchValue={search}
        onSearchChange={setSearch}
        value={bookingId || null}
        onChange={(value) => onChange(value ?? '')}
        // The server searched already; the box must not filter its answer again by the label.
        filter={({ options }) => options}
        data={[...bookings.values()].map((booking) => ({ value: booking.id, label: bookingLabel(booking) }))}
        renderOption={({ option }) => {
          const booking = bookings.get(option.value);
          return (
            <div>
              <Text fz="sm" fw={500}>
                {option.label}
              </Text>
              {booking ? (
                <Text fz="xs" c="dimmed">
                  {`${booking.clinic.name} · ${formatThaiDate(booking.appointmentDate)}`}
                </Text>
              ) : null}
            </div>
          );
        }}
        nothingFoundMessage={nothingFound}
        maxLength={100}
        size="sm"
        maw={560}
        comboboxProps={{ withinPortal: true }}
      />
      {selected.data ? <BookingSummary booking={selected.data} /> : null}
      {selected.isError ? (
        <Text fz="sm" c="red">
          {selected.error.message}
        </Text>
      ) : null}
    </Stack>
  );
}

function BookingSummary({ booking }: { booking: Booking }) {
  return (
    <Group gap="sm" wrap="wrap" data-testid="import-booking-summary">
      <BookingStatusBadge status={booking.status} size="sm" />
      <Text fz="sm">
        {texts.bookingSummary(booking.clinic.name, formatThaiDate(booking.appointmentDate), booking.slotTime)}
      </Text>
      <Text fz="sm" c="dimmed">
        {`${booking.service.name} · ${texts.examineesFilled(booking.examinees.length, booking.examineeCount)}`}
      </Text>
    </Group>
  );
}

/** The certificate types of the services a clinic offers now, in the usual order. */
function offeredTypes(clinic: { services: { certificateType: CertificateType; isActive: boolean }[] }) {
  return CERTIFICATE_TYPES.filter((type) =>
    clinic.services.some((service) => service.isActive && service.certificateType === type),
  );
}

/** A clinic, the form of its results (only the types the clinic offers), and optionally the day. */
function ResultsTarget({ state, onChange }: { state: Target; onChange: (patch: Partial<Target>) => void }) {
  const clinics = useAdminClinics();
  const clinic = clinics.data?.find((candidate) => candidate.id === state.clinicId);
  const offered = clinic ? offeredTypes(clinic) : [];
  const types: readonly CertificateType[] = offered.length > 0 ? offered : CERTIFICATE_TYPES;

  const chooseClinic = (clinicId: string) => {
    const next = clinics.data?.find((candidate) => candidate.id === clinicId);
    const nextTypes = next ? offeredTypes(next) : [];
    // A clinic with one form needs no second choice; otherwise keep the type if the clinic offers it.
    const keep =
      state.certificateType && (nextTypes.length === 0 || nextTypes.includes(state.certificateType))
        ? state.certificateType
        : '';
    onChange({ clinicId, certificateType: nextTypes.length === 1 ? (nextTypes[0] ?? keep) : keep });
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <Select
        label={texts.clinicLabel}
        placeholder={texts.clinicPlaceholder}
        data={(clinics.data ?? []).map((candidate) => ({ value: candidate.id, label: candidate.name }))}
        value={state.clinicId || null}
        onChange={(value) => chooseClinic(value ?? '')}
        rightSection={clinics.isPending ? <Loader size="xs" /> : undefined}
        error={clinics.isError ? clinics.error.message : undefined}
        searchable
        size="sm"
        nothingFoundMessage={texts.nothingFound}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={texts.certificateTypeLabel}
        placeholder={texts.certificateTypePlaceholder}
        description={texts.certificateTypeHint}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        data={types.map((type) => ({ value: type, label: CERTIFICATE_TYPE_LABELS[type] }))}
        value={state.certificateType || null}
        onChange={(value) => onChange({ certificateType: (value ?? '') as CertificateType | '' })}
        allowDeselect={false}
        size="sm"
        comboboxProps={{ withinPortal: true }}
      />
      <ThaiDatePickerInput
        label={texts.dateLabel}
        placeholder={texts.datePlaceholder}
        description={texts.dateHint}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        value={state.date || null}
        onChange={(value) => onChange({ date: value ?? '' })}
        clearable
        size="sm"
      />
    </SimpleGrid>
  );
}
