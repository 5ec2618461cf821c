import { type Booking, EXAMINEES_MAX } from '@jongdee/contracts';
import { formatBaht } from '@jongdee/contracts/thai-format';
import {
  Alert,
  Button,
  Card,
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
} from '@mantine/core';
import type { FormEvent } from 'react';
import { FormError } from '../../components/form-error.tsx';
import { SlotPicker } from '../../components/slot-picker.tsx';
import type { FieldErrors, SchemaForm } from '../../components/use-schema-form.ts';
import { useClinics } from '../../features/booking/api/get-clinics.ts';
import { useServices } from '../../features/booking/api/get-services.ts';
import { useSlotAvailability } from '../../features/booking/hooks/use-slot-availability.ts';
import { adminBookingTexts as texts } from './texts.ts';

/** What staff fill in; `capacityOverrideReason` is sent only while `override` is on. */
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
  capacityOverrideReason: string;
};

/** The rules of the form the schemas do not word for staff: a slot is chosen, an override gives its reason. */
export function bookingFormChecks(values: BookingFormValues): FieldErrors {
  return {
    slotTime: values.slotTime ? undefined : texts.slotRequired,
    capacityOverrideReason:
      values.override && !values.capacityOverrideReason.trim() ? texts.overrideReasonRequired : undefined,
  };
}

type Props<Output> = {
  form: SchemaForm<BookingFormValues, Output>;
  /** Edit: the booking being changed (its clinic and service stay; its own seats count as free in its slot). */
  booking?: Booking;
  /** Edit of a confirmed booking: only date and slot may change. */
  rescheduleOnly?: boolean;
  submitLabel: string;
  submitting: boolean;
  onSubmit: () => void;
  onCancel?: () => void;
};

/** Service → clinic → date → slot with what is left, examinees, contact, note, and the stated capacity override. */
export function BookingForm<Output>({
  form,
  booking,
  rescheduleOnly = false,
  submitLabel,
  submitting,
  onSubmit,
  onCancel,
}: Props<Output>) {
  const { values } = form;
  const editing = Boolean(booking);
  const services = useServices();
  const clinics = useClinics(values.serviceId || undefined, !editing && Boolean(values.serviceId));
  const availability = useSlotAvailability(values.clinicId, values.serviceId, values.appointmentDate || null);

  const count = typeof values.examineeCount === 'number' ? values.examineeCount : 0;
  // A booking still holding its seats keeps them in its own slot.
  const held = booking && booking.status !== 'cancelled' && booking.status !== 'expired';
  const price =
    availability.day.data?.price ??
    clinics.data
      ?.find((clinic) => clinic.id === values.clinicId)
      ?.services.find((s) => s.serviceId === values.serviceId)?.price ??
    booking?.unitPrice ??
    null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Card withBorder radius="lg" padding="lg">
          <Title order={2} fz="lg" mb="md">
            {texts.appointmentSection}
          </Title>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {booking ? (
                <>
                  <TextInput label={texts.service} value={booking.service.name} readOnly variant="filled" />
                  <TextInput label={texts.clinic} value={booking.clinic.name} readOnly variant="filled" />
                </>
              ) : (
                <>
                  <Select
                    label={texts.service}
                    placeholder={texts.servicePick}
                    data={(services.data ?? []).map((service) => ({ value: service.id, label: service.name }))}
                    value={values.serviceId || null}
                    onChange={(value) => {
                      form.setValues((current) => ({ ...current, serviceId: value ?? '', clinicId: '', slotTime: '' }));
                      form.clearErrors('serviceId');
                    }}
                    error={form.error('serviceId')}
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
                      form.setValues((current) => ({ ...current, clinicId: value ?? '', slotTime: '' }));
                      form.clearErrors('clinicId');
                    }}
                    disabled={!values.serviceId}
                    error={form.error('clinicId')}
                    searchable
                    required
                    size="md"
                    rightSection={clinics.isFetching ? <Loader size="xs" /> : undefined}
                  />
                </>
              )}
            </SimpleGrid>

            <SlotPicker
              availability={availability}
              date={values.appointmentDate || null}
              slotTime={values.slotTime || null}
              examineeCount={count}
              onDateChange={(date) => {
                form.setValues((current) => ({ ...current, appointmentDate: date, slotTime: '' }));
                form.clearErrors('appointmentDate', 'slotTime');
              }}
              onSlotChange={(time) => form.setValue('slotTime', time ?? '')}
              dateError={form.error('appointmentDate')}
              slotAlert={form.error('slotTime')}
              current={
                held
                  ? { date: booking.appointmentDate, time: booking.slotTime, examineeCount: booking.examineeCount }
                  : null
              }
              admin={{
                disabled: !values.clinicId,
                override: values.override,
                onOverrideChange: (override) => form.setValue('override', override),
                overrideReason: form.text('capacityOverrideReason'),
              }}
            />
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
                  form.setValue('examineeCount', typeof value === 'number' ? value : value === '' ? '' : Number(value))
                }
                min={1}
                max={EXAMINEES_MAX}
                allowDecimal={false}
                allowNegative={false}
                error={form.error('examineeCount')}
                disabled={rescheduleOnly}
                required
                size="md"
              />
              <TextInput
                label={texts.contactName}
                {...form.text('contactName')}
                disabled={rescheduleOnly}
                maxLength={200}
                required
              />
              <TextInput
                label={texts.contactPhone}
                {...form.text('contactPhone')}
                disabled={rescheduleOnly}
                inputMode="tel"
                required
              />
            </SimpleGrid>
            <Textarea
              label={texts.note}
              placeholder={texts.notePlaceholder}
              {...form.text('note')}
              disabled={rescheduleOnly}
              autosize
              minRows={2}
              maxLength={1000}
            />
          </Stack>
        </Card>

        <FormError message={form.formError} />

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
