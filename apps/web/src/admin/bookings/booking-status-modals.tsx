import { type Booking, CancelBookingBodySchema, ConfirmBookingBodySchema } from '@jongdee/contracts';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { FormEvent } from 'react';
import { FormError } from '../../components/form-error.tsx';
import { notify } from '../../components/notify.ts';
import { useSchemaForm } from '../../components/use-schema-form.ts';
import { useCancelBooking } from '../../features/booking/api/cancel-booking.ts';
import { requiredReason } from '../quick-reasons.tsx';
import { useCompleteBooking } from './api/complete-booking.ts';
import { useConfirmBooking } from './api/confirm-booking.ts';
import { adminBookingTexts as texts } from './texts.ts';

type Props = { booking: Booking; opened: boolean; onClose: () => void };

/** Confirm (payment at the counter, corporate credit), with an optional note. */
export function ConfirmModal({ booking, opened, onClose }: Props) {
  const confirm = useConfirmBooking();
  const toBody = ({ note }: { note: string }) => ({ note: note.trim() || null });
  const form = useSchemaForm(ConfirmBookingBodySchema, { note: '' }, { toInput: toBody });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await form.validate())) return;
    confirm.mutate(
      { id: booking.id, body: toBody(form.values) },
      {
        onSuccess: () => {
          notify.success(texts.confirmed);
          form.setValues({ note: '' });
          onClose();
        },
        onError: (error) => {
          form.showServerErrors(error);
          notify.error(error.message, texts.confirmFailed);
        },
      },
    );
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={600}>{texts.confirmTitle}</Text>}
      centered
      closeButtonProps={{ 'aria-label': texts.close }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm">{texts.confirmBody}</Text>
          <Textarea
            label={texts.confirmNote}
            placeholder={texts.confirmNotePlaceholder}
            {...form.text('note')}
            maxLength={500}
            autosize
            minRows={2}
            data-autofocus
          />
          <FormError message={form.formError} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {texts.close}
            </Button>
            <Button type="submit" loading={confirm.isPending}>
              {texts.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Cancel, with the reason the customer will read. */
export function CancelModal({ booking, opened, onClose }: Props) {
  const cancel = useCancelBooking(booking.id);
  const form = useSchemaForm(CancelBookingBodySchema, { reason: '' }, requiredReason(texts.cancelReasonRequired));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await form.validate())) return;
    cancel.mutate(
      { reason: form.values.reason.trim() },
      {
        onSuccess: () => {
          notify.success(texts.cancelled);
          form.setValues({ reason: '' });
          onClose();
        },
        onError: (failure) => {
          form.showServerErrors(failure);
          notify.error(failure.message, texts.cancelFailed);
        },
      },
    );
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={600}>{texts.cancelTitle}</Text>}
      centered
      closeButtonProps={{ 'aria-label': texts.close }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm">{texts.cancelBody}</Text>
          <Textarea
            label={texts.cancelReason}
            {...form.text('reason')}
            required
            maxLength={500}
            autosize
            minRows={2}
            data-autofocus
          />
          <FormError message={form.formError} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {texts.keep}
            </Button>
            <Button type="submit" color="red" loading={cancel.isPending}>
              {texts.cancelBooking}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Mark done: for a booking whose examinations are over without certificates for everyone. */
export function CompleteModal({ booking, opened, onClose }: Props) {
  const complete = useCompleteBooking();
  const submit = () =>
    complete.mutate(
      { id: booking.id },
      {
        onSuccess: () => {
          notify.success(texts.completed);
          onClose();
        },
        onError: (error) => notify.error(error.message, texts.completeFailed),
      },
    );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={600}>{texts.completeTitle}</Text>}
      centered
      closeButtonProps={{ 'aria-label': texts.close }}
    >
      <Stack gap="md">
        <Text fz="sm">{texts.completeBody}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {texts.close}
          </Button>
          <Button onClick={submit} loading={complete.isPending}>
            {texts.complete}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
