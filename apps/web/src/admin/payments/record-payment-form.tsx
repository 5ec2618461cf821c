import {
  type Booking,
  PAYMENT_METHOD_LABELS,
  type Payment,
  type PaymentMethod,
  RecordPaymentBodySchema,
} from '@jongdee/contracts';
import {
  type BangkokDateTime,
  bangkokDateTimeToIso,
  bangkokNow,
  formatBaht,
  isInFuture,
  satangToBaht,
} from '@jongdee/contracts/thai-format';
import {
  Alert,
  Button,
  Group,
  Input,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@mantine/core';
import { IconAlertTriangle, IconCashRegister } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { bookingKeys } from '../../api/booking-keys.ts';
import { ApiError } from '../../api/client.ts';
import { FieldGroup } from '../../components/field-group.tsx';
import { FormError } from '../../components/form-error.tsx';
import { notify } from '../../components/notify.ts';
import { ThaiDateTimeInput } from '../../components/thai-date-time-input.tsx';
import { useSchemaForm } from '../../components/use-schema-form.ts';
import { paymentKeys } from '../../features/payments/api/payment-keys.ts';
import { SlipPicker } from '../../features/payments/components/slip-picker.tsx';
import { paths } from '../../paths.ts';
import { useRecordPayment } from './api/record-payment.ts';
import { adminPaymentTexts as texts } from './texts.ts';

/** Cash first: the commonest payment recorded by staff is the one taken at the counter. */
const METHODS: PaymentMethod[] = ['cash', 'bank_transfer', 'promptpay'];

type Values = {
  method: PaymentMethod;
  amount: number | string;
  paidAt: BangkokDateTime;
  note: string;
  verify: boolean;
};

/** Baht as typed (`800`, `1,250.5`) → satang; null when it is not a number. */
export function bahtToSatang(value: number | string): number | null {
  if (value === '') return null;
  const baht = typeof value === 'number' ? value : Number(value.replaceAll(',', ''));
  return Number.isFinite(baht) ? Math.round(baht * 100) : null;
}

/** The slip as the API takes it in JSON: a data URL. */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('no data')));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * What staff know about a payment taken outside the app: how it was paid, how much, when, an optional
 * slip, and whether it is confirmed now (the booking is confirmed) or left for review (needs a slip).
 * Checked in Thai before sending; the server's refusals are shown as it words them.
 */
