import { CERTIFICATE_TYPE_LABELS, type Service, WEEKDAY_LABELS } from '@jongdee/contracts';
import { formatThaiDate } from '@jongdee/contracts/thai-format';
import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Divider,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Section } from '../../components/section.tsx';
import { ThaiDatePickerInput } from '../../components/thai-date-picker.tsx';
import { type ClinicDraft, type HoursDraft, serviceErrorKey, slotCount } from './clinic-draft.ts';
import { adminClinicTexts as texts } from './texts.ts';

// The sections of the clinic form (clinic-form-drawer.tsx) that edit lists: the week's hours, the
// services offered with their prices, and the closed dates. Errors are read by the body's paths
// (`openingHours.1.close`, `services.0.price`, `closedDates.2.date`), as zod and the API name them.

/** The draft, its messages by path, and a change that forgets the messages of the paths it touches. */
export type DraftBinding = {
  draft: ClinicDraft;
  error: (path: string) => string | undefined;
  errorIn: (path: string) => string | undefined;
  update: (patch: Partial<ClinicDraft>, ...clearPaths: string[]) => void;
};

const SLOT_LENGTHS = ['15', '20', '30', '45', '60', '90', '120'];
/** Monday first, as clinics write their hours; the data stays Sunday-first. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];
/** Every quarter hour, 24-hour clock: what clinics write on their door. */
const QUARTER_HOURS = Array.from({ length: 96 }, (_, index) => {
  const minutes = index * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});
/** A clinic may close at 24:00 (open until midnight, or around the clock); it cannot open then. */
const CLOSING_TIMES = [...QUARTER_HOURS, '24:00'];
const timeOptions = (current: string, times = QUARTER_HOURS) =>
  times.includes(current) || !current ? times : [...times, current].sort();

/** Slot length, seats per slot, and each weekday open or closed with its hours. */
export function OpeningHoursSection({ draft, error, update }: DraftBinding) {
  const setDay = (weekday: number, patch: Partial<HoursDraft>) =>
    update(
      { hours: draft.hours.map((day, index) => (index === weekday ? { ...day, ...patch } : day)) },
      `openingHours.${weekday}`,
      'openingHours',
    );
  const slotMinutes = Number(draft.slotMinutes);
  return (
    <Section title={texts.sectionHours} hint={texts.hoursHint}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={texts.slotMinutes}
            data={SLOT_LENGTHS.map((value) => ({ value, label: texts.minutes(Number(value)) }))}
            value={draft.slotMinutes}
            onChange={(value) => update({ slotMinutes: value ?? '60' }, 'slotMinutes')}
            allowDeselect={false}
            error={error('slotMinutes')}
            required
          />
          <NumberInput
            label={texts.capacityPerSlot}
            min={1}
            max={500}
            allowDecimal={false}
            allowNegative={false}
            value={draft.capacityPerSlot}
            onChange={(value) => update({ capacityPerSlot: value }, 'capacityPerSlot')}
            error={error('capacityPerSlot')}
            required
          />
        </SimpleGrid>
        {error('openingHours') ? (
          <Text c="red" fz="sm">
            {error('openingHours')}
          </Text>
        ) : null}
        <Stack gap={0}>
          {WEEK_ORDER.map((weekday) => {
            const day = draft.hours[weekday] as HoursDraft;
            const label = WEEKDAY_LABELS[weekday] ?? '';
            return (
              <Group
                key={weekday}
                data-testid={`hours-${weekday}`}
                gap="sm"
                py={8}
                wrap="wrap"
                style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
              >
                <Group gap="sm" w={150} wrap="nowrap">
                  <Switch
                    aria-label={`${label} ${texts.openDay}`}
                    checked={day.isOpen}
                    onChange={(event) => setDay(weekday, { isOpen: event.currentTarget.checked })}
                  />
                  <Text fw={500}>{label}</Text>
                </Group>
                {day.isOpen ? (
                  <>
                    <Group gap={8} wrap="nowrap" align="flex-start">
                      <Select
                        size="sm"
                        w={104}
                        aria-label={`${label} ${texts.opensAt}`}
                        data={timeOptions(day.open)}
                        value={day.open}
                        onChange={(value) => setDay(weekday, { open: value ?? day.open })}
                        allowDeselect={false}
                        maxDropdownHeight={240}
                        error={error(`openingHours.${weekday}.open`)}
                        comboboxProps={{ zIndex: 400 }}
                      />
                      <Text c="dimmed" mt={6}>
                        {texts.until}
                      </Text>
                      <Select
                        size="sm"
                        w={104}
                        aria-label={`${label} ${texts.closesAt}`}
                        data={timeOptions(day.close, CLOSING_TIMES)}
                        value={day.close}
                        onChange={(value) => setDay(weekday, { close: value ?? day.close })}
                        allowDeselect={false}
                        maxDropdownHeight={240}
                        error={error(`openingHours.${weekday}.close`)}
                        comboboxProps={{ zIndex: 400 }}
                      />
                    </Group>
                    <Text c="dimmed" fz="sm">
                      {texts.slotsPerDay(slotCount(day, slotMinutes))}
                    </Text>
                  </>
                ) : (
                  <Text c="dimmed" fz="sm">
                    {texts.closedDay}
                  </Text>
                )}
              </Group>
            );
          })}
        </Stack>
      </Stack>
    </Section>
  );
}

