import { formatThaiDateTime } from '@jongdee/contracts/thai-format';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useConsents } from '../api/get-consents.ts';
import { healthConsentOf } from '../health-consent.ts';
import { consentPromptTexts as texts } from '../texts.ts';

/**
 * At the top of /booking while the health-data consent does not stand (never given, or withdrawn):
 * says so before anything is typed, with a button that asks for it there. Nothing while it stands,
 * while it loads, or if it cannot be read (the server still refuses a booking without it).
 */
export function BookingConsentNotice({ onGive }: { onGive: () => void }) {
  const consents = useConsents();
  const health = healthConsentOf(consents.data);
  if (!health || health.granted) return null;
  const withdrawn = health.status === 'withdrawn' && health.withdrawnAt;
  return (
    <Alert
      color="orange"
      variant="light"
      title={texts.bookingNoticeTitle}
      icon={<IconInfoCircle aria-hidden />}
      // Even orange.9 reads below 4.5:1 on the light orange background (axe): the title is in black.
      styles={{ title: { color: 'var(--mantine-color-black)' } }}
      data-testid="booking-consent-notice"
    >
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">
          {withdrawn ? texts.bookingNoticeWithdrawn(formatThaiDateTime(withdrawn)) : texts.bookingNoticeNotGiven}
        </Text>
        <Button onClick={onGive}>{withdrawn ? texts.giveAgain : texts.give}</Button>
      </Stack>
    </Alert>
  );
}
