import { type Certificate, RevokeCertificateBodySchema } from '@jongdee/contracts';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconCertificate, IconCircleX } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { FormError } from '../../components/form-error.tsx';
import { notify } from '../../components/notify.ts';
import { useSchemaForm } from '../../components/use-schema-form.ts';
import { QuickReasons, requiredReason } from '../quick-reasons.tsx';
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
  const reasons = action === 'revoke' ? texts.revokeReasons : texts.reissueReasons;
  const form = useSchemaForm(RevokeCertificateBodySchema, { reason: '' }, requiredReason(texts.reasonRequired));
  const { reason } = form.values;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await form.validate())) return;
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
          form.showServerErrors(failure);
          form.setFormError(failure.message);
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
        <FormError message={form.formError} />
        <QuickReasons
          label={texts.quickReasons}
          reasons={reasons}
          value={reason}
          color={action === 'revoke' ? 'red.9' : 'jade'}
          onPick={(option) => form.setValue('reason', option)}
        />
        <Textarea
          label={texts.reason}
          {...form.text('reason')}
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
