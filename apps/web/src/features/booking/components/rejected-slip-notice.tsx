import type { Booking } from '@jongdee/contracts';
import { formatBaht, formatThaiDateTime } from '@jongdee/contracts/thai-format';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconUpload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../paths.ts';
import { bookingMoneyTexts as texts } from '../texts.ts';

/** Whether the booking waits for a new slip after the clinic refused the last one. */
export const awaitsNewSlip = (booking: Booking) => booking.allowedActions.pay && booking.rejectedSlipReason !== null;

/**
 * At the top of /booking/{id} after a refused slip: why, what to do, and "ส่งสลิปใหม่" instead of a
 * big "ชำระเงิน" that would invite a second transfer.
 */
export function RejectedSlipNotice({ booking }: { booking: Booking }) {
  if (!awaitsNewSlip(booking)) return null;
  return (
    <Alert
      color="red"
      variant="light"
      radius="lg"
      icon={<IconAlertTriangle size={22} aria-hidden />}
      title={texts.rejectedTitle}
      data-testid="rejected-slip"
      // The light alert's own red is too pale for text on its tint: the title and link in a darker red.
      styles={{ title: { fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="xs">
        <Text fw={600}>
          {booking.rejectedSlipReason ? texts.rejectedReason(booking.rejectedSlipReason) : texts.rejectedNoReason}
        </Text>
        <Text fz="sm">{texts.rejectedNext}</Text>
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Text fz="sm" fw={600}>
              {texts.amountDue(formatBaht(booking.amountDue))}
            </Text>
            <Text fz="sm">{texts.payBy(formatThaiDateTime(booking.paymentDueAt))}</Text>
            <Text fz="sm">
              <Anchor href={`tel:${booking.clinic.phone}`} inherit c="red" underline="always">
                {texts.rejectedAsk(booking.clinic.phone)}
              </Anchor>
            </Text>
          </div>
          <Button
            component={Link}
            to={paths.payment.href(booking.id)}
            size="md"
            leftSection={<IconUpload size={20} aria-hidden />}
            w={{ base: '100%', xs: 'auto' }}
          >
            {texts.resendSlip}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
