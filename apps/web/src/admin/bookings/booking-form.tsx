import type { Booking, Slot } from '@jongdee/contracts';
import {
  Alert,
  Box,
  Button,
  Card,
  Checkbox,
  Collapse,
  Group,
  Loader,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconAlertTriangle, IconCalendar } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ThaiDatePickerInput } from '../../components/thai-date-picker.tsx';
import { useAvailability } from '../../features/booking/api/get-availability.ts';
import { useAvailabilityMonth } from '../../features/booking/api/get-availability-month.ts';
import { useClinics } from '../../features/booking/api/get-clinics.ts';
import { useServices } from '../../features/booking/api/get-services.ts';
import { formatBaht } from '../../lib/format-money.ts';
import classes from './booking-form.module.css';
import { adminBookingTexts as texts } from './texts.ts';

export type BookingFormValues = {
  serviceId: string;
  clinicId: string;
  appointmentDate: string;
  slotTime: string;
  examineeCount: number | '';
  contactName: string;
  contactPhone: string;
  note: string;
  override: boolean;
  overrideReason: string;
};
export type BookingFormErrors = Partial<Record<keyof BookingFormValues | string, string>>;

const BOOKING_WINDOW_DAYS = 90;
const bangkokDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' });
/** Today in Bangkok as `YYYY-MM-DD`, and the same plus some days. */
function bangkokToday(plusDays = 0): string {
  return bangkokDate.format(new Date(Date.now() + plusDays * 86_400_000));
}

type Props = {
  initial: BookingFormValues;
  /** Edit: the booking being changed (its clinic and service stay; its own seats count as free in its slot). */
  booking?: Booking;
  /** Edit of a confirmed booking: only date and slot may change. */
  rescheduleOnly?: boolean;
  submitLabel: string;
  submitting: boolean;
  errors: BookingFormErrors;
  setErrors: (errors: BookingFormErrors) => void;
  onSubmit: (values: BookingFormValues) => void;
  onCancel?: () => void;
};

