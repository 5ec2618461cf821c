import type { Payment } from '@jongdee/contracts';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { notify } from '../../components/notify.ts';
import { ThaiDateTimeInput } from '../../components/thai-date-time-input.tsx';
import { type BangkokDateTime, bangkokDateTimeToIso, bangkokNow, isInFuture } from '../../lib/bangkok-date-time.ts';
import { formatBaht } from '../../lib/format-money.ts';
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

type Errors = { note?: string; refundedAt?: string };

function RefundForm({ payment, onClose, onDone }: Omit<Props, 'opened'>) {
  const refund = useRefundPayment();
  const [note, setNote] = useState('');
  const [refundedAt, setRefundedAt] = useState<BangkokDateTime>(() => bangkokNow());
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!note.trim()) found.note = texts.refundNoteRequired;
    if (!refundedAt.date || !refundedAt.time) found.refundedAt = texts.refundedAtRequired;
    else if (isInFuture(refundedAt)) found.refundedAt = texts.refundedAtFuture;
    setErrors(found);
    if (found.note || found.refundedAt) return;
    setServerError(null);
    refund.mutate(
      { id: payment.id, body: { note: note.trim(), refundedAt: bangkokDateTimeToIso(refundedAt) } },
      {
        onSuccess: (updated) => {
          notify.success(texts.refunded(updated.paymentNo));
          onClose();
          onDone?.(updated);
        },
        onError: (failure) => {
          setServerError(failure.message);
          notify.error(failure.message, texts.refundFailed);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text fz="sm">{texts.refundBody(formatBaht(payment.amount))}</Text>
        {serverError ? (
          <Alert color="red" variant="light" role="alert">
            <Text fz="sm">{serverError}</Text>
          </Alert>
        ) : null}
        <Textarea
          label={texts.refundNote}
          placeholder={texts.refundNotePlaceholder}
          value={note}
          onChange={(event) => {
            setNote(event.currentTarget.value);
            setErrors((current) => ({ ...current, note: undefined }));
          }}
          error={errors.note}
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
          value={refundedAt}
          onChange={(next) => {
            setRefundedAt(next);
            setErrors((current) => ({ ...current, refundedAt: undefined }));
          }}
          maxDate={bangkokNow().date}
          error={errors.refundedAt}
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
