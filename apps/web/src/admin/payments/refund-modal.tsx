import { type Payment, RefundPaymentBodySchema } from '@jongdee/contracts';
import { bangkokDateTimeToIso, bangkokNow, formatBaht, isInFuture } from '@jongdee/contracts/thai-format';
import { Stack, Text } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { FormError } from '../../components/form-error.tsx';
import { ThaiDateTimeInput } from '../../components/thai-date-time-input.tsx';
import { useSchemaForm } from '../../components/use-schema-form.ts';
import { ActionButtons, ActionModal, answered } from '../action-dialog.tsx';
import { ReasonField } from '../quick-reasons.tsx';
import { useRefundPayment } from './api/refund-payment.ts';
import { adminPaymentTexts as texts } from './texts.ts';

type Props = { payment: Payment; opened: boolean; onClose: () => void; onDone?: (payment: Payment) => void };

/**
 * Records money given back for a booking cancelled (or expired) after it was paid: how it went back
 * (required, the customer reads it) and when (now unless told otherwise).
 */
export function RefundModal({ payment, opened, onClose, onDone }: Props) {
  return (
    <ActionModal
      opened={opened}
      onClose={onClose}
      title={texts.refundTitle(payment.paymentNo)}
      closeLabel={texts.close}
      size="lg"
    >
      {opened ? <RefundForm payment={payment} onClose={onClose} onDone={onDone} /> : null}
    </ActionModal>
  );
}

function RefundForm({ payment, onClose, onDone }: Omit<Props, 'opened'>) {
  const refund = useRefundPayment();
  const form = useSchemaForm(RefundPaymentBodySchema, () => ({ note: '', refundedAt: bangkokNow() }), {
    toInput: (values) => ({
      note: values.note.trim(),
      refundedAt: values.refundedAt.date && values.refundedAt.time ? bangkokDateTimeToIso(values.refundedAt) : null,
    }),
    check: ({ note, refundedAt }) => ({
      note: note.trim() ? undefined : texts.refundNoteRequired,
      refundedAt:
        !refundedAt.date || !refundedAt.time
          ? texts.refundedAtRequired
          : isInFuture(refundedAt)
            ? texts.refundedAtFuture
            : undefined,
    }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { values } = form;
    if (!(await form.validate())) return;
    refund.mutate(
      { id: payment.id, body: { note: values.note.trim(), refundedAt: bangkokDateTimeToIso(values.refundedAt) } },
      answered(form, {
        success: (updated) => texts.refunded(updated.paymentNo),
        failed: texts.refundFailed,
        afterwards: (updated) => {
          onClose();
          onDone?.(updated);
        },
        inForm: true,
      }),
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text fz="sm">{texts.refundBody(formatBaht(payment.amount))}</Text>
        <FormError message={form.formError} />
        <ReasonField
          label={texts.refundNote}
          placeholder={texts.refundNotePlaceholder}
          {...form.text('note')}
          required
        />
        <ThaiDateTimeInput
          label={texts.refundedAtLabel}
          description={texts.refundedAtHint}
          dateLabel={texts.refundDate}
          timeLabel={texts.refundTime}
          {...form.field('refundedAt')}
          maxDate={bangkokNow().date}
          required
        />
        <ActionButtons
          cancelLabel={texts.cancel}
          onCancel={onClose}
          lockWhileRunning
          label={texts.refundSubmit}
          color="grape"
          icon={<IconReceiptRefund size={18} aria-hidden />}
          running={refund.isPending}
        />
      </Stack>
    </form>
  );
}
