import { type Booking, CancelBookingBodySchema, ConfirmBookingBodySchema } from '@jongdee/contracts';
import { Stack, Text } from '@mantine/core';
import type { FormEvent } from 'react';
import { FormError } from '../../components/form-error.tsx';
import { notify } from '../../components/notify.ts';
import { useSchemaForm } from '../../components/use-schema-form.ts';
import { useCancelBooking } from '../../features/booking/api/cancel-booking.ts';
import { ActionButtons, ActionModal, answered } from '../action-dialog.tsx';
import { ReasonField, requiredReason } from '../quick-reasons.tsx';
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
      answered(form, {
        success: () => texts.confirmed,
        failed: texts.confirmFailed,
        afterwards: () => {
          form.setValues({ note: '' });
          onClose();
        },
      }),
    );
  };
  return (
    <ActionModal opened={opened} onClose={onClose} title={texts.confirmTitle} closeLabel={texts.close}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm">{texts.confirmBody}</Text>
          <ReasonField label={texts.confirmNote} placeholder={texts.confirmNotePlaceholder} {...form.text('note')} />
          <FormError message={form.formError} />
          <ActionButtons
            cancelLabel={texts.close}
            onCancel={onClose}
            label={texts.confirm}
            running={confirm.isPending}
          />
        </Stack>
      </form>
    </ActionModal>
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
      answered(form, {
        success: () => texts.cancelled,
        failed: texts.cancelFailed,
        afterwards: () => {
          form.setValues({ reason: '' });
          onClose();
        },
      }),
    );
  };
  return (
    <ActionModal opened={opened} onClose={onClose} title={texts.cancelTitle} closeLabel={texts.close}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm">{texts.cancelBody}</Text>
          <ReasonField label={texts.cancelReason} {...form.text('reason')} required />
          <FormError message={form.formError} />
          <ActionButtons
            cancelLabel={texts.keep}
            onCancel={onClose}
            label={texts.cancelBooking}
            color="red"
            running={cancel.isPending}
          />
        </Stack>
      </form>
    </ActionModal>
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
    <ActionModal opened={opened} onClose={onClose} title={texts.completeTitle} closeLabel={texts.close}>
      <Stack gap="md">
        <Text fz="sm">{texts.completeBody}</Text>
        <ActionButtons
          cancelLabel={texts.close}
          onCancel={onClose}
          label={texts.complete}
          running={complete.isPending}
          onClick={submit}
        />
      </Stack>
    </ActionModal>
  );
}
