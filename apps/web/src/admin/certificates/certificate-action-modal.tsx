import type { Certificate } from '@jongdee/contracts';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconCertificate, IconCircleX } from '@tabler/icons-react';
import { type FormEvent, useId, useState } from 'react';
import { notify } from '../../components/notify.ts';
import { useReissueCertificate } from './api/reissue-certificate.ts';
import { useRevokeCertificate } from './api/revoke-certificate.ts';
import { adminCertificateTexts as texts } from './texts.ts';

export type CertificateAction = 'revoke' | 'reissue';

type Props = {
  certificate: Certificate;
  action: CertificateAction | null;
  onClose: () => void;
  /** After a success: the revoked certificate, or the NEW one of a reissue. */
  onDone?: (certificate: Certificate, action: CertificateAction) => void;
};

/** Revoke, or reissue in place of, a certificate — each with a reason, which the audit trail and /verify keep. */
export function CertificateActionModal({ certificate, action, onClose, onDone }: Props) {
  return (
    <Modal
      opened={action !== null}
      onClose={onClose}
      title={
        <Text fw={600}>
          {action === 'reissue'
            ? texts.reissueTitle(certificate.certificateNo)
            : texts.revokeTitle(certificate.certificateNo)}
        </Text>
      }
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': texts.close }}
    >
      {action ? (
        <ActionForm key={action} certificate={certificate} action={action} onClose={onClose} onDone={onDone} />
      ) : null}
    </Modal>
  );
}

function ActionForm({
  certificate,
  action,
  onClose,
  onDone,
}: {
  certificate: Certificate;
  action: CertificateAction;
  onClose: () => void;
  onDone?: Props['onDone'];
}) {
  const revoke = useRevokeCertificate();
  const reissue = useReissueCertificate();
  const mutation = action === 'revoke' ? revoke : reissue;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const reasonsId = useId();
  const reasons = action === 'revoke' ? texts.revokeReasons : texts.reissueReasons;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(texts.reasonRequired);
      return;
    }
    setServerError(null);
    mutation.mutate(
      { id: certificate.id, reason: reason.trim() },
      {
        onSuccess: (answered) => {
          notify.success(
            action === 'revoke' ? texts.revoked(answered.certificateNo) : texts.reissued(answered.certificateNo),
          );
          onClose();
          onDone?.(answered, action);
        },
        onError: (failure) => {
          setServerError(failure.message);
          notify.error(failure.message, action === 'revoke' ? texts.revokeFailed : texts.reissueFailed);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text fz="sm">
          {action === 'revoke'
            ? texts.revokeBody
            : certificate.status === 'revoked'
              ? texts.reissueRevokedBody
              : texts.reissueBody}
        </Text>
        {serverError ? (
          <Alert color="red" variant="light" role="alert">
            <Text fz="sm">{serverError}</Text>
          </Alert>
        ) : null}
        <div>
          <Text fz="xs" fw={600} c="dark.6" mb={6} id={reasonsId}>
            {texts.quickReasons}
          </Text>
          <Group gap={6} role="group" aria-labelledby={reasonsId}>
            {reasons.map((option) => (
              <Button
                key={option}
                size="compact-sm"
                radius="xl"
                variant={reason === option ? 'filled' : 'default'}
                color={action === 'revoke' ? 'red.9' : 'jade'}
                aria-pressed={reason === option}
                onClick={() => {
                  setReason(option);
                  setError(null);
                }}
              >
                {option}
              </Button>
            ))}
          </Group>
        </div>
        <Textarea
          label={texts.reason}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          required
          maxLength={500}
          autosize
          minRows={2}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            {texts.cancel}
          </Button>
          <Button
            type="submit"
            color={action === 'revoke' ? 'red.9' : undefined}
            leftSection={
              action === 'revoke' ? <IconCircleX size={18} aria-hidden /> : <IconCertificate size={18} aria-hidden />
            }
            loading={mutation.isPending}
          >
            {action === 'revoke' ? texts.revokeSubmit : texts.reissueSubmit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
