import { type Booking, PAYMENT_METHOD_LABELS, type Payment, type PaymentMethod } from '@jongdee/contracts';
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
import { notify } from '../../components/notify.ts';
import { ThaiDateTimeInput } from '../../components/thai-date-time-input.tsx';
import { paymentKeys } from '../../features/payments/api/payment-keys.ts';
import { SlipPicker } from '../../features/payments/components/slip-picker.tsx';
import { type BangkokDateTime, bangkokDateTimeToIso, bangkokNow, isInFuture } from '../../lib/bangkok-date-time.ts';
import { formatBaht } from '../../lib/format-money.ts';
import { paths } from '../../paths.ts';
import { useRecordPayment } from './api/record-payment.ts';
import { adminPaymentTexts as texts } from './texts.ts';

/** Cash first: the commonest payment recorded by staff is the one taken at the counter. */
const METHODS: PaymentMethod[] = ['cash', 'bank_transfer', 'promptpay'];

type Errors = { amount?: string; paidAt?: string; slip?: string };

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
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [amount, setAmount] = useState<number | string>(booking.amountDue / 100);
  const [paidAt, setPaidAt] = useState<BangkokDateTime>(() => bangkokNow());
  const [note, setNote] = useState('');
  const [file, setFile] = useState<File | null>(null);
  // A confirmed booking (credit paid later) takes only a verified payment.
  const verifyLocked = booking.status === 'confirmed';
  const [verify, setVerify] = useState(true);
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const satang = bahtToSatang(amount);
  const differs = satang !== null && satang > 0 && satang !== booking.amountDue;
  const clear = (field: keyof Errors) => setErrors((current) => ({ ...current, [field]: undefined }));

  const validate = (): Errors => {
    const found: Errors = {};
    if (satang === null) found.amount = texts.amountRequired;
    else if (satang <= 0) found.amount = texts.amountPositive;
    if (!paidAt.date || !paidAt.time) found.paidAt = texts.paidAtRequired;
    else if (isInFuture(paidAt)) found.paidAt = texts.paidAtFuture;
    if (!verify && !file) found.slip = texts.slipRequired;
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setServerError(null);
    if (found.amount || found.paidAt || found.slip || satang === null) {
      notify.error(texts.fixErrors, texts.recordFailed);
      return;
    }
    let slipImage: string | null = null;
    if (file) {
      setReading(true);
      try {
        slipImage = await readAsDataUrl(file);
      } catch {
        setErrors({ slip: texts.readingSlip });
        return;
      } finally {
        setReading(false);
      }
    }
    record.mutate(
      {
        bookingId: booking.id,
        method,
        amount: satang,
        paidAt: bangkokDateTimeToIso(paidAt),
        note: note.trim() || null,
        verify,
        slipImage,
      },
      {
        onSuccess: (payment) => {
          notify.success(verify ? texts.recorded(payment.paymentNo) : texts.recordedForReview(payment.paymentNo));
          onRecorded(payment);
        },
        onError: (failure) => {
          notify.error(failure.message, texts.recordFailed);
          const code = failure instanceof ApiError ? failure.code : undefined;
          if (code?.startsWith('SLIP_')) {
            setErrors({ slip: failure.message });
            return;
          }
          setServerError(failure.message);
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
            value={method}
            onChange={(value) => setMethod(value as PaymentMethod)}
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
            value={amount}
            onChange={(value) => {
              setAmount(value);
              clear('amount');
            }}
            leftSection={<Text fz="md">฿</Text>}
            decimalScale={2}
            thousandSeparator=","
            allowNegative={false}
            hideControls
            inputMode="decimal"
            error={errors.amount}
            required
            size="md"
            disabled={busy}
          />
          <ThaiDateTimeInput
            label={texts.paidAtLabel}
            description={texts.paidAtHint}
            dateLabel={texts.paidDate}
            timeLabel={texts.paidTime}
            value={paidAt}
            onChange={(next) => {
              setPaidAt(next);
              clear('paidAt');
            }}
            maxDate={bangkokNow().date}
            error={errors.paidAt}
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
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
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
              clear('slip');
            }}
            onProblem={(problem) => setErrors((current) => ({ ...current, slip: problem ?? undefined }))}
            error={errors.slip ?? null}
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
              setVerify(event.currentTarget.checked);
              clear('slip');
            }}
            disabled={verifyLocked || busy}
            size="md"
            styles={{ label: { fontWeight: 600 }, description: { color: 'var(--mantine-color-dark-6)' } }}
          />
        </Paper>

        {serverError ? (
          <Alert color="red" variant="light" role="alert" title={texts.recordFailed} data-testid="record-error">
            <Text fz="sm">{serverError}</Text>
          </Alert>
        ) : null}

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
