import { ApprovePaymentBodySchema, type Booking, type Payment, RejectPaymentBodySchema } from '@jongdee/contracts';
import { formatBaht } from '@jongdee/contracts/thai-format';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconReceiptRefund, IconX } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { FormError } from '../../components/form-error.tsx';
import { useSchemaForm } from '../../components/use-schema-form.ts';
import { ActionButtons, answered } from '../action-dialog.tsx';
import { QuickReasons, ReasonField, requiredReason } from '../quick-reasons.tsx';
import { useApprovePayment } from './api/approve-payment.ts';
import { useSimilarSlips } from './api/get-similar-slips.ts';
import { useRejectPayment } from './api/reject-payment.ts';
import { BookingClosedNotice, canRefund, isBookingClosed, isShortPayment } from './review-parts.tsx';
import { adminPaymentTexts as texts } from './texts.ts';

type Mode = 'idle' | 'approve' | 'reject';

/**
 * The decision on a submitted slip, given its booking: where the booking has closed meanwhile, why
 * approving is gone, and the refund (`onRefund`) offered beside rejecting when the money can go back.
 */
export function SlipDecision({
  payment,
  booking,
  onDone,
  onRefund,
}: {
  payment: Payment;
  booking: Booking | undefined;
  onDone?: (payment: Payment) => void;
  onRefund: () => void;
}) {
  const closed = isBookingClosed(booking);
  return (
    <>
      {closed && booking ? <BookingClosedNotice booking={booking} /> : null}
      <ReviewActions
        key={payment.id}
        payment={payment}
        onDone={onDone}
        bookingClosed={closed}
        onRefund={canRefund(payment, booking) ? onRefund : undefined}
      />
    </>
  );
}

type Props = {
  payment: Payment;
  onDone?: (payment: Payment) => void;
  bookingClosed?: boolean;
  /** Offered instead of approval when the booking is closed: the money came, and goes back. */
  onRefund?: () => void;
};

/**
 * Approve (one click, then confirm) or reject (one click, a reason — a quick pick or typed — then
 * confirm), in place: no dialog over the review panel. `onDone` follows a success. A slip whose
 * booking was cancelled (or has expired) cannot be approved: only rejected, or refunded beside it.
 */
export function ReviewActions({ payment, onDone, bookingClosed = false, onRefund }: Props) {
  const [mode, setMode] = useState<Mode>('idle');
  const close = () => setMode('idle');
  const done = (updated: Payment) => {
    close();
    onDone?.(updated);
  };

  if (mode === 'approve') return <ApproveForm payment={payment} onCancel={close} onDone={done} />;
  if (mode === 'reject') {
    return <RejectForm payment={payment} bookingClosed={bookingClosed} onCancel={close} onDone={done} />;
  }
  return (
    <Group gap="sm" grow>
      <Button
        variant="default"
        c="red"
        size="md"
        leftSection={<IconX size={18} aria-hidden />}
        onClick={() => setMode('reject')}
      >
        {texts.reject}
      </Button>
      {!bookingClosed ? (
        <Button size="md" leftSection={<IconCheck size={18} aria-hidden />} onClick={() => setMode('approve')}>
          {texts.approve}
        </Button>
      ) : onRefund ? (
        <Button
          size="md"
          color="grape"
          variant="light"
          c="grape"
          leftSection={<IconReceiptRefund size={18} aria-hidden />}
          onClick={onRefund}
        >
          {texts.refund}
        </Button>
      ) : null}
    </Group>
  );
}

type FormProps = { payment: Payment; onCancel: () => void; onDone: (payment: Payment) => void };

