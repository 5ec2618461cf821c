import { BANKS, CERTIFICATE_TYPE_LABELS, type ClinicDetail, type Service, WEEKDAY_LABELS } from '@jongdee/contracts';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Divider,
  Drawer,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { notify } from '../../components/notify.ts';
import { ThaiDatePickerInput } from '../../components/thai-date-picker.tsx';
import { formatThaiDate } from '../../lib/format-date.ts';
import { useSaveClinic } from './api/save-clinic.ts';
import {
  type ClinicDraft,
  draftFromClinic,
  emptyDraft,
  type FieldErrors,
  type HoursDraft,
  serviceErrorKey,
  slotCount,
  validateDraft,
} from './clinic-draft.ts';
import { DoctorsSection } from './doctors-section.tsx';
import { adminClinicTexts as texts } from './texts.ts';

const SLOT_LENGTHS = ['15', '20', '30', '45', '60', '90', '120'];
/** Monday first, as clinics write their hours; the data stays Sunday-first. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];
/** Every quarter hour, 24-hour clock: what clinics write on their door. */
const QUARTER_HOURS = Array.from({ length: 96 }, (_, index) => {
  const minutes = index * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});
const timeOptions = (current: string) =>
  QUARTER_HOURS.includes(current) || !current ? QUARTER_HOURS : [...QUARTER_HOURS, current].sort();
const bankOptions = Object.entries(BANKS).map(([code, bank]) => ({
  value: code,
  label: `${bank.name} (${bank.short})`,
}));

type Props = {
  opened: boolean;
  /** The clinic being edited, or null to create one. */
  clinic: ClinicDetail | null;
  /** Changes each time the drawer is opened: a fresh form then, and not when a new clinic is first saved. */
  formSession: number;
  services: Service[];
  onClose: () => void;
  onSaved: (clinic: ClinicDetail) => void;
};