/** The services this clinic offers, each with its price in baht. */
export function ServicesSection({ draft, errorIn, update, services }: DraftBinding & { services: Service[] }) {
  return (
    <Section title={texts.sectionServices} hint={texts.servicesHint}>
      {services.length === 0 ? (
        <Text c="dimmed">{texts.noServicesYet}</Text>
      ) : (
        <Stack gap="sm">
          {services.map((service) => {
            const offer = draft.services.find((item) => item.serviceId === service.id);
            const errorKey = serviceErrorKey(draft, service.id);
            const priceError = errorKey ? errorIn(errorKey) : undefined;
            const setOffer = (patch: { offered?: boolean; priceBaht?: number | string }) => {
              const next = offer
                ? draft.services.map((item) => (item.serviceId === service.id ? { ...item, ...patch } : item))
                : [...draft.services, { serviceId: service.id, offered: true, priceBaht: '', ...patch }];
              update({ services: next }, 'services');
            };
            return (
              <Group key={service.id} justify="space-between" wrap="nowrap" align="flex-start" gap="md">
                <Checkbox
                  mt={8}
                  checked={offer?.offered ?? false}
                  onChange={(event) => setOffer({ offered: event.currentTarget.checked })}
                  label={
                    <Stack gap={0}>
                      <Text fw={500}>{service.name}</Text>
                      <Group gap={6}>
                        <Text c="dimmed" fz="sm">
                          {CERTIFICATE_TYPE_LABELS[service.certificateType]}
                        </Text>
                        {service.isActive ? null : (
                          <Badge color="gray" variant="light" size="sm">
                            {texts.serviceInactive}
                          </Badge>
                        )}
                      </Group>
                    </Stack>
                  }
                />
                <NumberInput
                  w={180}
                  size="sm"
                  aria-label={`${texts.priceBaht} ${service.name}`}
                  placeholder={texts.priceBaht}
                  prefix="฿"
                  thousandSeparator=","
                  decimalScale={2}
                  min={0}
                  allowNegative={false}
                  disabled={!offer?.offered}
                  value={offer?.priceBaht ?? ''}
                  onChange={(value) => setOffer({ priceBaht: value })}
                  error={priceError}
                />
              </Group>
            );
          })}
        </Stack>
      )}
    </Section>
  );
}

/** Days the clinic is shut (holidays), each with an optional reason, added one by one. */
export function ClosedDatesSection({ draft, errorIn, update }: DraftBinding) {
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const add = () => {
    if (!date) return setProblem(texts.pickDateFirst);
    if (draft.closedDates.some((closed) => closed.date === date)) return setProblem(texts.dateAlreadyClosed);
    const closedDates = [...draft.closedDates, { date, reason }].sort((a, b) => a.date.localeCompare(b.date));
    update({ closedDates }, 'closedDates');
    setDate('');
    setReason('');
    setProblem(null);
  };

  return (
    <Section title={texts.sectionClosedDates} hint={texts.closedDatesHint}>
      <Stack gap="md">
        {draft.closedDates.length === 0 ? (
          <Text c="dimmed" fz="sm">
            {texts.noClosedDates}
          </Text>
        ) : (
          <Table verticalSpacing={6}>
            <Table.Tbody>
              {draft.closedDates.map((closed, index) => {
                const label = formatThaiDate(closed.date, 'long');
                const error = errorIn(`closedDates.${index}`);
                return (
                  <Table.Tr key={closed.date}>
                    <Table.Td w={200} fw={500}>
                      {label}
                      {error ? (
                        <Text c="red" fz="xs">
                          {error}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{closed.reason || '—'}</Table.Td>
                    <Table.Td w={48}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={texts.removeClosedDate(label)}
                        onClick={() =>
                          update(
                            { closedDates: draft.closedDates.filter((item) => item.date !== closed.date) },
                            'closedDates',
                          )
                        }
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
        <Divider />
        <Group align="flex-end" gap="sm" wrap="wrap">
          <ThaiDatePickerInput
            label={texts.closedDate}
            value={date || null}
            onChange={(value) => {
              setDate(value ?? '');
              setProblem(null);
            }}
            error={problem}
            clearable
            size="sm"
            w={190}
            popoverProps={{ withinPortal: true, zIndex: 400 }}
          />
          <TextInput
            size="sm"
            label={texts.closedReason}
            placeholder={texts.closedReasonPlaceholder}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            style={{ flex: 1, minWidth: 180 }}
          />
          <Button size="sm" variant="light" leftSection={<IconPlus size={16} />} onClick={add}>
            {texts.addClosedDate}
          </Button>
        </Group>
      </Stack>
    </Section>
  );
}
