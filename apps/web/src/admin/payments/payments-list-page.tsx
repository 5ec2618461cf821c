import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, PAYMENT_STATUSES, type Payment } from '@jongdee/contracts';
import { formatBaht, formatThaiDate, formatThaiTime, personName } from '@jongdee/contracts/thai-format';
import { Badge, Group, MultiSelect, SegmentedControl, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconChecks, IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { bookingQueryOptions } from '../../api/get-booking.ts';
import { PaymentStatusBadge } from '../../components/payment-status-badge.tsx';
import { paths } from '../../paths.ts';
import { ListEmptyState, ListResults, NoMatchState } from '../list/list-frame.tsx';
import { ListPager } from '../list/list-pager.tsx';
import { ListRow, ListTable, RowLink } from '../list/list-table.tsx';
import { useListState } from '../list/use-list-state.ts';
import { PageHeading } from '../page-heading.tsx';
import { useAdminPayments } from './api/get-admin-payments.ts';
import { type PaymentListState, type PaymentView, parseListState, toSearchParams } from './list-search.ts';
import { PaymentReviewDrawer } from './payment-review-drawer.tsx';
import { isShortPayment } from './review-parts.tsx';
import { SlipThumbnail } from './slip-image.tsx';
import { adminPaymentTexts as texts } from './texts.ts';

const statusOptions = PAYMENT_STATUSES.map((status) => ({ value: status, label: PAYMENT_STATUS_LABELS[status] }));

/**
 * /admin/payments: the review queue first (slips waiting, oldest first), or every payment by status.
 * A submitted row opens the review panel; the view, filter, page and open payment live in the URL.
 */
export function PaymentsListPage() {
  const list = useListState(parseListState, toSearchParams);
  const { state, update } = list;
  const payments = useAdminPayments(state);
  const navigate = useNavigate();

  const page = payments.data;
  const items = page?.items ?? [];
  const open = (payment: Payment) =>
    payment.status === 'submitted'
      ? update({ review: payment.id, page: state.page })
      : navigate(paths.admin.paymentView.href(payment.id));

  /** After a decision, the next slip waiting on this page opens; the queue itself reloads. */
  const reviewed = (done: Payment) => {
    const waiting = items.filter((item) => item.status === 'submitted');
    const index = waiting.findIndex((item) => item.id === done.id);
    const next = waiting[index + 1] ?? waiting.slice(0, Math.max(index, 0)).at(-1);
    update({ review: next?.id ?? '', page: state.page }, { replace: true });
  };

  return (
    <Stack gap="lg">
      <PageHeading title={texts.listTitle} subtitle={texts.listSubtitle} />

      <Group justify="space-between" align={state.view === 'all' ? 'flex-end' : 'center'} wrap="wrap" gap="sm">
        <SegmentedControl
          aria-label={texts.viewAria}
          value={state.view}
          onChange={(value) => update({ view: value as PaymentView, status: [], review: '' })}
          data={[
            { value: 'queue', label: texts.queueTab },
            { value: 'all', label: texts.allTab },
          ]}
          radius="md"
        />
        {state.view === 'all' ? (
          <Group gap="xs" align="flex-end" wrap="nowrap" style={{ flex: '1 1 320px', maxWidth: 520 }}>
            <MultiSelect
              label={texts.statusFilter}
              placeholder={state.status.length === 0 ? texts.statusPlaceholder : undefined}
              data={statusOptions}
              value={state.status}
              onChange={(value) => update({ status: value as PaymentListState['status'] })}
              clearable
              size="sm"
              style={{ flex: 1 }}
              comboboxProps={{ withinPortal: true }}
            />
          </Group>
        ) : (
          <Text c="dimmed" fz="sm">
            {texts.queueHint}
          </Text>
        )}
      </Group>

      <ListResults
        query={payments}
        texts={texts}
        empty={<EmptyState state={state} onClear={() => update({ status: [] })} />}
      >
        {(shown) => <PaymentsTable items={shown} onOpen={open} refreshing={payments.isPlaceholderData} />}
      </ListResults>

      <ListPager data={page} list={list} totalText={state.view === 'queue' ? texts.waiting : texts.total} />

      {state.review ? (
        <PaymentReviewDrawer
          paymentId={state.review}
          initial={items.find((item) => item.id === state.review)}
          onClose={() => update({ review: '', page: state.page })}
          onReviewed={reviewed}
        />
      ) : null}
    </Stack>
  );
}

function PaymentsTable({
  items,
  onOpen,
  refreshing,
}: {
  items: Payment[];
  onOpen: (payment: Payment) => void;
  refreshing: boolean;
}) {
  const columns = texts.columns;
  return (
    // Below 1200 px (1024 px beside the navigation) the status folds under the amount.
    <ListTable minWidth={640} refreshing={refreshing} verticalSpacing="xs">
      <Table.Thead bg="gray.0">
        <Table.Tr>
          <Table.Th style={{ width: 68 }}>{columns.slip}</Table.Th>
          <Table.Th>{columns.paymentNo}</Table.Th>
          <Table.Th>{columns.booking}</Table.Th>
          <Table.Th style={{ textAlign: 'right' }}>{columns.amount}</Table.Th>
          <Table.Th>{columns.uploadedAt}</Table.Th>
          <Table.Th visibleFrom="lg" style={{ width: 150 }}>
            {columns.status}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((payment) => (
          <ListRow key={payment.id} onOpen={() => onOpen(payment)} data-testid="payment-row">
            <Table.Td>
              <SlipThumbnail payment={payment} />
            </Table.Td>
            <Table.Td>
              {payment.status === 'submitted' ? (
                <RowLink onOpen={() => onOpen(payment)} label={texts.reviewRow(payment.paymentNo)} mono>
                  {payment.paymentNo}
                </RowLink>
              ) : (
                <RowLink
                  to={paths.admin.paymentView.href(payment.id)}
                  label={texts.openPayment(payment.paymentNo)}
                  mono
                >
                  {payment.paymentNo}
                </RowLink>
              )}
              <Text fz="xs" c="dimmed">
                {PAYMENT_METHOD_LABELS[payment.method]}
              </Text>
              {/* On a phone the amount column is scrolled out of sight: the warning comes first. */}
              <ShortFlag payment={payment} hiddenFrom="sm" />
            </Table.Td>
            <Table.Td>
              <Text fz="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                {payment.bookingNo}
              </Text>
              <CustomerName bookingId={payment.bookingId} />
            </Table.Td>
            <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
              <Text fz="sm" fw={600}>
                {formatBaht(payment.amount)}
              </Text>
              <ShortFlag payment={payment} visibleFrom="sm" />
              <Stack hiddenFrom="lg" mt={4} gap={0} align="flex-end">
                <PaymentStatusBadge status={payment.status} size="sm" />
                <NoQrFlag payment={payment} />
              </Stack>
            </Table.Td>
            <Table.Td>
              {payment.slip ? (
                <>
                  <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatThaiDate(payment.slip.uploadedAt)}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {texts.timeSuffix(formatThaiTime(payment.slip.uploadedAt))}
                  </Text>
                </>
              ) : (
                <Text fz="sm" c="dimmed">
                  {texts.dash}
                </Text>
              )}
            </Table.Td>
            <Table.Td visibleFrom="lg">
              <PaymentStatusBadge status={payment.status} />
              <NoQrFlag payment={payment} />
            </Table.Td>
          </ListRow>
        ))}
      </Table.Tbody>
    </ListTable>
  );
}

