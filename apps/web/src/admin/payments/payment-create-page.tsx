import { BOOKING_STATUS_LABELS, type Booking } from '@jongdee/contracts';
import { formatBaht } from '@jongdee/contracts/thai-format';
import { Alert, Button, Card, Grid, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useBooking } from '../../api/get-booking.ts';
import { BookingStatusBadge } from '../../components/booking-status-badge.tsx';
import { useBookingPayments } from '../../features/payments/api/get-booking-payments.ts';
import { paths } from '../../paths.ts';
import { PageHeading } from '../page-heading.tsx';
import { BackLink, recordRoute } from '../record-page.tsx';
import { RecordPaymentForm } from './record-payment-form.tsx';
import { BookingSummary } from './review-parts.tsx';
import { adminPaymentTexts as texts } from './texts.ts';

const loadErrorTexts = { ...texts, notFound: texts.bookingNotFound, notFoundBody: texts.bookingNotFoundBody };

/** /admin/payments/create/{bookingId}: record a payment taken at the counter or seen in the bank statement. */
export const PaymentCreatePage = recordRoute(
  useBooking,
  { backTo: paths.admin.payments.href(), texts: loadErrorTexts, param: 'bookingId' },
  (booking) => <PaymentCreate booking={booking} />,
);

function PaymentCreate({ booking }: { booking: Booking }) {
  const navigate = useNavigate();
  const payments = useBookingPayments(booking.id);
  const waiting = payments.data?.find((payment) => payment.status === 'submitted');
  // What verified payments covered: the API's amount due is the one computation of it.
  const paid = booking.totalAmount - booking.amountDue;
  const inReview = booking.status === 'payment_review' || waiting !== undefined;
  const payable = booking.status === 'pending_payment' || booking.status === 'confirmed';

  return (
    <Stack gap="lg">
      <BackLink to={paths.admin.bookingView.href(booking.id)}>
        {texts.backToBooking} {booking.bookingNo}
      </BackLink>

      <PageHeading title={texts.createTitle} subtitle={texts.createSubtitle} />

      <Grid gutter="lg" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 8 }} order={{ base: 2, lg: 1 }}>
          <Card withBorder radius="lg" padding="lg">
            {inReview ? (
              <Alert color="blue" variant="light" title={texts.reviewOpenTitle} data-testid="review-open">
                <Stack gap="sm" align="flex-start">
                  <Text fz="sm">{texts.reviewOpenBody}</Text>
                  {waiting ? (
                    <Button component={Link} to={paths.admin.paymentView.href(waiting.id)} variant="light">
                      {texts.openWaitingSlip} {waiting.paymentNo}
                    </Button>
                  ) : null}
                </Stack>
              </Alert>
            ) : !payable ? (
              <Alert color="gray" title={texts.notPayableTitle} data-testid="not-payable">
                <Stack gap="sm" align="flex-start">
                  <Text fz="sm">{texts.notPayableBody(BOOKING_STATUS_LABELS[booking.status])}</Text>
                  <Button component={Link} to={paths.admin.bookingView.href(booking.id)} variant="default">
                    {texts.backToBooking}
                  </Button>
                </Stack>
              </Alert>
            ) : payments.isPending ? (
              <Stack gap="md">
                <Skeleton h={40} />
                <Skeleton h={40} />
                <Skeleton h={120} />
              </Stack>
            ) : (
              <RecordPaymentForm
                booking={booking}
                onRecorded={(payment) => navigate(paths.admin.paymentView.href(payment.id))}
              />
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }} order={{ base: 1, lg: 2 }}>
          {/* Narrower screens: the amount and the booking side by side above the form. */}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 1 }} spacing="md">
            <Card
              withBorder
              radius="lg"
              padding="md"
              bg="jade.0"
              style={{ borderColor: 'var(--mantine-color-jade-2)' }}
            >
              <Group justify="space-between" align="flex-start" gap="xs" mb={4}>
                <Text fz="sm" fw={600}>
                  {texts.bookingTotal}
                </Text>
                <BookingStatusBadge status={booking.status} size="sm" />
              </Group>
              <Text fz={32} fw={700} lh={1.2} c="jade.9" data-testid="booking-total">
                {formatBaht(booking.amountDue)}
              </Text>
              <Text fz="sm" c="dark.6">
                {texts.examineesTimesPrice(booking.examineeCount, formatBaht(booking.unitPrice))}
              </Text>
              {paid > 0 ? (
                <Text fz="sm" mt="xs" c="dark.7">
                  {texts.paidSoFar(formatBaht(paid))}
                </Text>
              ) : null}
            </Card>
            <BookingSummary bookingId={booking.id} booking={booking} />
          </SimpleGrid>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
