import type { Booking } from '@jongdee/contracts';
import { formatBaht } from '@jongdee/contracts/thai-format';
import { Stack, Text, Title } from '@mantine/core';
import { bookingMoneyTexts as texts } from '../texts.ts';

/**
 * In the cancel dialog: the clinic's cancellation and refund policy, and plainly what happens to the
 * money — staff refund what was paid (docs/product.md §4), the customer does nothing more.
 */
export function CancelPolicy({ booking }: { booking: Booking }) {
  // Verified money: the total less what is still owed (decision 014's amount due).
  const paid = booking.totalAmount - booking.amountDue;
  const money =
    paid > 0 ? texts.paid(formatBaht(paid)) : booking.status === 'payment_review' ? texts.slipInReview : texts.unpaid;
  return (
    <Stack gap={6} data-testid="cancel-policy">
      <Title order={3} fz="sm">
        {texts.policyTitle}
      </Title>
      <Text fz="sm" c="gray.8" style={{ whiteSpace: 'pre-wrap' }}>
        {booking.clinic.cancellationPolicy}
      </Text>
      <Title order={3} fz="sm" mt={4}>
        {texts.moneyTitle}
      </Title>
      <Text fz="sm" fw={paid > 0 ? 600 : undefined} data-testid="cancel-money">
        {money}
      </Text>
    </Stack>
  );
}
