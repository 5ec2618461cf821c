import { CONSENT_WITHDRAWAL_EFFECTS, type ConsentState } from '@jongdee/contracts';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { notify } from '../../../components/notify.ts';
import { useChangeConsent } from '../api/change-consent.ts';
import { myDataTexts as texts } from '../texts.ts';

type Props = {
  /** The purpose being changed, and to what; null when closed. */
  change: { state: ConsentState; granted: boolean } | null;
  noticeVersion: string;
  onClose: () => void;
};

/**
 * Asks before a consent changes: what a grant records, or what a withdrawal means (for health data:
 * no new bookings, existing records kept as the law requires). Withdrawing takes as few steps as giving.
 */
export function ConsentConfirmModal({ change, noticeVersion, onClose }: Props) {
  const mutation = useChangeConsent();
  const withdrawing = change ? !change.granted : false;

  const confirm = () => {
    if (!change) return;
    mutation.mutate(
      { purpose: change.state.purpose, granted: change.granted },
      {
        onSuccess: (result) => {
          notify.success(result.message);
          onClose();
        },
        onError: (error) => notify.error(error.message, texts.changeFailed),
      },
    );
  };

  return (
    <Modal
      opened={change !== null}
      onClose={onClose}
      title={<Text fw={600}>{withdrawing ? texts.withdrawTitle : texts.grantTitle}</Text>}
      centered
      closeButtonProps={{ 'aria-label': texts.close }}
    >
      {change ? (
        <Stack gap="md">
          {withdrawing ? (
            <>
              <Text fz="sm" fw={500}>
                {texts.withdrawLead(change.state.label)}
              </Text>
              <Alert
                color={change.state.required ? 'orange' : 'gray'}
                variant="light"
                icon={<IconAlertTriangle size={20} aria-hidden />}
              >
                <Text fz="sm">{CONSENT_WITHDRAWAL_EFFECTS[change.state.purpose]}</Text>
              </Alert>
            </>
          ) : (
            <Text fz="sm">{texts.grantBody(change.state.label, noticeVersion)}</Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
              {texts.cancel}
            </Button>
            <Button
              color={withdrawing ? 'red' : undefined}
              onClick={confirm}
              loading={mutation.isPending}
              data-autofocus
            >
              {withdrawing ? texts.withdrawConfirm : texts.grantConfirm}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