export function RecordPaymentForm({
  booking,
  onRecorded,
}: {
  booking: Booking;
  onRecorded: (payment: Payment) => void;
}) {
  const record = useRecordPayment();
  const queryClient = useQueryClient();
  const methodLabelId = useId();
  const slipLabelId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [reading, setReading] = useState(false);
  // A confirmed booking (credit paid later) takes only a verified payment.
  const verifyLocked = booking.status === 'confirmed';
  /** The body as the API takes it; the slip goes in once read, after the checks. */
  const toBody = (values: Values) => ({
    bookingId: booking.id,
    method: values.method,
    amount: bahtToSatang(values.amount) ?? undefined,
    paidAt: values.paidAt.date && values.paidAt.time ? bangkokDateTimeToIso(values.paidAt) : undefined,
    note: values.note.trim() || null,
    verify: values.verify,
    slipImage: null,
  });
  const form = useSchemaForm(
    RecordPaymentBodySchema,
    (): Values => ({
      method: 'cash',
      amount: satangToBaht(booking.amountDue),
      paidAt: bangkokNow(),
      note: '',
      verify: true,
    }),
    {
      toInput: toBody,
      check: (values) => {
        const satang = bahtToSatang(values.amount);
        const { paidAt } = values;
        return {
          amount: satang === null ? texts.amountRequired : satang <= 0 ? texts.amountPositive : undefined,
          paidAt:
            !paidAt.date || !paidAt.time ? texts.paidAtRequired : isInFuture(paidAt) ? texts.paidAtFuture : undefined,
          slipImage: !values.verify && !file ? texts.slipRequired : undefined,
        };
      },
    },
  );
  const { values } = form;
  const slipError = form.error('slipImage');
  const satang = bahtToSatang(values.amount);
  const differs = satang !== null && satang > 0 && satang !== booking.amountDue;
  const verify = values.verify;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = await form.validate();
    if (!body) {
      notify.error(texts.fixErrors, texts.recordFailed);
      return;
    }
    let slipImage: string | null = null;
    if (file) {
      setReading(true);
      try {
        slipImage = await readAsDataUrl(file);
      } catch {
        form.setErrors({ slipImage: texts.readingSlip });
        return;
      } finally {
        setReading(false);
      }
    }
    record.mutate(
      { ...body, slipImage },
      {
        onSuccess: (payment) => {
          notify.success(verify ? texts.recorded(payment.paymentNo) : texts.recordedForReview(payment.paymentNo));
          onRecorded(payment);
        },
        onError: (failure) => {
          notify.error(failure.message, texts.recordFailed);
          const code = failure instanceof ApiError ? failure.code : undefined;
          if (code?.startsWith('SLIP_')) {
            form.setErrors({ slipImage: failure.message });
            return;
          }
          form.showServerErrors(failure);
          form.setFormError(failure.message);
          // The booking moved on meanwhile (a slip arrived, it was cancelled): show what it is now.
          if (code === 'PAYMENT_REVIEW_OPEN' || code === 'BOOKING_NOT_PAYABLE') {
            void queryClient.invalidateQueries({ queryKey: bookingKeys.detail(booking.id) });
            void queryClient.invalidateQueries({ queryKey: paymentKeys.ofBooking(booking.id) });
          }
        },
      },
    );
  };

  const busy = reading || record.isPending;

  return (
    <form onSubmit={submit} noValidate aria-label={texts.createTitle}>
      <Stack gap="lg">
        <FieldGroup labelledBy={methodLabelId}>
          <Input.Label id={methodLabelId} labelElement="div" size="md" mb={6}>
            {texts.method}
          </Input.Label>
          <SegmentedControl
            value={values.method}
            onChange={(value) => form.setValue('method', value as PaymentMethod)}
            data={METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }))}
            size="md"
            radius="md"
            fullWidth
            maw={560}
            disabled={busy}
          />
        </FieldGroup>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="lg">
          <NumberInput
            label={texts.amountBaht}
            description={texts.amountHint(formatBaht(booking.amountDue))}
            {...form.field('amount')}
            leftSection={<Text fz="md">฿</Text>}
            decimalScale={2}
            thousandSeparator=","
            allowNegative={false}
            hideControls
            inputMode="decimal"
            required
            size="md"
            disabled={busy}
          />
          <ThaiDateTimeInput
            label={texts.paidAtLabel}
            description={texts.paidAtHint}
            dateLabel={texts.paidDate}
            timeLabel={texts.paidTime}
            {...form.field('paidAt')}
            maxDate={bangkokNow().date}
            required
            disabled={busy}
          />
        </SimpleGrid>

        {differs ? (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={20} aria-hidden />}
            data-testid="amount-warning"
            styles={{ message: { color: 'var(--mantine-color-dark-7)' } }}
            mt={-8}
          >
            <Text fz="sm">
              {texts.amountDiffers(formatBaht(booking.amountDue), formatBaht(Math.abs(satang - booking.amountDue)))}
            </Text>
          </Alert>
        ) : null}

        <Textarea
          label={texts.noteOptional}
          placeholder={texts.notePlaceholder}
          {...form.text('note')}
          maxLength={500}
          autosize
          minRows={2}
          disabled={busy}
        />

        <FieldGroup labelledBy={slipLabelId}>
          <Input.Label id={slipLabelId} labelElement="div" size="md" required={!verify}>
            {verify ? texts.slipLabel : texts.slipLabelRequired}
          </Input.Label>
          <Input.Description size="md" mb={8}>
            {texts.slipHint}
          </Input.Description>
          <SlipPicker
            file={file}
            onFile={(chosen) => {
              setFile(chosen);
              form.clearErrors('slipImage');
            }}
            onProblem={(problem) => form.setErrors({ ...form.errors, slipImage: problem ?? undefined })}
            error={slipError ?? null}
            disabled={busy}
          />
        </FieldGroup>

        <Paper
          withBorder
          radius="md"
          p="md"
          bg={verify ? 'jade.0' : 'orange.0'}
          style={{ borderColor: `var(--mantine-color-${verify ? 'jade' : 'orange'}-2)` }}
        >
          <Switch
            label={texts.verify}
            description={verifyLocked ? texts.verifyLocked : verify ? texts.verifyOnHint : texts.verifyOffHint}
            checked={verify}
            onChange={(event) => {
              form.setValue('verify', event.currentTarget.checked);
              form.clearErrors('slipImage');
            }}
            disabled={verifyLocked || busy}
            size="md"
            styles={{ label: { fontWeight: 600 }, description: { color: 'var(--mantine-color-dark-6)' } }}
          />
        </Paper>

        <FormError message={form.formError} title={texts.recordFailed} data-testid="record-error" />

        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={paths.admin.bookingView.href(booking.id)} variant="default">
            {texts.cancel}
          </Button>
          <Button type="submit" loading={busy} leftSection={<IconCashRegister size={18} aria-hidden />}>
            {texts.submitRecord}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
