import { type Payment, RefundPaymentBodySchema } from '@jongdee/contracts';
import { bangkokDateTimeToIso, bangkokNow, formatBaht, isInFuture } from '@jongdee/contracts/thai-format';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { FormError } from '../../components/form-error.tsx';
import { notify } from '../../components/notify.ts';
import { ThaiDateTimeInput } from '../../components/thai-date-time-input.tsx';
import { useSchemaForm } from '../../components/use-schema-form.ts';
import { useRefundPayment } from './api/refund-payment.ts';
import { adminPaymentTexts as texts } from './texts.ts';

type Props = { payment: Payment; opened: boolean; onClose: () => void; onDone?: (payment: Payment) => void };

/**
 * Records money given back for a booking cancelled (or expired) after it was paid: how it went back
 * (required, the customer reads it) and when (now unless told otherwise).
 */
export function RefundModal({ payment, opened, onClose, onDone }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={600}>{texts.refundTitle(payment.paymentNo)}</Text>}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': texts.close }}
    >
      {opened ? <RefundForm payment={payment} onClose={onClose} onDone={onDone} /> : null}
    </Modal>
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
      {
        onSuccess: (updated) => {
          notify.success(texts.refunded(updated.paymentNo));
          onClose();
          onDone?.(updated);
        },
        onError: (failure) => {
          form.showServerErrors(failure);
          form.setFormError(failure.message);
          notify.error(failure.message, texts.refundFailed);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text fz="sm">{texts.refundBody(formatBaht(payment.amount))}</Text>
        <FormError message={form.formError} />
        <Textarea
          label={texts.refundNote}
          placeholder={texts.refundNotePlaceholder}
          {...form.text('note')}
          required
          maxLength={500}
          autosize
          minRows={2}
          data-autofocus
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
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={refund.isPending}>
            {texts.cancel}
          </Button>
          <Button
            type="submit"
            color="grape"
            leftSection={<IconReceiptRefund size={18} aria-hidden />}
            loading={refund.isPending}
          >
            {texts.refundSubmit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
