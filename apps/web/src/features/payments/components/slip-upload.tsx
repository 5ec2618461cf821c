import type { Payment } from '@jongdee/contracts';
import {
  Alert,
  Box,
  Button,
  Card,
  Center,
  Flex,
  Group,
  Loader,
  Progress,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconAlertCircle,
  IconCamera,
  IconCircleCheck,
  IconPhotoUp,
  IconRefresh,
  IconSend,
  IconUpload,
} from '@tabler/icons-react';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { notify } from '../../../components/notify.ts';
import { PaymentStatusBadge } from '../../../components/payment-status-badge.tsx';
import { formatThaiDateTime } from '../../../lib/format-date.ts';
import { useBookingPayments } from '../api/get-booking-payments.ts';
import { useUploadSlip } from '../api/upload-slip.ts';
import { paymentTexts as texts } from '../texts.ts';
import { SlipThumbnail } from './slip-thumbnail.tsx';

/** What the browser may offer; the server checks the bytes again (PRODUCT §7). */
export const SLIP_ACCEPT = 'image/jpeg,image/png,image/webp';
const SLIP_TYPES = SLIP_ACCEPT.split(',');
export const SLIP_MAX_BYTES = 10 * 1024 * 1024;
/** Bangkok keeps +07:00 all year: no daylight saving. */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The Thai reason a file cannot be sent, or null. An empty type (some Android pickers) is left to the server. */
export function slipFileProblem(file: File): string | null {
  if (file.type && !SLIP_TYPES.includes(file.type)) return texts.fileWrongType;
  if (file.size === 0) return texts.fileEmpty;
  if (file.size > SLIP_MAX_BYTES) return texts.fileTooLarge;
  return null;
}

/** `2026-11-23T14:30` (a datetime-local value, Bangkok) → `2026-11-23T14:30:00+07:00`. */
export function bangkokInputToIso(value: string): string {
  return `${value.length === 16 ? `${value}:00` : value}+07:00`;
}

function nowInBangkokInput(): string {
  return new Date(Date.now() + BANGKOK_OFFSET_MS).toISOString().slice(0, 16);
}

function formatFileSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * "แนบสลิปการโอน" for the booking's open payment: the form while it is pending, the sent slip while
 * the clinic checks it. The page opens the payment on entry, so for a moment there may be none yet.
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
      ) : open ? (
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
          <SlipForm key={open.id} bookingId={bookingId} payment={open} />
        </Stack>
      ) : payments.isError ? (
        <Alert color="red" variant="light">
          <Group justify="space-between" gap="xs">
            <Text fz="sm">{texts.loadFailed}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => payments.refetch()}>
              {texts.retry}
            </Button>
          </Group>
        </Alert>
      ) : (
        <Center py="lg" role="status">
          <Group gap="xs">
            <Loader size="sm" aria-hidden />
            <Text fz="sm" c="dimmed">
              {texts.preparingPayment}
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

function SlipForm({ bookingId, payment }: { bookingId: string; payment: Payment }) {
  const upload = useUploadSlip(bookingId);
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [transferredAt, setTransferredAt] = useState('');
  const [timeProblem, setTimeProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  // Phones and tablets: one big button that offers the camera or the album; elsewhere, a drop zone.
  const touch = useMediaQuery('(max-width: 47.99em), (pointer: coarse)');

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const pick = (files: FileList | File[] | null) => {
    const list = Array.from(files ?? []);
    const chosen = list[0];
    if (!chosen) return;
    if (list.length > 1) return setProblem(texts.oneFileOnly);
    const reason = slipFileProblem(chosen);
    setProblem(reason);
    if (reason) return;
    upload.reset();
    setFile(chosen);
  };

  const send = () => {
    if (!file) return;
    const iso = transferredAt ? bangkokInputToIso(transferredAt) : null;
    if (iso && new Date(iso).getTime() > Date.now() + 60_000) return setTimeProblem(texts.transferredAtFuture);
    setTimeProblem(null);
    upload.mutate(
      { paymentId: payment.id, file, transferredAt: iso },
      { onSuccess: () => notify.success(texts.slipReceived) },
    );
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!upload.isPending) pick(event.dataTransfer.files);
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!dragging) setDragging(true);
  };

  const openPicker = () => inputRef.current?.click();
  const error = problem ?? (upload.isError ? upload.error.message : null);
  const percent = Math.round(upload.progress * 100);

  return (
    <Stack gap="md">
      {/* No `capture`: it would force the camera, and most slips are screenshots in the album. */}
      <input
        ref={inputRef}
        type="file"
        accept={SLIP_ACCEPT}
        aria-label={texts.fileInput}
        data-testid="slip-input"
        hidden
        onChange={(event) => {
          pick(event.currentTarget.files);
          event.currentTarget.value = ''; // the same file again still counts as a change
        }}
      />

      <Box
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        p={file ? 'sm' : touch ? 'md' : 'xl'}
        data-dragging={dragging || undefined}
        style={{
          borderRadius: 'var(--mantine-radius-md)',
          border: `2px dashed var(--mantine-color-${dragging ? 'jade-6' : error ? 'red-4' : 'gray-4'})`,
          background: `var(--mantine-color-${dragging ? 'jade-0' : 'gray-0'})`,
          transition: 'background 120ms, border-color 120ms',
        }}
      >
        {file && preview ? (
          <Flex direction={{ base: 'column', xs: 'row' }} gap="md" align={{ base: 'stretch', xs: 'flex-start' }}>
            <Box
              bg="white"
              w={{ base: '100%', xs: 180 }}
              h={{ base: 320, xs: 240 }}
              style={{ flex: 'none', borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}
            >
              <img
                src={preview}
                alt={texts.previewAlt}
                style={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
              />
            </Box>
            <Stack gap={6} style={{ minWidth: 0 }}>
              <Text fw={600} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {file.name}
              </Text>
              <Text fz="sm" c="dimmed">
                {texts.fileSize(formatFileSize(file.size))}
              </Text>
              <div>
                <Button
                  variant="default"
                  size="sm"
                  mt={4}
                  leftSection={<IconRefresh size={16} aria-hidden />}
                  onClick={openPicker}
                  disabled={upload.isPending}
                >
                  {texts.chooseAgain}
                </Button>
              </div>
            </Stack>
          </Flex>
        ) : touch ? (
          <Stack gap="xs" align="stretch">
            <Button size="lg" h={64} leftSection={<IconCamera size={24} aria-hidden />} onClick={openPicker}>
              {texts.takeOrChoose}
            </Button>
            <Text fz="sm" c="dimmed" ta="center">
              {texts.takeOrChooseHint}
            </Text>
            <Text fz="xs" c="dimmed" ta="center">
              {texts.slipFormats}
            </Text>
          </Stack>
        ) : (
          <Stack gap="xs" align="center" ta="center">
            <ThemeIcon size={56} radius="xl" variant="light" color="jade">
              <IconPhotoUp size={30} aria-hidden />
            </ThemeIcon>
            <Text fw={600}>{dragging ? texts.dropRelease : texts.dropHere}</Text>
            <Text fz="sm" c="dimmed">
              {texts.or}
            </Text>
            <Button variant="light" onClick={openPicker}>
              {texts.chooseFile}
            </Button>
            <Text fz="xs" c="dimmed" mt={4}>
              {texts.slipFormats}
            </Text>
          </Stack>
        )}
      </Box>

      {error ? (
        <Alert color="red" variant="light" radius="md" icon={<IconAlertCircle size={20} aria-hidden />} role="alert">
          <Text fz="sm" data-testid="slip-error">
            {error}
          </Text>
        </Alert>
      ) : null}

      {file ? (
        <>
          <TextInput
            type="datetime-local"
            label={texts.transferredAt}
            description={texts.transferredAtHint}
            value={transferredAt}
            max={nowInBangkokInput()}
            error={timeProblem}
            disabled={upload.isPending}
            onChange={(event) => {
              setTransferredAt(event.currentTarget.value);
              setTimeProblem(null);
            }}
            maw={{ sm: 320 }}
          />
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
