import { CreateDataRequestBodySchema } from '@jongdee/contracts';
import { Alert, Button, Group, List, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { notify } from '../../../components/notify.ts';
import { useSchemaForm } from '../../../components/use-schema-form.ts';
import { useCreateDataRequest } from '../api/create-data-request.ts';
import { myDataTexts as texts } from '../texts.ts';

/** The erasure request: what will be removed, what the law keeps, and an optional reason. */
export function ErasureRequestModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={600}>{texts.erasureModalTitle}</Text>}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': texts.close }}
    >
      {opened ? <ErasureRequestForm onClose={onClose} /> : null}
    </Modal>
  );
}

function ErasureRequestForm({ onClose }: { onClose: () => void }) {
  const create = useCreateDataRequest();
  const form = useSchemaForm(CreateDataRequestBodySchema, { kind: 'erasure', reason: '' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = await form.validate();
    if (!body) return;
    create.mutate(body, {
      onSuccess: () => {
        notify.success(texts.erasureSent);
        onClose();
      },
      onError: (error) => {
        form.showServerErrors(error);
        notify.error(error.message, texts.erasureFailed);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={texts.erasureModalTitle}>
      <Stack gap="md">
        <Text fz="sm" fw={600}>
          {texts.erasureWhatHappens}
        </Text>
        <List fz="sm" spacing={6} withPadding>
          {texts.erasureRemoved.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        <Alert color="gray" variant="light" title={null}>
          <List fz="sm" spacing={6}>
            {texts.erasureKept.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Alert>
        <Text fz="sm" c="dimmed">
          {texts.erasureOpenBookings} {texts.erasureDownloadFirst}
        </Text>
        <Textarea
          label={texts.reasonLabel}
          placeholder={texts.reasonPlaceholder}
          autosize
          minRows={2}
          maxRows={5}
          maxLength={1000}
          {...form.text('reason')}
        />
        <FormError message={form.formError} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            {texts.cancel}
          </Button>
          <Button
            type="submit"
            color="red"
            leftSection={<IconTrash size={18} aria-hidden />}
            loading={create.isPending}
          >
            {texts.submitErasure}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
