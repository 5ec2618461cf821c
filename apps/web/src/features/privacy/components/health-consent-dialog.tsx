import { PRIVACY_NOTICE_VERSION, REQUIRED_CONSENT_PURPOSE } from '@jongdee/contracts/labels';
import { Alert, Button, Group, Modal, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconShieldCheck } from '@tabler/icons-react';
import { notify } from '../../../components/notify.ts';
import { useChangeConsent } from '../api/change-consent.ts';
import { PrivacyNoticeSections } from '../privacy-notice-modal.tsx';
import { privacyTexts, consentPromptTexts as texts } from '../texts.ts';

type Props = {
  opened: boolean;
  /** Why it is asked, in a sentence above the notice (a welcome after sign-in, or the booking). */
  lead: string;
  /** "ไว้ภายหลัง", the close button or Escape: nothing is recorded. */
  onLater: () => void;
  onGranted: () => void;
};

/**
 * Asks for the health-data consent with the notice the registration page shows: the same sentence,
 * the same notice and version. "ยินยอม" records it (POST /api/auth/consents) as the /profile switch
 * does; deciding later records nothing and leaves the site usable.
 */
export function HealthConsentDialog({ opened, lead, onLater, onGranted }: Props) {
  const change = useChangeConsent();
  const phone = useMediaQuery('(max-width: 36em)');

  const agree = () =>
    change.mutate(
      { purpose: REQUIRED_CONSENT_PURPOSE, granted: true },
      {
        onSuccess: (result) => {
          notify.success(result.message);
          onGranted();
        },
        onError: (error) => notify.error(error.message, texts.failed),
      },
    );

  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!change.isPending) onLater();
      }}
      title={
        <Group gap="xs" wrap="nowrap">
          <IconShieldCheck size={22} aria-hidden color="var(--mantine-color-jade-7)" />
          <Text fw={600} fz="lg">
            {texts.title}
          </Text>
        </Group>
      }
      size="lg"
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': privacyTexts.close }}
    >
      <Stack gap="md">
        <Text fz="sm">{lead}</Text>
        <Paper withBorder radius="md" component="section" aria-labelledby="consent-notice-title">
          <Title order={2} fz="md" px="md" pt="sm" pb="xs" id="consent-notice-title">
            {privacyTexts.title(PRIVACY_NOTICE_VERSION)}
          </Title>
          {/* Focusable, so the notice scrolls from the keyboard too. */}
          <ScrollArea.Autosize
            mah={phone ? 320 : 260}
            type="auto"
            offsetScrollbars
            px="md"
            pb="sm"
            viewportProps={{ tabIndex: 0, 'aria-label': texts.noticeRegion }}
          >
            <PrivacyNoticeSections />
          </ScrollArea.Autosize>
        </Paper>
        <Alert color="jade" variant="light" icon={<IconShieldCheck size={20} aria-hidden />}>
          <Text fz="sm" fw={500}>
            {privacyTexts.healthConsentStatement}
            {privacyTexts.noticeLink}
          </Text>
          <Text fz="xs" c="dimmed" mt={4}>
            {texts.withdrawAnytime}
          </Text>
        </Alert>
        <Group justify="flex-end" gap="sm" grow={phone}>
          <Button variant="default" onClick={onLater} disabled={change.isPending}>
            {texts.later}
          </Button>
          <Button onClick={agree} loading={change.isPending} data-autofocus>
            {texts.agree}
          </Button>
        </Group>
        <Text fz="xs" c="dimmed" ta={phone ? 'center' : 'right'}>
          {texts.laterHint}
        </Text>
      </Stack>
    </Modal>
  );
}
