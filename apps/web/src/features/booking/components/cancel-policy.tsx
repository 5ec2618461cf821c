import '@mantine/core/styles/Spoiler.layer.css';
import type { Booking } from '@jongdee/contracts';
import { formatBaht } from '@jongdee/contracts/thai-format';
import { Alert, Spoiler, Stack, Text, Title } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { bookingMoneyTexts, bookingTexts } from '../texts.ts';

const texts = bookingMoneyTexts;

/**
 * In the cancel dialog: first, plainly, what happens to the money — staff refund what was paid
 * (docs/product.md §4), the customer does nothing more — then the clinic's cancellation and refund
 * policy, folded after a few lines so the reason and the buttons stay near on a phone.
 */
export function CancelPolicy({ booking }: { booking: Booking }) {
  // Verified money: the total less what is still owed (decision 014's amount due).
  const paid = booking.totalAmount - booking.amountDue;
  const money =
    paid > 0 ? texts.paid(formatBaht(paid)) : booking.status === 'payment_review' ? texts.slipInReview : texts.unpaid;
  return (
    <Stack gap="sm" data-testid="cancel-policy">
      <Alert
        color="blue"
        variant="light"
        icon={<IconCash size={18} aria-hidden />}
        title={texts.moneyTitle}
        styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
      >
        <Text fz="sm" data-testid="cancel-money">
          {money}
        </Text>
      </Alert>
      <div>
        <Title order={3} fz="sm" mb={4}>
          {texts.policyTitle}
        </Title>
        <Spoiler maxHeight={68} showLabel={bookingTexts.readMore} hideLabel={bookingTexts.readLess} fz="sm">
          <Text fz="sm" c="gray.8" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {booking.clinic.cancellationPolicy}
          </Text>
        </Spoiler>
      </div>
    </Stack>
  );
}
