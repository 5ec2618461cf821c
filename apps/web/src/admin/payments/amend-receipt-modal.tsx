import { AmendReceiptBodySchema, type Receipt, type ReceiptRef } from '@jongdee/contracts';
import { Center, Loader, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { FormError } from '../../components/form-error.tsx';
import { RetryAlert } from '../../components/retry-alert.tsx';
import { useSchemaForm } from '../../components/use-schema-form.ts';
import { ActionButtons, ActionModal, answered } from '../action-dialog.tsx';
import { useAmendReceipt } from './api/amend-receipt.ts';
import { useReceipt } from './api/get-receipt.ts';
import { adminPaymentTexts as texts } from './texts.ts';

type Props = { receipt: ReceiptRef; opened: boolean; onClose: () => void };

/**
 * "แก้ไขใบเสร็จ": whom the receipt is made out to, corrected. The server issues a new number that names
 * this one, and cancels this one, in one step.
 */
export function AmendReceiptModal({ receipt, opened, onClose }: Props) {
  return (
    <ActionModal
      opened={opened}
      onClose={onClose}
      title={texts.amendTitle(receipt.receiptNo)}
      closeLabel={texts.close}
      size="lg"
    >
      {opened ? <AmendLoader id={receipt.id} onClose={onClose} /> : null}
    </ActionModal>
  );
}

/** The form starts from what the receipt says now. */
function AmendLoader({ id, onClose }: { id: string; onClose: () => void }) {
  const receipt = useReceipt(id);
  if (receipt.isPending) {
    return (
      <Center py="md" role="status">
        <Loader size="sm" aria-label={texts.receiptLoading} />
      </Center>
    );
  }
  if (receipt.isError) {
    return (
      <RetryAlert inline message={texts.receiptLoadFailed} retryLabel={texts.retry} onRetry={() => receipt.refetch()} />
    );
  }
  return <AmendForm receipt={receipt.data} onClose={onClose} />;
}

function AmendForm({ receipt, onClose }: { receipt: Receipt; onClose: () => void }) {
  const amend = useAmendReceipt();
  const form = useSchemaForm(AmendReceiptBodySchema, () => ({
    payerName: receipt.payerName,
    payerTaxId: receipt.payerTaxId ?? '',
    payerAddress: receipt.payerAddress ?? '',
  }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await form.validate())) return;
    const { values } = form;
    amend.mutate(
      { id: receipt.id, body: values },
      answered(form, {
        success: (created) => texts.amended(created.receiptNo),
        failed: texts.amendFailed,
        afterwards: onClose,
        inForm: true,
      }),
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text fz="sm">{texts.amendBody(receipt.receiptNo)}</Text>
        <FormError message={form.formError} />
        <TextInput label={texts.payerName} {...form.text('payerName')} maxLength={200} required data-autofocus />
        <TextInput
          label={texts.payerTaxId}
          description={texts.payerTaxIdHint}
          {...form.text('payerTaxId')}
          inputMode="numeric"
          maxLength={17}
        />
        <Textarea label={texts.payerAddress} {...form.text('payerAddress')} maxLength={500} autosize minRows={2} />
        <ActionButtons
          cancelLabel={texts.cancel}
          onCancel={onClose}
          lockWhileRunning
          label={texts.amendSubmit}
          icon={<IconFileInvoice size={18} aria-hidden />}
          running={amend.isPending}
        />
      </Stack>
    </form>
  );
}