/** The confirmation of an approval, with a note; a slip with look-alikes is approved only with a reason. */
function ApproveForm({ payment, onCancel, onDone }: FormProps) {
  const approve = useApprovePayment();
  // The same query as the warning above the actions.
  const similar = useSimilarSlips(payment.id, payment.slip !== null);
  const hasLookAlikes = (similar.data?.length ?? 0) > 0;
  const short = isShortPayment(payment);
  const amount = formatBaht(payment.amount);
  const toBody = (values: { note: string; lookAlikeReason: string }) => ({
    note: values.note.trim() || null,
    lookAlikeReason: hasLookAlikes ? values.lookAlikeReason.trim() : null,
  });
  const form = useSchemaForm(
    ApprovePaymentBodySchema,
    { note: '', lookAlikeReason: '' },
    {
      toInput: toBody,
      check: (values) => ({
        lookAlikeReason: hasLookAlikes && !values.lookAlikeReason.trim() ? texts.lookAlikeReasonRequired : undefined,
      }),
    },
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await form.validate())) return;
    approve.mutate(
      { id: payment.id, ...toBody(form.values) },
      answered(form, {
        success: (updated) =>
          updated.bookingAmountDue > 0
            ? texts.approvedShort(updated.paymentNo, formatBaht(updated.bookingAmountDue))
            : texts.approved(updated.paymentNo),
        failed: texts.approveFailed,
        afterwards: onDone,
      }),
    );
  };

  return (
    <Paper withBorder radius="md" p="md" bg="jade.0" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={3} fz="md">
          {texts.approveConfirmTitle}
        </Title>
        <Text fz="sm">
          {short
            ? texts.approveShortBody(amount, formatBaht(payment.bookingAmountDue - payment.amount))
            : texts.approveConfirmBody(amount)}
        </Text>
        {hasLookAlikes ? (
          <ReasonField
            label={texts.lookAlikeReason}
            description={texts.lookAlikeReasonHint}
            {...form.text('lookAlikeReason')}
            required
          />
        ) : null}
        <ReasonField label={texts.approveNote} {...form.text('note')} minRows={1} autoFocus={false} />
        <FormError message={form.formError} />
        <ActionButtons
          cancelLabel={texts.cancel}
          onCancel={onCancel}
          lockWhileRunning
          label={texts.approveSubmit}
          color="jade"
          icon={<IconCheck size={18} aria-hidden />}
          running={approve.isPending}
          autoFocus={!hasLookAlikes}
        />
      </Stack>
    </Paper>
  );
}

/** A rejection with its reason, picked from the common ones or typed. */
function RejectForm({ payment, bookingClosed, onCancel, onDone }: FormProps & { bookingClosed: boolean }) {
  const reject = useRejectPayment();
  const form = useSchemaForm(RejectPaymentBodySchema, { reason: '' }, requiredReason(texts.rejectReasonRequired));
  const { reason } = form.values;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await form.validate())) return;
    reject.mutate(
      { id: payment.id, reason: reason.trim() },
      answered(form, {
        success: (updated) =>
          bookingClosed ? texts.rejectedClosed(updated.paymentNo) : texts.rejected(updated.paymentNo),
        failed: texts.rejectFailed,
        afterwards: onDone,
      }),
    );
  };

  return (
    <Paper withBorder radius="md" p="md" bg="red.0" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <div>
          <Title order={3} fz="md">
            {texts.rejectTitle}
          </Title>
          <Text fz="sm" c="dark.6">
            {texts.rejectBody}
          </Text>
        </div>
        <QuickReasons
          label={texts.quickReasons}
          reasons={texts.reasons}
          value={reason}
          color="red"
          onPick={(option) => form.setValue('reason', option)}
        />
        <ReasonField label={texts.rejectReason} {...form.text('reason')} required autoFocus={false} />
        <FormError message={form.formError} />
        <ActionButtons
          cancelLabel={texts.cancel}
          onCancel={onCancel}
          lockWhileRunning
          label={texts.rejectSubmit}
          color="red"
          icon={<IconX size={18} aria-hidden />}
          running={reject.isPending}
        />
      </Stack>
    </Paper>
  );
}
