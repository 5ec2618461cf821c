import { CERTIFICATE_TYPE_LABELS, type Certificate, RESULT_CONCLUSION_LABELS } from '@jongdee/contracts';
import { formatThaiDate, formatThaiDateTime } from '@jongdee/contracts/thai-format';
import { Alert, Anchor, Button, Card, Center, Grid, Group, Image, Loader, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleX,
  IconDownload,
  IconExternalLink,
  IconRefresh,
  IconShieldCheck,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CertificateStatusBadge, certificateState } from '../../components/certificate-status-badge.tsx';
import { notify } from '../../components/notify.ts';
import { QrCode } from '../../components/qr-code.tsx';
import { RetryAlert } from '../../components/retry-alert.tsx';
import { Row } from '../../components/row.tsx';
import { useDownloadCertificate } from '../../features/certificates/api/download-certificate.ts';
import { useCertificate } from '../../features/certificates/api/get-certificate.ts';
import { useObjectUrl } from '../../lib/use-object-url.ts';
import { paths } from '../../paths.ts';
import { CopyValueButton } from '../copy-value-button.tsx';
import { RecordCard } from '../record-card.tsx';
import { BackLink, RecordHeading, recordRoute } from '../record-page.tsx';
import { useCertificatePdf } from './api/get-certificate-pdf.ts';
import { type CertificateAction, CertificateActionModal } from './certificate-action-modal.tsx';
import { adminCertificateTexts as texts } from './texts.ts';

/** /admin/certificates/view/{id}: the certificate as printed (its pages as pictures) beside its record, its check link and its actions. */
export const CertificateViewPage = recordRoute(
  useCertificate,
  { backTo: paths.admin.certificates.href(), texts },
  (certificate) => <CertificateView certificate={certificate} />,
);

function CertificateView({ certificate }: { certificate: Certificate }) {
  const [action, setAction] = useState<CertificateAction | null>(null);
  const navigate = useNavigate();
  const download = useDownloadCertificate();
  const state = certificateState(certificate);
  const runDownload = () =>
    download.mutate(certificate, {
      onSuccess: (fileName) => notify.success(texts.downloaded(fileName)),
      onError: (error) => notify.error(error.message, texts.downloadFailed),
    });

  return (
    <Stack gap="lg">
      <BackLink to={paths.admin.certificates.href()}>{texts.backToList}</BackLink>

      <RecordHeading
        number={certificate.certificateNo}
        status={<CertificateStatusBadge state={state} size="lg" data-testid="certificate-status" />}
        subtitle={`${CERTIFICATE_TYPE_LABELS[certificate.type]} · ${certificate.examineeName}`}
        actions={
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconDownload size={18} aria-hidden />}
              onClick={runDownload}
              loading={download.isPending}
            >
              {texts.download}
            </Button>
            {certificate.replacedById ? null : (
              <Button
                variant="default"
                leftSection={<IconRefresh size={18} aria-hidden />}
                onClick={() => setAction('reissue')}
              >
                {texts.reissue}
              </Button>
            )}
            {certificate.status === 'valid' ? (
              <Button
                variant="outline"
                color="red"
                leftSection={<IconCircleX size={18} aria-hidden />}
                onClick={() => setAction('revoke')}
              >
                {texts.revoke}
              </Button>
            ) : null}
          </Group>
        }
      />

      {certificate.status === 'revoked' ? <RevokedNotice certificate={certificate} /> : null}

      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <RecordCard title={texts.pdfTitle} padding="md">
            <CertificatePdf certificate={certificate} />
          </RecordCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="md">
            <RecordCard title={texts.details} padding="md">
              <Stack gap={6}>
                <Row
                  label={texts.certificateNo}
                  value={
                    <Text ff="monospace" fz="sm">
                      {certificate.certificateNo}
                    </Text>
                  }
                />
                <Row label={texts.type} value={CERTIFICATE_TYPE_LABELS[certificate.type]} />
                <Row label={texts.status} value={<CertificateStatusBadge state={state} size="sm" />} />
                <Row label={texts.examinee} value={certificate.examineeName} />
                <Row
                  label={texts.booking}
                  value={
                    <Anchor
                      component={Link}
                      to={paths.admin.bookingView.href(certificate.bookingId)}
                      ff="monospace"
                      fz="sm"
                    >
                      {certificate.bookingNo}
                    </Anchor>
                  }
                />
                <Row label={texts.clinic} value={certificate.clinicName} />
                <Row label={texts.examDate} value={formatThaiDate(certificate.examDate)} />
                <Row label={texts.issuedAt} value={formatThaiDateTime(certificate.issuedAt)} />
                <Row
                  label={texts.validUntil}
                  value={
                    <>
                      <Text fz="sm" fw={600} c={state === 'expired' ? 'orange' : undefined}>
                        {formatThaiDate(certificate.validUntil)}
                      </Text>
                      {state === 'expired' ? (
                        <Text fz="xs" c="orange">
                          {texts.expiredNote(formatThaiDate(certificate.validUntil))}
                        </Text>
                      ) : null}
                    </>
                  }
                />
                <Row label={texts.doctor} value={certificate.doctorName} />
                <Row label={texts.licenseNo} value={certificate.doctorLicenseNo} />
                <Row label={texts.conclusion} value={RESULT_CONCLUSION_LABELS[certificate.conclusion]} />
              </Stack>
            </RecordCard>
            <VerifyCard certificate={certificate} />
          </Stack>
        </Grid.Col>
      </Grid>

      <CertificateActionModal
        certificate={certificate}
        action={action}
        onClose={() => setAction(null)}
        onDone={(answered, done) => {
          if (done === 'reissue') navigate(paths.admin.certificateView.href(answered.id));
        }}
      />
    </Stack>
  );
}

