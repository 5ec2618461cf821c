import { type Booking, CancelBookingBodySchema, EXAMINEES_MAX, UpdateBookingBodySchema } from '@jongdee/contracts';
import { formatThaiDate } from '@jongdee/contracts/thai-format';
import { Alert, Button, Group, Modal, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { FormError } from '../../../components/form-error.tsx';
import { notify } from '../../../components/notify.ts';
import { useSchemaForm } from '../../../components/use-schema-form.ts';
import { useCancelBooking } from '../api/cancel-booking.ts';
import { catalogKeys } from '../api/catalog-keys.ts';
import { useUpdateBooking } from '../api/update-booking.ts';
import { bookingTexts as texts } from '../texts.ts';
import { AppointmentPicker } from './appointment-picker.tsx';
import { CancelPolicy } from './cancel-policy.tsx';

type ModalProps = { booking: Booking; opened: boolean; onClose: () => void };

/** Move the appointment: the same calendar and slots as /booking, for the booking's clinic and service. */
export function RescheduleModal({ booking, opened, onClose }: ModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={texts.rescheduleTitle} size="xl">
      {opened ? <RescheduleForm booking={booking} onClose={onClose} /> : null}
    </Modal>
  );
}

function RescheduleForm({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const [date, setDate] = useState<string | null>(booking.appointmentDate);
  const [slotTime, setSlotTime] = useState<string | null>(null);
  const [slotAlert, setSlotAlert] = useState<string | null>(null);
  const update = useUpdateBooking(booking.id);
  const queryClient = useQueryClient();
  const onDateChange = useCallback((value: string) => {
    setDate(value);
    setSlotTime(null);
  }, []);
  const onSlotChange = useCallback((value: string | null) => {
    setSlotTime(value);
    if (value) setSlotAlert(null);
  }, []);

  const submit = () => {
    if (!date || !slotTime) {
      setSlotAlert(texts.pickSlot);
      return;
    }
    update.mutate(
      { appointmentDate: date, slotTime },
      {
        onSuccess: () => {
          notify.success(texts.rescheduled);
          onClose();
        },
        onError: (error) => {
          notify.error(error.message, texts.rescheduleFailed);
          if (error instanceof ApiError && error.code === 'SLOT_FULL') {
            setSlotTime(null);
            setSlotAlert(texts.slotFullPickAnother);
            void queryClient.invalidateQueries({ queryKey: catalogKeys.availability() });
          }
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Text c="dimmed" fz="sm">
        {texts.rescheduleCurrent(
          `${formatThaiDate(booking.appointmentDate, 'long')} ${texts.timeValue(booking.slotTime)}`,
        )}
      </Text>
      <AppointmentPicker
        clinicId={booking.clinic.id}
        serviceId={booking.service.id}
        date={date}
        slotTime={slotTime}
        examineeCount={booking.examineeCount}
        onDateChange={onDateChange}
        onSlotChange={onSlotChange}
        slotAlert={slotAlert}
        current={{ date: booking.appointmentDate, time: booking.slotTime, examineeCount: booking.examineeCount }}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {texts.cancel}
        </Button>
        <Button onClick={submit} loading={update.isPending} disabled={!slotTime}>
          {texts.rescheduleSubmit}
        </Button>
      </Group>
    </Stack>
  );
}

/** Contact, note and — before payment — the number of examinees. */
export function EditBookingModal({ booking, opened, onClose }: ModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={texts.editTitle} size="md">
      {opened ? <EditForm booking={booking} onClose={onClose} /> : null}
    </Modal>
  );
}

function EditForm({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const update = useUpdateBooking(booking.id);
  const countEditable = booking.status === 'pending_payment';
  const filled = booking.examinees.length;
  const form = useSchemaForm(
    UpdateBookingBodySchema,
    {
      contactName: booking.contactName,
      contactPhone: booking.contactPhone,
      note: booking.note ?? '',
      examineeCount: booking.examineeCount as number | string,
    },
    {
      toInput: ({ examineeCount, ...values }) =>
        countEditable && examineeCount !== booking.examineeCount ? { ...values, examineeCount } : values,
      check: ({ examineeCount }) => ({
        examineeCount: !countEditable
          ? undefined
          : typeof examineeCount !== 'number' || examineeCount < 1
            ? texts.countRequired
            : examineeCount < filled
              ? texts.countBelowFilled(filled)
              : undefined,
      }),
    },
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = await form.validate();
    if (!body) return;
    update.mutate(body, {
      onSuccess: () => {
        notify.success(texts.edited);
        onClose();
      },
      onError: (error) => {
        form.showServerErrors(error);
        notify.error(error.message, texts.editFailed);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={texts.contactName} required {...form.text('contactName')} />
        <TextInput label={texts.contactPhone} type="tel" inputMode="tel" required {...form.text('contactPhone')} />
        <Textarea label={texts.note} autosize minRows={2} maxRows={5} {...form.text('note')} />
        <NumberInput
          label={texts.examineeCount}
          description={countEditable ? texts.examineeCountHint : texts.countLocked}
          min={Math.max(1, filled)}
          max={EXAMINEES_MAX}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          {...form.field('examineeCount')}
          disabled={!countEditable}
          size="md"
        />
        <FormError message={form.formError} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {texts.cancel}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {texts.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Cancelling needs a reason, and a second, explicit confirmation. */
export function CancelBookingModal({ booking, opened, onClose }: ModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={texts.cancelTitle}
      size="md"
      closeButtonProps={{ 'aria-label': texts.close }}
    >
      {opened ? <CancelForm booking={booking} onClose={onClose} /> : null}
    </Modal>
  );
}

function CancelForm({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const cancel = useCancelBooking(booking.id);
  const form = useSchemaForm(CancelBookingBodySchema, { reason: '' });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = await form.validate();
    if (!body) return;
    cancel.mutate(body, {
      onSuccess: () => {
        notify.success(texts.cancelled);
        onClose();
      },
      onError: (error) => {
        form.showServerErrors(error);
        notify.error(error.message, texts.cancelFailed);
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {texts.cancelWarning}
        </Alert>
        <Text fw={600}>{booking.bookingNo}</Text>
        <CancelPolicy booking={booking} />
        <Textarea
          label={texts.cancelReason}
          placeholder={texts.cancelReasonPlaceholder}
          required
          autosize
          minRows={2}
          data-autofocus
          {...form.text('reason')}
        />
        <FormError message={form.formError} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {texts.keepBooking}
          </Button>
          <Button type="submit" color="red" loading={cancel.isPending}>
            {texts.cancelConfirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
