import { PRIVACY_NOTICE_VERSION } from '@jongdee/contracts/labels';
import { Button, Modal, Stack, Text, Title } from '@mantine/core';
import { privacyTexts as texts } from './texts.ts';

/** The sections of the privacy notice, as read at registration, on /profile and in the consent prompt. */
export function PrivacyNoticeSections() {
  return (
    <Stack gap="md">
      {texts.sections.map((section) => (
        <Stack key={section.heading} gap={4}>
          <Title order={3} fz="md">
            {section.heading}
          </Title>
          <Text fz="sm" c="gray.7">
            {section.body}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}

export function PrivacyNoticeModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={600}>{texts.title(PRIVACY_NOTICE_VERSION)}</Text>}
      size="lg"
    >
      <Stack gap="md">
        <PrivacyNoticeSections />
        <Button onClick={onClose} variant="light" style={{ alignSelf: 'flex-end' }}>
          {texts.close}
        </Button>
      </Stack>
    </Modal>
  );
}