/** When and why it was revoked, and where its replacement is (or that there is none yet). */
function RevokedNotice({ certificate }: { certificate: Certificate }) {
  const replacement = useCertificate(certificate.replacedById);
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={certificate.revokedAt ? texts.revokedTitle(formatThaiDateTime(certificate.revokedAt)) : texts.revoke}
      data-testid="revoked-notice"
    >
      <Stack gap={6} align="flex-start">
        {certificate.revokedReason ? (
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {texts.revokedReason(certificate.revokedReason)}
          </Text>
        ) : null}
        {certificate.replacedById ? (
          <Anchor component={Link} to={paths.admin.certificateView.href(certificate.replacedById)} fz="sm" fw={600}>
            {replacement.data ? texts.openReplacement(replacement.data.certificateNo) : texts.openReplacementUnknown}
          </Anchor>
        ) : (
          <Text fz="sm" c="dark.6">
            {texts.notReplaced}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

/**
 * The PDF the customer downloads, its pages shown as pictures (drawn by pdf.js in the browser, so the
 * same on every device), with the file itself a tap away in the browser's viewer.
 */
function CertificatePdf({ certificate }: { certificate: Certificate }) {
  const pdf = useCertificatePdf(certificate.id, `${certificate.status}:${certificate.revokedAt ?? ''}`);
  if (pdf.isError) {
    return (
      <RetryAlert
        title={texts.pdfFailed}
        message={pdf.error?.message}
        retryLabel={texts.retry}
        onRetry={() => pdf.refetch()}
      />
    );
  }
  if (!pdf.pages || !pdf.url) {
    return (
      <Center h={480} role="status" bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
        <Stack align="center" gap="xs">
          <Loader />
          <Text c="dimmed" fz="sm">
            {texts.pdfLoading}
          </Text>
        </Stack>
      </Center>
    );
  }
  const pages = pdf.pages;
  return (
    <Stack gap="sm">
      {pages.map((page, index) => (
        <PdfPageImage
          // The pages of one file, in order: the index is the page.
          // biome-ignore lint/suspicious/noArrayIndexKey: a page's number is its identity
          key={index}
          image={page}
          alt={texts.pdfPage(index + 1, pages.length, certificate.certificateNo)}
        />
      ))}
      <Group>
        <Button
          component="a"
          href={pdf.url}
          target="_blank"
          rel="noopener"
          variant="default"
          size="xs"
          rightSection={<IconExternalLink size={14} aria-hidden />}
        >
          {texts.openPdf}
        </Button>
      </Group>
    </Stack>
  );
}

function PdfPageImage({ image, alt }: { image: Blob; alt: string }) {
  const url = useObjectUrl(image);
  if (!url) return null;
  return (
    <Image
      src={url}
      alt={alt}
      w="100%"
      radius="md"
      bd="1px solid var(--mantine-color-gray-3)"
      bg="white"
      data-testid="certificate-page"
    />
  );
}

/** The public check the QR on the paper opens: the link, a copy button, the QR itself. */
function VerifyCard({ certificate }: { certificate: Certificate }) {
  // The page itself is in this app: open it by its path, whatever public address the server prints.
  const verifyPath = useMemo(() => {
    try {
      return new URL(certificate.verifyUrl).pathname;
    } catch {
      return certificate.verifyUrl;
    }
  }, [certificate.verifyUrl]);
  return (
    <Card withBorder radius="lg" padding="md" data-testid="verify-card">
      <Group gap={6} mb={4}>
        <IconShieldCheck size={20} aria-hidden />
        <Title order={2} fz="lg">
          {texts.verifyTitle}
        </Title>
      </Group>
      <Text fz="sm" c="dimmed" mb="sm">
        {texts.verifyBody}
      </Text>
      <Group align="flex-start" gap="md" wrap="nowrap">
        <QrCode
          value={certificate.verifyUrl}
          label={texts.verifyQrAlt(certificate.certificateNo)}
          size={120}
          style={{ flex: 'none', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
        />
        <Stack gap="xs" style={{ minWidth: 0 }}>
          <Text fz="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="verify-url">
            {certificate.verifyUrl}
          </Text>
          <Group gap="xs">
            <CopyValueButton
              value={certificate.verifyUrl}
              label={texts.copyLink}
              copiedLabel={texts.copied}
              size="xs"
            />
            <Button
              component={Link}
              to={verifyPath}
              target="_blank"
              rel="noopener"
              size="xs"
              variant="default"
              rightSection={<IconExternalLink size={14} aria-hidden />}
            >
              {texts.openVerify}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
