import { BANKS, type Booking, type PromptPayInstructions } from '@jongdee/contracts';
import { formatBaht, formatThaiDate, formatThaiDateTime, satangToBahtText } from '@jongdee/contracts/thai-format';
import {
  Anchor,
  Box,
  Button,
  Card,
  Center,
  Divider,
  Grid,
  Group,
  List,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconBuildingBank,
  IconCircleCheck,
  IconClockHour4,
  IconFileSearch,
  IconInfoCircle,
  IconListDetails,
  IconPhone,
  IconReceipt2,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { useBooking } from '../../api/get-booking.ts';
import { Fact } from '../../components/fact.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { Panel } from '../../components/panel.tsx';
import { RetryAlert } from '../../components/retry-alert.tsx';
import { paths } from '../../paths.ts';
import { useBookingPayments } from './api/get-booking-payments.ts';
import { usePromptPayInstructions } from './api/get-promptpay-instructions.ts';
import { BookingPaymentList } from './components/booking-payment-list.tsx';
import { CopyField } from './components/copy-field.tsx';
import { PromptPayQr } from './components/promptpay-qr.tsx';
import { SlipUpload } from './components/slip-upload.tsx';
import { formatAccountNumber } from './format-account.ts';
import { paymentTexts as texts } from './texts.ts';

const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);
const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : undefined);

/** /payment/{bookingId}: what to pay, by when, and how — PromptPay QR for the exact amount or a bank transfer. */
export function PaymentPage() {
  const { id = '' } = useParams();
  const booking = useBooking(id);
  const instructions = usePromptPayInstructions(id);
  const payments = useBookingPayments(id);

  if (booking.isPending || instructions.isPending) return <PageLoader label={texts.loading} />;
  if (isMissing(booking.error) || isMissing(instructions.error)) return <PaymentNotFound />;
  if (booking.isError) return <LoadFailed onRetry={() => booking.refetch()} />;

  if (instructions.isError) {
    const code = codeOf(instructions.error);
    if (code === 'PAYMENT_NOT_DUE') {
      // A sent slip makes the booking payment_review: nothing more to pay, the clinic is checking.
      const inReview =
        booking.data.status === 'payment_review' || payments.data?.some((payment) => payment.status === 'submitted');
      return inReview ? <InReview booking={booking.data} /> : <NotDue booking={booking.data} />;
    }
    if (code === 'PAYMENT_RECEIVER_MISSING') return <ReceiverMissing booking={booking.data} />;
    return <LoadFailed onRetry={() => instructions.refetch()} />;
  }
  return <PaymentScreen booking={booking.data} instructions={instructions.data} />;
}

function PaymentScreen({ booking, instructions }: { booking: Booking; instructions: PromptPayInstructions }) {
  const amount = formatBaht(instructions.amountDue);
  const { receiver } = instructions;
  const bankName = receiver.bankName || BANKS[receiver.bankCode].name;

  return (
    <Stack gap="lg">
      <PageHeader booking={booking} />

      <AmountDue amount={amount} dueAt={instructions.paymentDueAt} />

      {/* Wide: QR | account and how-to, then booking | slip. Phones: QR, account, how-to, slip, booking. */}
      <Grid gutter="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 5 }} order={1}>
          <QrCard instructions={instructions} amount={amount} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }} order={2}>
          <Stack gap="lg">
            <Panel icon={<IconBuildingBank size={20} aria-hidden />} title={texts.orTransfer}>
              <Stack gap="sm">
                <CopyField label={texts.bank} value={bankName} />
                <Divider />
                <CopyField
                  label={texts.accountNumber}
                  value={receiver.accountNumber}
                  display={formatAccountNumber(receiver.accountNumber)}
                  mono
                />
                <Divider />
                <CopyField label={texts.accountName} value={receiver.accountName} />
                <Divider />
                <CopyField
                  label={texts.amount}
                  value={satangToBahtText(instructions.amountDue)}
                  display={amount}
                  mono
                />
              </Stack>
            </Panel>
            <HowToPay />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 4, md: 3 }}>
          <Stack gap="lg">
            <BookingSummary booking={booking} />
            <BookingPayments bookingId={booking.id} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 3, md: 4 }}>
          <SlipUpload bookingId={booking.id} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function PageHeader({ booking }: { booking: Booking }) {
  return (
    <div>
      <Anchor component={Link} to={paths.bookingDetail.href(booking.id)} fz="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {texts.backToBooking}
        </Group>
      </Anchor>
      <Text fz="sm" c="dimmed" mt="xs">
        {texts.pageLabel} · {texts.bookingNo}
      </Text>
      <Title order={1} fz={{ base: 24, sm: 28 }} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {booking.bookingNo}
      </Title>
      <Text fz="sm" c="dimmed">
        {booking.clinic.name}
      </Text>
    </div>
  );
}

