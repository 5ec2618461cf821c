import { type Certificate, RevokeCertificateBodySchema } from '@jongdee/contracts';
import { Stack, Text } from '@mantine/core';
import { IconCertificate, IconCircleX } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { FormError } from '../../components/form-error.tsx';
import { useSchemaForm } from '../../components/use-schema-form.ts';
import { ActionButtons, ActionModal, answered } from '../action-dialog.tsx';
import { QuickReasons, ReasonField, requiredReason } from '../quick-reasons.tsx';
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
    <ActionModal
      opened={action !== null}
      onClose={onClose}
      title={
        action === 'reissue'
          ? texts.reissueTitle(certificate.certificateNo)
          : texts.revokeTitle(certificate.certificateNo)
      }
      closeLabel={texts.close}
      size="lg"
    >
      {action ? (
        <ActionForm key={action} certificate={certificate} action={action} onClose={onClose} onDone={onDone} />
      ) : null}
    </ActionModal>
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
      answered(form, {
        success: (done) =>
          action === 'revoke' ? texts.revoked(done.certificateNo) : texts.reissued(done.certificateNo),
        failed: action === 'revoke' ? texts.revokeFailed : texts.reissueFailed,
        afterwards: (done) => {
          onClose();
          onDone?.(done, action);
        },
        inForm: true,
      }),
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
          color={action === 'revoke' ? 'red' : 'jade'}
          onPick={(option) => form.setValue('reason', option)}
        />
        <ReasonField label={texts.reason} {...form.text('reason')} required />
        <ActionButtons
          cancelLabel={texts.cancel}
          onCancel={onClose}
          lockWhileRunning
          label={action === 'revoke' ? texts.revokeSubmit : texts.reissueSubmit}
          color={action === 'revoke' ? 'red' : undefined}
          icon={action === 'revoke' ? <IconCircleX size={18} aria-hidden /> : <IconCertificate size={18} aria-hidden />}
          running={mutation.isPending}
        />
      </Stack>
    </form>
  );
}