/** Create or edit a clinic in one drawer: every section, saved at once; doctors save on their own. */
export function ClinicFormDrawer({ opened, clinic, formSession, services, onClose, onSaved }: Props) {
  const isPhone = useMediaQuery('(max-width: 48em)');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={isPhone ? '100%' : 860}
      padding="lg"
      closeButtonProps={{ 'aria-label': texts.close }}
      title={
        <Title order={2} fz="xl">
          {clinic ? texts.editTitle(clinic.name) : texts.createTitle}
        </Title>
      }
    >
      {/* A fresh form for each clinic opened, so nothing typed for one leaks into another. */}
      {opened ? (
        <ClinicForm key={formSession} clinic={clinic} services={services} onClose={onClose} onSaved={onSaved} />
      ) : null}
    </Drawer>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap={2} mb="md">
        <Title order={3} fz="lg">
          {title}
        </Title>
        {hint ? (
          <Text c="dimmed" fz="sm">
            {hint}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Card>
  );
}

function ClinicForm({ clinic, services, onClose, onSaved }: Omit<Props, 'opened' | 'formSession'>) {
  const save = useSaveClinic();
  const [draft, setDraft] = useState<ClinicDraft>(() => (clinic ? draftFromClinic(clinic) : emptyDraft()));
  const [errors, setErrors] = useState<FieldErrors>({});

  const update = (patch: Partial<ClinicDraft>, ...clearKeys: string[]) => {
    setDraft((current) => ({ ...current, ...patch }));
    if (clearKeys.length > 0) {
      setErrors((current) =>
        Object.fromEntries(
          Object.entries(current).filter(
            ([key]) => !clearKeys.some((clear) => key === clear || key.startsWith(`${clear}.`)),
          ),
        ),
      );
    }
  };
  const text = (
    key:
      | 'code'
      | 'name'
      | 'address'
      | 'province'
      | 'phone'
      | 'email'
      | 'mapUrl'
      | 'promptPayId'
      | 'accountNumber'
      | 'accountName',
    errorKey: string = key,
  ) => ({
    value: draft[key],
    onChange: (event: { currentTarget: { value: string } }) => update({ [key]: event.currentTarget.value }, errorKey),
    error: errors[errorKey],
  });

  const setDay = (weekday: number, patch: Partial<HoursDraft>) =>
    update(
      { hours: draft.hours.map((day, index) => (index === weekday ? { ...day, ...patch } : day)) },
      `openingHours.${weekday}`,
      'openingHours',
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { body, errors: found } = validateDraft(draft);
    if (!body) {
      setErrors(found);
      notify.error(texts.fixErrors, texts.saveFailed);
      return;
    }
    save.mutate(
      { id: clinic?.id ?? null, body },
      {
        onSuccess: (saved) => {
          notify.success(clinic ? texts.saved : texts.created);
          onSaved(saved);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.details.length > 0) {
            setErrors(Object.fromEntries(error.details.map((detail) => [detail.field, detail.message])));
          }
          notify.error(error.message, texts.saveFailed);
        },
      },
    );
  };

  const slotMinutes = Number(draft.slotMinutes);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Section title={texts.sectionDetails}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <TextInput label={texts.code} description={texts.codeHint} required {...text('code')} />
              <TextInput label={texts.name} required style={{ gridColumn: 'span 2' }} {...text('name')} />
            </SimpleGrid>
            <Textarea label={texts.address} required autosize minRows={2} maxRows={4} {...text('address')} />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <TextInput label={texts.province} required {...text('province')} />
              <TextInput label={texts.phone} type="tel" inputMode="tel" required {...text('phone')} />
              <TextInput label={texts.email} type="email" {...text('email')} />
            </SimpleGrid>
            <TextInput label={texts.mapUrl} placeholder={texts.mapUrlPlaceholder} type="url" {...text('mapUrl')} />
            <Switch
              label={texts.isActive}
              checked={draft.isActive}
              onChange={(event) => update({ isActive: event.currentTarget.checked })}
            />
          </Stack>
        </Section>

        <Section title={texts.sectionHours} hint={texts.hoursHint}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Select
                label={texts.slotMinutes}
                data={SLOT_LENGTHS.map((value) => ({ value, label: texts.minutes(Number(value)) }))}
                value={draft.slotMinutes}
                onChange={(value) => update({ slotMinutes: value ?? '60' }, 'slotMinutes')}
                allowDeselect={false}
                error={errors.slotMinutes}
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
                error={errors.capacityPerSlot}
                required
              />
            </SimpleGrid>
            {errors.openingHours ? (
              <Text c="red" fz="sm">
                {errors.openingHours}
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
                            error={errors[`openingHours.${weekday}.open`]}
                            comboboxProps={{ zIndex: 400 }}
                          />
                          <Text c="dimmed" mt={6}>
                            {texts.until}
                          </Text>
                          <Select
                            size="sm"
                            w={104}
                            aria-label={`${label} ${texts.closesAt}`}
                            data={timeOptions(day.close)}
                            value={day.close}
                            onChange={(value) => setDay(weekday, { close: value ?? day.close })}
                            allowDeselect={false}
                            maxDropdownHeight={240}
                            error={errors[`openingHours.${weekday}.close`]}
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

        <ClosedDatesSection draft={draft} errors={errors} update={update} />

        <Section title={texts.sectionServices} hint={texts.servicesHint}>
          {services.length === 0 ? (
            <Text c="dimmed">{texts.noServicesYet}</Text>
          ) : (
            <Stack gap="sm">
              {services.map((service) => {
                const offer = draft.services.find((item) => item.serviceId === service.id);
                const errorKey = serviceErrorKey(draft, service.id);
                const priceError = errorKey
                  ? (errors[`${errorKey}.price`] ?? errors[`${errorKey}.serviceId`])
                  : undefined;
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

        <Section title={texts.sectionReceiver} hint={texts.receiverHint}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={texts.bank}
              placeholder={texts.bankPlaceholder}
              data={bankOptions}
              searchable
              value={draft.bankCode}
              onChange={(value) => update({ bankCode: value }, 'paymentReceiver.bankCode')}
              error={errors['paymentReceiver.bankCode']}
            />
            <TextInput
              label={texts.accountNumber}
              inputMode="numeric"
              {...text('accountNumber', 'paymentReceiver.accountNumber')}
            />
            <TextInput label={texts.accountName} {...text('accountName', 'paymentReceiver.accountName')} />
            <TextInput
              label={texts.promptPayId}
              description={texts.promptPayHint}
              inputMode="numeric"
              {...text('promptPayId', 'paymentReceiver.promptPayId')}
            />
          </SimpleGrid>
        </Section>

        {clinic ? (
          <DoctorsSection clinic={clinic} />
        ) : (
          <Section title={texts.sectionDoctors}>
            <Text c="dimmed">{texts.doctorsAfterCreate}</Text>
          </Section>
        )}

        <Box
          pos="sticky"
          bottom={0}
          py="md"
          bg="white"
          style={{ borderTop: '1px solid var(--mantine-color-gray-3)', zIndex: 2 }}
        >
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {texts.cancel}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {texts.save}
            </Button>
          </Group>
        </Box>
      </Stack>
    </form>
  );
}

function ClosedDatesSection({
  draft,
  errors,
  update,
}: {
  draft: ClinicDraft;
  errors: FieldErrors;
  update: (patch: Partial<ClinicDraft>, ...clearKeys: string[]) => void;
}) {
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
                const label = formatThaiDate(`${closed.date}T00:00:00+07:00`, 'long');
                const error = errors[`closedDates.${index}.date`] ?? errors[`closedDates.${index}.reason`];
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