/** A waiting payment for less than its booking still owes: approving it will not confirm the booking. */
function ShortFlag({ payment, ...visibility }: { payment: Payment; visibleFrom?: 'sm'; hiddenFrom?: 'sm' }) {
  if (!isShortPayment(payment)) return null;
  return (
    <Badge
      {...visibility}
      color="red"
      variant="light"
      c="red"
      size="sm"
      tt="none"
      mt={4}
      data-testid="short-flag"
      title={texts.shortTitle(formatBaht(payment.bookingAmountDue - payment.amount))}
    >
      {texts.shortBadge(formatBaht(payment.bookingAmountDue - payment.amount))}
    </Badge>
  );
}

/** A slip waiting for review whose QR could not be read: the amount and account are checked by eye. */
function NoQrFlag({ payment }: { payment: Payment }) {
  if (!payment.slip || payment.slip.qr || payment.status !== 'submitted') return null;
  return (
    <Badge color="yellow" variant="light" size="xs" mt={4} tt="none" c="dark.7" display="block">
      {texts.noQrShort}
    </Badge>
  );
}

/** The customer's name, from the payment's booking (cached: the review panel reads the same booking). */
function CustomerName({ bookingId }: { bookingId: string }) {
  const booking = useQuery({ ...bookingQueryOptions(bookingId), staleTime: 60_000 });
  if (booking.data) {
    return (
      <Text fz="xs" c="dimmed" lineClamp={1}>
        {personName(booking.data.user)}
      </Text>
    );
  }
  if (booking.isError) return null;
  return <Skeleton h={12} w={110} mt={4} />;
}

function EmptyState({ state, onClear }: { state: PaymentListState; onClear: () => void }) {
  if (state.view === 'queue')
    return <ListEmptyState icon={IconChecks} title={texts.queueEmptyTitle} body={texts.queueEmptyBody} />;
  if (state.status.length > 0)
    return <NoMatchState title={texts.noMatchTitle} body={texts.noMatchBody} onClear={onClear} />;
  return <ListEmptyState icon={IconReceipt} title={texts.emptyTitle} body={texts.emptyBody} />;
}
