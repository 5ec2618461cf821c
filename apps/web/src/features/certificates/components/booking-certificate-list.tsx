import { CERTIFICATE_TYPE_LABELS, type Certificate } from '@jongdee/contracts';
import { formatThaiDate } from '@jongdee/contracts/thai-format';
import { Button, Center, Divider, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileZip } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { CertificateStatusBadge, certificateState } from '../../../components/certificate-status-badge.tsx';
import { notify } from '../../../components/notify.ts';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { useDownloadBookingCertificates } from '../api/download-booking-certificates.ts';
import { useDownloadCertificate } from '../api/download-certificate.ts';
import { useBookingCertificates } from '../api/get-booking-certificates.ts';
import { certificateTexts as texts } from '../texts.ts';

/**
 * A booking's certificates, each with its state, validity and a PDF download; every valid one in a
 * single ZIP when there are two or more (an employer with many workers). `empty` says when they come.
 */
export function BookingCertificateList({
  bookingId,
  bookingNo,
  empty,
}: {
  bookingId: string;
  bookingNo: string;
  empty?: ReactNode;
}) {
  const certificates = useBookingCertificates(bookingId);
  const downloadAll = useDownloadBookingCertificates();

  if (certificates.isPending) {
    return (
      <Center py="md" role="status">
        <Loader size="sm" aria-label={texts.loading} />
      </Center>
    );
  }
  if (certificates.isError) {
    return (
      <RetryAlert inline message={texts.loadFailed} retryLabel={texts.retry} onRetry={() => certificates.refetch()} />
    );
  }
  if (certificates.data.length === 0) {
    return (
      empty ?? (
        <Text fz="sm" c="dimmed">
          {texts.emptyBody}
        </Text>
      )
    );
  }

  const valid = certificates.data.filter((certificate) => certificate.status === 'valid').length;
  const runDownloadAll = () =>
    downloadAll.mutate(
      { bookingId, bookingNo },
      {
        onSuccess: (fileName) => notify.success(texts.downloaded(fileName)),
        onError: (error) => notify.error(error.message, texts.downloadFailed),
      },
    );

  return (
    <Stack gap="md">
      {valid >= 2 ? (
        <Group justify="space-between" gap="sm">
          <Text fz="sm" c="dimmed">
            {texts.count(valid)}
          </Text>
          <Button
            variant="light"
            leftSection={<IconFileZip size={18} aria-hidden />}
            onClick={runDownloadAll}
            loading={downloadAll.isPending}
            w={{ base: '100%', xs: 'auto' }}
          >
            {texts.downloadAll}
          </Button>
        </Group>
      ) : null}
      <Stack
        gap="sm"
        component="ul"
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
        data-testid="booking-certificates"
      >
        {certificates.data.map((certificate, index) => (
          <Fragment key={certificate.id}>
            {index > 0 ? <Divider component="li" aria-hidden /> : null}
            <li>
              <CertificateItem certificate={certificate} />
            </li>
          </Fragment>
        ))}
      </Stack>
    </Stack>
  );
}

function CertificateItem({ certificate }: { certificate: Certificate }) {
  const download = useDownloadCertificate();
  const state = certificateState(certificate);
  const validUntil = formatThaiDate(certificate.validUntil);
  const run = () =>
    download.mutate(certificate, {
      onSuccess: (fileName) => notify.success(texts.downloaded(fileName)),
      onError: (error) => notify.error(error.message, texts.downloadFailed),
    });
  return (
    <Stack gap={6} data-testid="certificate-item">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
            {certificate.certificateNo}
          </Text>
          <Text fz="sm">{certificate.examineeName}</Text>
        </div>
        <CertificateStatusBadge state={state} size="sm" />
      </Group>
      <Text fz="sm" c="dimmed">
        {CERTIFICATE_TYPE_LABELS[certificate.type]} · {texts.examDate(formatThaiDate(certificate.examDate))}
      </Text>
      {state === 'revoked' ? (
        <Text fz="sm" c="red">
          {certificate.replacedById ? texts.replaced : texts.revoked}
        </Text>
      ) : (
        <Group justify="space-between" align="center" gap="xs">
          <Text fz="sm" fw={500} c={state === 'expired' ? 'orange' : undefined}>
            {state === 'expired' ? texts.expiredOn(validUntil) : texts.validUntil(validUntil)}
          </Text>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={run}
            loading={download.isPending}
            aria-label={texts.downloadOf(certificate.certificateNo)}
            w={{ base: '100%', xs: 'auto' }}
          >
            {texts.download}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