function AmountDue({ amount, dueAt }: { amount: string; dueAt: string }) {
  return (
    <Card radius="lg" padding="lg" bg="jade.0" withBorder style={{ borderColor: 'var(--mantine-color-jade-2)' }}>
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Text fw={600}>{texts.amountDue}</Text>
          <Text
            fz={{ base: 36, sm: 44 }}
            fw={700}
            c="jade.9"
            lh={1.2}
            style={{ fontVariantNumeric: 'tabular-nums' }}
            data-testid="amount-due"
          >
            {amount}
          </Text>
          <Text fz="sm" mt={4}>
            {texts.exactAmountHint}
          </Text>
        </div>
        <Group gap={8} wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" color="orange" size="lg" radius="md">
            <IconClockHour4 size={20} aria-hidden />
          </ThemeIcon>
          <div>
            <Text fz="sm">{texts.payBy}</Text>
            <Text fw={700} fz="lg" data-testid="pay-by">
              {formatThaiDateTime(dueAt)}
            </Text>
          </div>
        </Group>
      </Group>
    </Card>
  );
}

function QrCard({ instructions, amount }: { instructions: PromptPayInstructions; amount: string }) {
  return (
    <Card withBorder radius="lg" padding={0} component="section" aria-labelledby="promptpay-title">
      <Box bg="blue.9" c="white" px="lg" py="sm">
        <Title order={2} fz="lg" c="white" id="promptpay-title" ta="center">
          {texts.promptPayThai}{' '}
          <Text span inherit fw={700} fs="italic">
            {texts.promptPayLatin}
          </Text>
        </Title>
      </Box>
      <Stack align="center" gap="xs" p="lg">
        <Box w="100%" maw={260}>
          <PromptPayQr payload={instructions.payload} label={texts.qrLabel(amount)} size={260} />
        </Box>
        <Text fw={600} ta="center">
          {texts.scanToPay}
        </Text>
        <Text fz={28} fw={700} c="jade.9" lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {amount}
        </Text>
        <Text fz="sm" c="dimmed" ta="center">
          {texts.promptPayAccount} {instructions.receiver.promptPayId}
          <br />
          {instructions.receiver.accountName}
        </Text>
      </Stack>
    </Card>
  );
}

function HowToPay() {
  return (
    <Panel icon={<IconInfoCircle size={20} aria-hidden />} title={texts.howToTitle}>
      <List type="ordered" spacing="xs" fz="sm">
        {texts.howToSteps.map((step) => (
          <List.Item key={step}>{step}</List.Item>
        ))}
      </List>
    </Panel>
  );
}

function BookingSummary({ booking }: { booking: Booking }) {
  return (
    <Panel icon={<IconReceipt2 size={20} aria-hidden />} title={texts.summaryTitle}>
      <Stack gap="xs">
        <Fact label={texts.clinic}>{booking.clinic.name}</Fact>
        <Fact label={texts.service}>{booking.service.name}</Fact>
        <Fact label={texts.appointment}>
          {texts.appointmentValue(formatThaiDate(booking.appointmentAt, 'long'), booking.slotTime)}
        </Fact>
        <Fact label={texts.examinees}>
          {texts.examineesValue(booking.examineeCount, formatBaht(booking.unitPrice))}
        </Fact>
        <Divider />
        <Group justify="space-between" align="baseline">
          <Text fw={600}>{texts.total}</Text>
          <Text fw={700} fz="lg" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatBaht(booking.totalAmount)}
          </Text>
        </Group>
      </Stack>
    </Panel>
  );
}