/** Service → clinic → date → slot with what is left, examinees, contact, note, and the stated capacity override. */
export function BookingForm({
  initial,
  booking,
  rescheduleOnly = false,
  submitLabel,
  submitting,
  errors,
  setErrors,
  onSubmit,
  onCancel,
}: Props) {
  const [values, setValues] = useState<BookingFormValues>(initial);
  const editing = Boolean(booking);
  const set = <Key extends keyof BookingFormValues>(key: Key, value: BookingFormValues[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors({ ...errors, [key]: undefined });
  };

  const services = useServices();
  const clinics = useClinics(values.serviceId || undefined, !editing && Boolean(values.serviceId));
  const [month, setMonth] = useState((values.appointmentDate || bangkokToday()).slice(0, 7));
  const monthDays = useAvailabilityMonth(values.clinicId, values.serviceId, month);
  const day = useAvailability(values.clinicId, values.serviceId, values.appointmentDate || null);

  const count = typeof values.examineeCount === 'number' ? values.examineeCount : 0;
  const isOwnSlot = (slot: Slot) =>
    booking !== undefined &&
    booking.appointmentDate === values.appointmentDate &&
    booking.slotTime === slot.time &&
    booking.status !== 'cancelled' &&
    booking.status !== 'expired';
  /** Seats a slot has for this booking: its own seats are free to it when it stays in its slot. */
  const seatsFor = (slot: Slot) => slot.remaining + (isOwnSlot(slot) && booking ? booking.examineeCount : 0);
  const selectedSlot = day.data?.slots.find((slot) => slot.time === values.slotTime);
  const overCapacity = selectedSlot ? seatsFor(selectedSlot) < count : false;

  const price =
    day.data?.price ??
    clinics.data
      ?.find((clinic) => clinic.id === values.clinicId)
      ?.services.find((s) => s.serviceId === values.serviceId)?.price ??
    booking?.unitPrice ??
    null;

  const excluded = new Map(monthDays.data?.days.map((entry) => [entry.date, entry.state]) ?? []);
  const isExcluded = (date: string) => {
    const state = excluded.get(date);
    if (!state) return false;
    if (state === 'open') return false;
    if (state === 'full') return !values.override && date !== booking?.appointmentDate;
    return true;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };

  const serviceName = booking?.service.name;
  const clinicName = booking?.clinic.name;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Card withBorder radius="lg" padding="lg">
          <Title order={2} fz="lg" mb="md">
            {texts.appointmentSection}
          </Title>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {editing ? (
                <>
                  <TextInput label={texts.service} value={serviceName ?? ''} readOnly variant="filled" />
                  <TextInput label={texts.clinic} value={clinicName ?? ''} readOnly variant="filled" />
                </>
              ) : (
                <>
                  <Select
                    label={texts.service}
                    placeholder={texts.servicePick}
                    data={(services.data ?? []).map((service) => ({ value: service.id, label: service.name }))}
                    value={values.serviceId || null}
                    onChange={(value) => {
                      setValues((current) => ({ ...current, serviceId: value ?? '', clinicId: '', slotTime: '' }));
                      setErrors({ ...errors, serviceId: undefined });
                    }}
                    error={errors.serviceId}
                    searchable
                    required
                    size="md"
                    rightSection={services.isPending ? <Loader size="xs" /> : undefined}
                  />
                  <Select
                    label={texts.clinic}
                    placeholder={values.serviceId ? texts.clinicPick : texts.clinicPickServiceFirst}
                    data={(clinics.data ?? []).map((clinic) => ({
                      value: clinic.id,
                      label: `${clinic.name} (${clinic.province})`,
                    }))}
                    value={values.clinicId || null}
                    onChange={(value) => {
                      setValues((current) => ({ ...current, clinicId: value ?? '', slotTime: '' }));
                      setErrors({ ...errors, clinicId: undefined });
                    }}
                    disabled={!values.serviceId}
                    error={errors.clinicId}
                    searchable
                    required
                    size="md"
                    rightSection={clinics.isFetching ? <Loader size="xs" /> : undefined}
                  />
                </>
              )}
            </SimpleGrid>

            <Box maw={{ base: '100%', sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}>
              <ThaiDatePickerInput
                label={texts.date}
                placeholder={texts.datePick}
                leftSection={<IconCalendar size={18} aria-hidden />}
                value={values.appointmentDate || null}
                onChange={(value) => {
                  setValues((current) => ({ ...current, appointmentDate: value ?? '', slotTime: '' }));
                  setErrors({ ...errors, appointmentDate: undefined, slotTime: undefined });
                }}
                date={`${month}-01`}
                onDateChange={(value) => setMonth(value.slice(0, 7))}
                minDate={bangkokToday()}
                maxDate={bangkokToday(BOOKING_WINDOW_DAYS)}
                excludeDate={isExcluded}
                disabled={!values.clinicId}
                error={errors.appointmentDate}
                required
                size="md"
              />
            </Box>

            <div>
              <Text fw={500} fz="sm" mb={6}>
                {texts.slot}{' '}
                <Text span c="red">
                  *
                </Text>
              </Text>
              {!values.clinicId || !values.appointmentDate ? (
                <Text c="dimmed" fz="sm">
                  {texts.slotPickFirst}
                </Text>
              ) : day.isPending ? (
                <Loader size="sm" />
              ) : day.isError ? (
                <Text c="red" fz="sm">
                  {day.error.message}
                </Text>
              ) : day.data.closedReason || day.data.slots.length === 0 ? (
                <Text c="dimmed" fz="sm">
                  {texts.closedReason[day.data.closedReason ?? ''] ?? texts.slotNone}
                </Text>
              ) : (
                <div className={classes.slots} role="radiogroup" aria-label={texts.slot}>
                  {day.data.slots.map((slot) => {
                    const seats = seatsFor(slot);
                    const unusable = slot.state === 'past' || slot.state === 'closed';
                    const short = seats < Math.max(count, 1);
                    const disabled = unusable || (short && !values.override);
                    const selected = values.slotTime === slot.time;
                    return (
                      <UnstyledButton
                        key={slot.time}
                        role="radio"
                        aria-checked={selected}
                        aria-label={`${slot.time} ${texts.slotRemaining(seats)}`}
                        disabled={disabled}
                        className={classes.slot}
                        data-selected={selected || undefined}
                        data-short={(short && !unusable) || undefined}
                        onClick={() => set('slotTime', slot.time)}
                      >
                        <Text fw={600} fz="sm">
                          {slot.time}
                        </Text>
                        <Text fz="xs" className={classes.slotHint}>
                          {slot.state === 'past'
                            ? texts.slotPast
                            : isOwnSlot(slot)
                              ? texts.slotCurrent
                              : texts.slotRemaining(seats)}
                        </Text>
                      </UnstyledButton>
                    );
                  })}
                </div>
              )}
              {errors.slotTime ? (
                <Text c="red" fz="sm" mt={6}>
                  {errors.slotTime}
                </Text>
              ) : null}
            </div>

            <Stack gap={6}>
              <Checkbox
                label={texts.override}
                description={texts.overrideHint}
                checked={values.override}
                onChange={(event) => set('override', event.currentTarget.checked)}
              />
              <Collapse in={values.override}>
                <Textarea
                  label={texts.overrideReason}
                  value={values.overrideReason}
                  onChange={(event) => set('overrideReason', event.currentTarget.value)}
                  error={errors.overrideReason ?? errors.capacityOverrideReason}
                  required
                  autosize
                  minRows={2}
                  maxLength={500}
                  mt={4}
                />
              </Collapse>
              {overCapacity && values.override ? (
                <Alert color="orange" icon={<IconAlertTriangle size={18} />} py="xs">
                  {texts.overrideHint}
                </Alert>
              ) : null}
            </Stack>
          </Stack>
        </Card>

        <Card withBorder radius="lg" padding="lg">
          <Title order={2} fz="lg" mb="md">
            {texts.detailsSection}
          </Title>
          {rescheduleOnly ? (
            <Alert color="blue" mb="md" py="xs">
              {texts.rescheduleOnly}
            </Alert>
          ) : null}
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <NumberInput
                label={texts.examineeCount}
                value={values.examineeCount}
                onChange={(value) =>
                  set('examineeCount', typeof value === 'number' ? value : value === '' ? '' : Number(value))
                }
                min={1}
                max={200}
                allowDecimal={false}
                allowNegative={false}
                error={errors.examineeCount}
                disabled={rescheduleOnly}
                required
                size="md"
              />
              <TextInput
                label={texts.contactName}
                value={values.contactName}
                onChange={(event) => set('contactName', event.currentTarget.value)}
                error={errors.contactName}
                disabled={rescheduleOnly}
                maxLength={200}
                required
              />
              <TextInput
                label={texts.contactPhone}
                value={values.contactPhone}
                onChange={(event) => set('contactPhone', event.currentTarget.value)}
                error={errors.contactPhone}
                disabled={rescheduleOnly}
                inputMode="tel"
                required
              />
            </SimpleGrid>
            <Textarea
              label={texts.note}
              placeholder={texts.notePlaceholder}
              value={values.note}
              onChange={(event) => set('note', event.currentTarget.value)}
              error={errors.note}
              disabled={rescheduleOnly}
              autosize
              minRows={2}
              maxLength={1000}
            />
          </Stack>
        </Card>

        <Card withBorder radius="lg" padding="lg" bg="jade.0">
          <Group justify="space-between" align="center" wrap="wrap" gap="md">
            <Group gap="xl">
              <div>
                <Text fz="sm" c="dimmed">
                  {texts.unitPrice}
                </Text>
                <Text fw={500}>{price === null ? texts.empty : formatBaht(price)}</Text>
              </div>
              <div>
                <Text fz="sm" c="dimmed">
                  {texts.examineeCount}
                </Text>
                <Text fw={500}>{count || texts.empty}</Text>
              </div>
              <div>
                <Text fz="sm" c="dimmed">
                  {texts.totalAmount}
                </Text>
                <Text fw={700} fz="xl" c="jade.8">
                  {price === null || !count ? texts.empty : formatBaht(price * count)}
                </Text>
              </div>
            </Group>
            <Group gap="sm">
              {onCancel ? (
                <Button variant="default" onClick={onCancel}>
                  {texts.cancel}
                </Button>
              ) : null}
              <Button type="submit" loading={submitting}>
                {submitLabel}
              </Button>
            </Group>
          </Group>
        </Card>
      </Stack>
    </form>
  );
}

/** Field errors from a schema's issues, one per top-level field. */
export function issuesToErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): BookingFormErrors {
  const errors: BookingFormErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}
