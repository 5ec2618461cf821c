import { type Booking, CERTIFICATE_TYPE_LABELS, type Certificate } from '@jongdee/contracts';
import { formatThaiDate } from '@jongdee/contracts/thai-format';
import { ActionIcon, Anchor, Button, Group, Table } from '@mantine/core';
import { IconDownload, IconFileZip, IconStethoscope } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CertificateStatusBadge, certificateState } from '../../components/certificate-status-badge.tsx';
import { notify } from '../../components/notify.ts';
import { useDownloadBookingCertificates } from '../../features/certificates/api/download-booking-certificates.ts';
import { useDownloadCertificate } from '../../features/certificates/api/download-certificate.ts';
import { useBookingCertificates } from '../../features/certificates/api/get-booking-certificates.ts';
import { paths } from '../../paths.ts';
import { CardTable, QueryPart, RecordCard } from '../record-card.tsx';
import { adminCertificateTexts as texts } from './texts.ts';

/** Results are recorded, and certificates issued, for bookings the clinic has taken on. */
const EXAMINED = new Set<Booking['status']>(['confirmed', 'completed']);

/** The certificates of one booking on its admin page: each links to its own page; all of them in one ZIP. */
export function BookingCertificatesCard({ booking }: { booking: Booking }) {
  const certificates = useBookingCertificates(booking.id);
  const downloadAll = useDownloadBookingCertificates();
  const valid = certificates.data?.filter((certificate) => certificate.status === 'valid').length ?? 0;
  const resultsHref = `${paths.admin.examinationResults.href()}?${new URLSearchParams({ state: 'all', bookingId: booking.id })}`;

  return (
    <RecordCard
      title={texts.bookingCertificates}
      data-testid="booking-certificates-card"
      aside={
        <Group gap="sm">
          {valid >= 2 ? (
            <Button
              variant="default"
              size="sm"
              leftSection={<IconFileZip size={18} aria-hidden />}
              loading={downloadAll.isPending}
              onClick={() =>
                downloadAll.mutate(
                  { bookingId: booking.id, bookingNo: booking.bookingNo },
                  {
                    onSuccess: (fileName) => notify.success(texts.downloaded(fileName)),
                    onError: (error) => notify.error(error.message, texts.downloadFailed),
                  },
                )
              }
            >
              {texts.downloadAll}
            </Button>
          ) : null}
          {EXAMINED.has(booking.status) ? (
            <Button
              component={Link}
              to={resultsHref}
              variant="light"
              size="sm"
              leftSection={<IconStethoscope size={18} aria-hidden />}
            >
              {texts.bookingResults}
            </Button>
          ) : null}
        </Group>
      }
    >
      <QueryPart query={certificates} texts={texts}>
        {(items) => <CertificatesTable items={items} />}
      </QueryPart>
    </RecordCard>
  );
}

function CertificatesTable({ items }: { items: Certificate[] }) {
  const columns = texts.bookingColumns;
  return (
    <CardTable
      items={items}
      empty={texts.bookingEmpty}
      minWidth={640}
      striped
      head={
        <>
          <Table.Th>{columns.certificateNo}</Table.Th>
          <Table.Th>{columns.examinee}</Table.Th>
          <Table.Th>{columns.type}</Table.Th>
          <Table.Th>{columns.issuedAt}</Table.Th>
          <Table.Th>{columns.validUntil}</Table.Th>
          <Table.Th>{columns.status}</Table.Th>
          <Table.Th w={90}>{columns.action}</Table.Th>
        </>
      }
    >
      {(certificate) => (
        <Table.Tr key={certificate.id}>
          <Table.Td>
            <Anchor
              component={Link}
              to={paths.admin.certificateView.href(certificate.id)}
              ff="monospace"
              fz="sm"
              fw={600}
              style={{ whiteSpace: 'nowrap' }}
            >
              {certificate.certificateNo}
            </Anchor>
          </Table.Td>
          <Table.Td>{certificate.examineeName}</Table.Td>
          <Table.Td>{CERTIFICATE_TYPE_LABELS[certificate.type]}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatThaiDate(certificate.issuedAt)}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatThaiDate(certificate.validUntil)}</Table.Td>
          <Table.Td>
            <CertificateStatusBadge state={certificateState(certificate)} size="sm" />
          </Table.Td>
          <Table.Td>
            <DownloadAction certificate={certificate} />
          </Table.Td>
        </Table.Tr>
      )}
    </CardTable>
  );
}

function DownloadAction({ certificate }: { certificate: Certificate }) {
  const download = useDownloadCertificate();
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      loading={download.isPending}
      aria-label={texts.downloadOf(certificate.certificateNo)}
      title={texts.download}
      onClick={() =>
        download.mutate(certificate, {
          onSuccess: (fileName) => notify.success(texts.downloaded(fileName)),
          onError: (error) => notify.error(error.message, texts.downloadFailed),
        })
      }
    >
      <IconDownload size={18} />
    </ActionIcon>
  );
}