function BookingPayments({ bookingId }: { bookingId: string }) {
  return (
    <Panel icon={<IconListDetails size={20} aria-hidden />} title={texts.historyTitle}>
      <BookingPaymentList bookingId={bookingId} />
    </Panel>
  );
}

/** The slip is sent (booking payment_review): the slip and รอตรวจสอบ, the booking and its payments. */
function InReview({ booking }: { booking: Booking }) {
  return (
    <Stack gap="lg">
      <PageHeader booking={booking} />
      <Grid gutter="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            <SlipUpload bookingId={booking.id} />
            <Group gap="sm">
              <WaysOn bookingId={booking.id} />
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <BookingSummary booking={booking} />
            <BookingPayments bookingId={booking.id} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** Back to the booking, or on to my payment history. */
function WaysOn({ bookingId }: { bookingId: string }) {
  return (
    <>
      <Button component={Link} to={paths.bookingDetail.href(bookingId)}>
        {texts.backToBooking}
      </Button>
      <Button component={Link} to={paths.payments.href()} variant="default">
        {texts.myPayments}
      </Button>
    </>
  );
}

/** 409 PAYMENT_NOT_DUE: paid, expired or cancelled — nothing to pay; the booking says which. */
function NotDue({ booking }: { booking: Booking }) {
  return (
    <Stack gap="lg">
      <PageHeader booking={booking} />
      <StateCard
        icon={<IconCircleCheck size={36} aria-hidden />}
        color="jade"
        title={texts.notDueTitle}
        body={texts.notDueBody}
      >
        <WaysOn bookingId={booking.id} />
      </StateCard>
      <BookingPayments bookingId={booking.id} />
    </Stack>
  );
}

/** 409 PAYMENT_RECEIVER_MISSING: the clinic has no account to pay into; call it. */
function ReceiverMissing({ booking }: { booking: Booking }) {
  return (
    <Stack gap="lg">
      <PageHeader booking={booking} />
      <StateCard
        icon={<IconAlertTriangle size={36} aria-hidden />}
        color="orange"
        title={texts.receiverMissingTitle}
        body={texts.receiverMissingBody(booking.clinic.name)}
      >
        <Button component="a" href={`tel:${booking.clinic.phone}`} leftSection={<IconPhone size={18} aria-hidden />}>
          {texts.callClinic(booking.clinic.phone)}
        </Button>
        <Button component={Link} to={paths.bookingDetail.href(booking.id)} variant="default">
          {texts.backToBooking}
        </Button>
      </StateCard>
    </Stack>
  );
}

function PaymentNotFound() {
  return (
    <Center mih="50vh">
      <StateCard
        icon={<IconFileSearch size={34} aria-hidden />}
        color="gray"
        title={texts.notFoundTitle}
        body={texts.notFoundBody}
        headingOrder={1}
      >
        <Button component={Link} to={paths.home.href()}>
          {texts.backHome}
        </Button>
        <Button component={Link} to={paths.payments.href()} variant="default">
          {texts.myPayments}
        </Button>
      </StateCard>
    </Center>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return <RetryAlert title={texts.loadFailed} retryLabel={texts.retry} onRetry={onRetry} />;
}

function StateCard({
  icon,
  color,
  title,
  body,
  children,
  headingOrder = 2,
}: {
  icon: ReactNode;
  color: string;
  title: string;
  body: string;
  children: ReactNode;
  headingOrder?: 1 | 2;
}) {
  return (
    <Card withBorder radius="lg" padding="xl">
      <Stack align="center" gap="sm" ta="center" maw={480} mx="auto">
        <ThemeIcon size={64} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Title order={headingOrder} fz={22}>
          {title}
        </Title>
        <Text c="dimmed">{body}</Text>
        <Group justify="center" gap="sm" mt="xs">
          {children}
        </Group>
      </Stack>
    </Card>
  );
}
