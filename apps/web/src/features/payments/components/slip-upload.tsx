import type { Payment } from '@jongdee/contracts';
import {
  type BangkokDateTime,
  bangkokDateTimeToIso,
  bangkokNow,
  EMPTY_DATE_TIME,
  formatThaiDateTime,
  isInFuture,
} from '@jongdee/contracts/thai-format';
import {
  Alert,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Progress,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconSend, IconUpload } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { notify } from '../../../components/notify.ts';
import { PaymentStatusBadge } from '../../../components/payment-status-badge.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { useBookingPayments } from '../api/get-booking-payments.ts';
import { useUploadSlip } from '../api/upload-slip.ts';
import { paymentTexts as texts } from '../texts.ts';
import { SlipPicker } from './slip-picker.tsx';
import { SlipThumbnail } from './slip-thumbnail.tsx';

// The calendar comes with the chosen slip: the payment screen itself stays light on a phone.
const ThaiDateTimeInput = lazy(() =>
  import('../../../components/thai-date-time-input.tsx').then((module) => ({ default: module.ThaiDateTimeInput })),
);

/**
 * "แนบสลิปการโอน" for the booking: the form while nothing waits for review (sending it makes the
 * payment if there is none yet), the sent slip while the clinic checks it.
 */
export function SlipUpload({ bookingId }: { bookingId: string }) {
  const payments = useBookingPayments(bookingId);
  const open = payments.data?.find((payment) => payment.status === 'pending' || payment.status === 'submitted');
  const lastClosed = payments.data?.find((payment) => payment !== open && payment.status !== 'pending');

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="slip-title">
      <Group gap="xs" mb="xs" c="jade.7" wrap="nowrap">
        <IconUpload size={20} aria-hidden />
        <Title order={2} fz="lg" c="dark" id="slip-title">
          {open?.status === 'submitted' ? texts.slipSentTitle : texts.slipTitle}
        </Title>
      </Group>
      {open?.status === 'submitted' ? (
        <SlipSubmitted payment={open} />
      ) : payments.isSuccess ? (
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            {texts.slipHint}
          </Text>
          {lastClosed?.status === 'rejected' ? (
            <Alert color="orange" variant="light" radius="md" title={texts.previousRejected}>
              <Stack gap={4}>
                {lastClosed.rejectReason ? <Text fz="sm">{texts.rejectReason(lastClosed.rejectReason)}</Text> : null}
                <Text fz="sm">{texts.previousRejectedBody}</Text>
              </Stack>
            </Alert>
          ) : null}
          <SlipForm bookingId={bookingId} paymentId={open?.id ?? null} />
        </Stack>
      ) : payments.isError ? (
        <RetryAlert inline message={texts.loadFailed} retryLabel={texts.retry} onRetry={() => payments.refetch()} />
      ) : (
        <Center py="lg" role="status">
          <Group gap="xs">
            <Loader size="sm" aria-hidden />
            <Text fz="sm" c="dimmed">
              {texts.loading}
            </Text>
          </Group>
        </Center>
      )}
    </Card>
  );
}

/** A sent slip: its thumbnail, รอตรวจสอบ, and what happens next. */
export function SlipSubmitted({ payment }: { payment: Payment }) {
  return (
    <Group align="flex-start" gap="md" wrap="nowrap" data-testid="slip-submitted">
      <SlipThumbnail payment={payment} width={96} height={136} />
      <Stack gap={6} style={{ minWidth: 0 }}>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <ThemeIcon color="jade" variant="light" radius="xl" size="md">
            <IconCircleCheck size={18} aria-hidden />
          </ThemeIcon>
          <Text fw={700} lh={1.4}>
            {texts.slipReceived}
          </Text>
        </Group>
        <div>
          <PaymentStatusBadge status={payment.status} size="sm" />
        </div>
        {payment.slip ? (
          <Text fz="sm" c="dimmed">
            {texts.slipUploadedAt(formatThaiDateTime(payment.slip.uploadedAt))}
          </Text>
        ) : null}
        {payment.transferredAt ? (
          <Text fz="sm" c="dimmed">
            {texts.transferredAtValue(formatThaiDateTime(payment.transferredAt))}
          </Text>
        ) : null}
        <Text fz="sm">{texts.slipReceivedBody}</Text>
      </Stack>
    </Group>
  );
}

function SlipForm({ bookingId, paymentId }: { bookingId: string; paymentId: string | null }) {
  const upload = useUploadSlip(bookingId);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [transferredAt, setTransferredAt] = useState<BangkokDateTime>(EMPTY_DATE_TIME);
  const [timeProblem, setTimeProblem] = useState<string | null>(null);

  const send = () => {
    if (!file) return;
    const { date, time } = transferredAt;
    // Optional, but whole: a day without a time (or the other way round) is asked for again.
    if (Boolean(date) !== Boolean(time))
      return setTimeProblem(date ? texts.transferredTimeMissing : texts.transferredDateMissing);
    if (date && isInFuture(transferredAt)) return setTimeProblem(texts.transferredAtFuture);
    setTimeProblem(null);
    upload.mutate(
      { bookingId, paymentId, file, transferredAt: date ? bangkokDateTimeToIso(transferredAt) : null },
      { onSuccess: () => notify.success(texts.slipReceived) },
    );
  };

  const error = problem ?? (upload.isError ? upload.error.message : null);
  const percent = Math.round(upload.progress * 100);

  return (
    <Stack gap="md">
      <SlipPicker
        file={file}
        onFile={(chosen) => {
          upload.reset();
          setFile(chosen);
        }}
        onProblem={setProblem}
        error={error}
        disabled={upload.isPending}
      />

      {file ? (
        <>
          <Suspense fallback={<Skeleton h={92} maw={{ sm: 360 }} radius="md" />}>
            <ThaiDateTimeInput
              label={texts.transferredAt}
              description={texts.transferredAtHint}
              dateLabel={texts.transferredDate}
              timeLabel={texts.transferredTime}
              value={transferredAt}
              onChange={(next) => {
                setTransferredAt(next);
                setTimeProblem(null);
              }}
              maxDate={bangkokNow().date}
              clearable
              error={timeProblem}
              disabled={upload.isPending}
              maw={{ sm: 360 }}
            />
          </Suspense>
          <Stack gap={6}>
            <Button
              size="md"
              fullWidth
              leftSection={<IconSend size={18} aria-hidden />}
              onClick={send}
              loading={upload.isPending}
              loaderProps={{ type: 'dots' }}
            >
              {texts.send}
            </Button>
            {upload.isPending ? (
              <Stack gap={4} role="status">
                <Progress.Root size="md" radius="xl">
                  <Progress.Section
                    value={percent < 100 ? Math.max(percent, 3) : 100}
                    striped={percent >= 100}
                    animated={percent >= 100}
                    aria-label={texts.sending}
                  />
                </Progress.Root>
                <Text fz="sm" c="dimmed" ta="center">
                  {percent < 100 ? texts.uploadProgress(percent) : texts.checking}
                </Text>
              </Stack>
            ) : null}
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}
