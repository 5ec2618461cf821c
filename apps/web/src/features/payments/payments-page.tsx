import { CUSTOMER_PAGE_SIZE, PAYMENT_METHOD_LABELS, type Payment } from '@jongdee/contracts';
import { formatBaht, formatThaiDateTime } from '@jongdee/contracts/thai-format';
import {
  Anchor,
  Box,
  Button,
  Card,
  Divider,
  Group,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCalendarPlus, IconReceipt2 } from '@tabler/icons-react';
import { Fragment } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SectionLoader } from '../../components/page-loader.tsx';
import { Pages } from '../../components/pages.tsx';
import { PaymentStatusBadge } from '../../components/payment-status-badge.tsx';
import { ReceiptDownloadButton } from '../../components/receipt-download-button.tsx';
import { RetryAlert } from '../../components/retry-alert.tsx';
import { paths } from '../../paths.ts';
import { useMyPayments } from './api/get-my-payments.ts';
import { PaymentItem, RefundDetails } from './components/payment-item.tsx';
import { SlipThumbnail } from './components/slip-thumbnail.tsx';
import { paymentTexts as texts } from './texts.ts';

/** `?page=` as a whole number from 1; anything else is page 1. */
export function pageFrom(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /payments: the customer's payments, newest first, a page at a time (the page is in the URL). */
export function PaymentsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams);
  const payments = useMyPayments({ page, limit: CUSTOMER_PAGE_SIZE, sortBy: 'createdAt', sortOrder: 'desc' });
  const data = payments.data;

  const goTo = (next: number) => {
    setSearchParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0 });
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {texts.listTitle}
        </Title>
        <Text c="dimmed">{texts.listSubtitle}</Text>
      </div>

      {payments.isPending ? (
        <SectionLoader label={texts.loading} />
      ) : payments.isError ? (
        <RetryAlert title={texts.loadFailed} retryLabel={texts.retry} onRetry={() => payments.refetch()} />
      ) : data && data.items.length === 0 ? (
        <EmptyState />
      ) : data ? (
        <>
          <Box hiddenFrom="md" style={{ opacity: payments.isPlaceholderData ? 0.6 : 1 }}>
            <PaymentCards items={data.items} />
          </Box>
          <Card
            withBorder
            radius="lg"
            padding={0}
            visibleFrom="md"
            style={{ opacity: payments.isPlaceholderData ? 0.6 : 1 }}
          >
            <PaymentsTable items={data.items} />
          </Card>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text c="dimmed" fz="sm">
              {texts.totalCount(data.pagination.total)}
            </Text>
            {data.pagination.totalPages > 1 ? (
              <Pages
                total={data.pagination.totalPages}
                value={Math.min(page, data.pagination.totalPages)}
                onChange={goTo}
              />
            ) : null}
          </Group>
        </>
      ) : null}
    </Stack>
  );
}

function PaymentCards({ items }: { items: Payment[] }) {
  return (
    <Card withBorder radius="lg" padding="md">
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((payment, index) => (
          <Fragment key={payment.id}>
            {index > 0 ? <Divider component="li" aria-hidden /> : null}
            <li>
              <PaymentItem payment={payment} withBooking withReceipt />
            </li>
          </Fragment>
        ))}
      </Stack>
    </Card>
  );
}

function PaymentsTable({ items }: { items: Payment[] }) {
  const numeric = { fontVariantNumeric: 'tabular-nums' } as const;
  return (
    <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{texts.columns.paymentNo}</Table.Th>
          <Table.Th>{texts.columns.bookingNo}</Table.Th>
          <Table.Th style={{ textAlign: 'right' }}>{texts.columns.amount}</Table.Th>
          <Table.Th>{texts.columns.method}</Table.Th>
          <Table.Th>{texts.columns.status}</Table.Th>
          <Table.Th>{texts.columns.date}</Table.Th>
          <Table.Th>{texts.columns.slip}</Table.Th>
          <Table.Th>{texts.columns.receipt}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((payment) => (
          <Table.Tr key={payment.id}>
            <Table.Td fw={600} style={numeric}>
              {payment.paymentNo}
            </Table.Td>
            <Table.Td style={numeric}>
              <Anchor component={Link} to={paths.bookingDetail.href(payment.bookingId)} fz="sm" fw={500}>
                {payment.bookingNo}
              </Anchor>
            </Table.Td>
            <Table.Td fw={600} style={{ ...numeric, textAlign: 'right', whiteSpace: 'nowrap' }}>
              {formatBaht(payment.amount)}
            </Table.Td>
            <Table.Td>{PAYMENT_METHOD_LABELS[payment.method]}</Table.Td>
            <Table.Td>
              <PaymentStatusBadge status={payment.status} size="sm" />
              {payment.status === 'rejected' && payment.rejectReason ? (
                <Text fz="xs" c="red" mt={4}>
                  {texts.rejectReason(payment.rejectReason)}
                </Text>
              ) : null}
              {payment.status === 'refunded' ? (
                <Box mt={4} maw={260}>
                  <RefundDetails payment={payment} />
                </Box>
              ) : null}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatThaiDateTime(payment.createdAt)}</Table.Td>
            <Table.Td py={6}>
              {payment.slip ? (
                <SlipThumbnail payment={payment} width={36} height={48} />
              ) : (
                <Text c="dimmed" span>
                  <span aria-hidden>–</span>
                  <VisuallyHidden>{texts.noSlip}</VisuallyHidden>
                </Text>
              )}
            </Table.Td>
            <Table.Td py={6}>
              {payment.receipt ? (
                <ReceiptDownloadButton paymentId={payment.id} receipt={payment.receipt} size="xs" />
              ) : (
                <Text c="dimmed" span>
                  <span aria-hidden>–</span>
                  <VisuallyHidden>{texts.noReceipt}</VisuallyHidden>
                </Text>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function EmptyState() {
  return (
    <Card withBorder radius="lg" padding="xl">
      <Stack align="center" gap="sm" ta="center" maw={440} mx="auto">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconReceipt2 size={34} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz={22}>
          {texts.emptyTitle}
        </Title>
        <Text c="dimmed">{texts.emptyBody}</Text>
        <Button component={Link} to={paths.booking.href()} leftSection={<IconCalendarPlus size={18} aria-hidden />}>
          {texts.bookNow}
        </Button>
      </Stack>
    </Card>
  );
}
