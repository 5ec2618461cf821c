import { type AdminDataRequest, type AdminDataRequestDetail, DATA_REQUEST_KIND_LABELS } from '@jongdee/contracts';
import { formatThaiDate, formatThaiDateTime, personName } from '@jongdee/contracts/thai-format';
import {
  Alert,
  Badge,
  Button,
  Center,
  Checkbox,
  Divider,
  Group,
  List,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconTrash, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { notify } from '../../components/notify.ts';
import { ActionButtons, ActionModal } from '../action-dialog.tsx';
import { RecordDrawer } from '../record-drawer.tsx';
import { type Decision, useDecideDataRequest } from './api/decide-data-request.ts';
import { useAdminDataRequest } from './api/get-admin-data-request.ts';
import { AnonymisedBadge, DataRequestStatusBadge } from './data-request-status-badge.tsx';
import { adminDataRequestTexts as texts } from './texts.ts';

type Props = {
  requestId: string;
  /** The row's copy, shown at once while the request itself (with its erasure preview) loads. */
  initial: AdminDataRequest | undefined;
  onClose: () => void;
};

/** One request: who asked, what and when, when it is due; and the decision, with a strong confirm for an erasure. */
export function DataRequestDrawer({ requestId, initial, onClose }: Props) {
  const query = useAdminDataRequest(requestId);
  const request = query.data ?? initial;
  return (
    <RecordDrawer
      size={560}
      title={request && DATA_REQUEST_KIND_LABELS[request.kind]}
      status={request && <DataRequestStatusBadge status={request.status} data-testid="data-request-status" />}
      query={query}
      texts={texts}
      onClose={onClose}
    >
      {request ? <RequestBody request={request} detail={query.data} detailPending={query.isPending} /> : null}
    </RecordDrawer>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

function RequestBody({
  request,
  detail,
  detailPending,
}: {
  request: AdminDataRequest;
  detail: AdminDataRequestDetail | undefined;
  detailPending: boolean;
}) {
  const name = personName(request.user);
  return (
    <Stack gap="md">
      <SimpleGrid cols={2} spacing="md" verticalSpacing="sm">
        <Field label={texts.person}>
          <Group gap={6}>
            <span>{name}</span>
            {request.user.anonymizedAt ? <AnonymisedBadge /> : null}
          </Group>
        </Field>
        <Field label={texts.phone}>{request.user.phone || texts.dash}</Field>
        <Field label={texts.email}>
          <Text fz="sm" style={{ wordBreak: 'break-all' }}>
            {request.user.email ?? texts.dash}
          </Text>
        </Field>
        <Field label={texts.requestedAt}>{formatThaiDateTime(request.createdAt)}</Field>
        <Field label={texts.dueAt}>
          <Group gap={6}>
            <span>{formatThaiDate(request.dueAt, 'long')}</span>
            {request.overdue ? (
              <Badge color="red" variant="filled" size="sm" radius="sm" tt="none">
                {texts.overdue}
              </Badge>
            ) : null}
          </Group>
        </Field>
      </SimpleGrid>
      <Field label={texts.reason}>{request.reason ?? texts.noReason}</Field>
      <Divider />
      {request.status === 'pending' ? (
        detail ? (
          <Decide key={request.id} request={detail} />
        ) : detailPending ? (
          <Center py="md" role="status">
            <Loader size="sm" />
          </Center>
        ) : null
      ) : (
        <Stack gap="sm">
          <SimpleGrid cols={2} spacing="md">
            <Field label={texts.decidedAt}>
              {request.decidedAt ? formatThaiDateTime(request.decidedAt) : texts.dash}
            </Field>
            <Field label={texts.decidedBy}>{request.decidedBy?.name ?? texts.dash}</Field>
          </SimpleGrid>
          <Field label={texts.decisionNote}>{request.decisionNote ?? texts.dash}</Field>
        </Stack>
      )}
    </Stack>
  );
}

/** What the erasure touches, by count; lines with nothing to touch are left out. */
function ErasurePreview({ request }: { request: AdminDataRequestDetail }) {
  const preview = request.erasure;
  if (!preview) return null;
  const kept = preview.examineesKept > 0 || preview.certificates > 0 || preview.payments > 0;
  return (
    <Stack gap="sm">
      <Text fw={600} fz="sm">
        {texts.previewAnonymised}
      </Text>
      <List fz="sm" spacing={4} withPadding>
        <List.Item>{texts.previewAccount}</List.Item>
        {preview.bookings > 0 ? <List.Item>{texts.previewBookings(preview.bookings)}</List.Item> : null}
        {preview.examineesAnonymised > 0 ? (
          <List.Item>{texts.previewExamineesAnonymised(preview.examineesAnonymised)}</List.Item>
        ) : null}
        {preview.notifications > 0 ? <List.Item>{texts.previewNotifications(preview.notifications)}</List.Item> : null}
        <List.Item>{texts.previewConsents}</List.Item>
      </List>
      <Text fw={600} fz="sm">
        {texts.previewKept}
      </Text>
      {kept ? (
        <List fz="sm" spacing={4} withPadding>
          {preview.examineesKept > 0 || preview.certificates > 0 ? (
            <List.Item>{texts.previewExamineesKept(preview.examineesKept, preview.certificates)}</List.Item>
          ) : null}
          {preview.payments > 0 ? <List.Item>{texts.previewPayments(preview.payments)}</List.Item> : null}
        </List>
      ) : (
        <Text fz="sm" c="dimmed">
          {texts.previewNothingKept}
        </Text>
      )}
    </Stack>
  );
}

function Decide({ request }: { request: AdminDataRequestDetail }) {
  const decide = useDecideDataRequest();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const erasure = request.kind === 'erasure';
  const openBookings = request.erasure?.openBookings ?? [];
  const blocked = erasure && (openBookings.length > 0 || request.user.role === 'admin');

  const send = (action: Decision['action']) => {
    if (action === 'reject' && !note.trim()) {
      setNoteError(texts.noteRequired);
      return;
    }
    // Not mutate's own callbacks: they are dropped when this part unmounts, and it does as soon as the
    // reloaded request is no longer pending — which could beat the callback and swallow the toast.
    decide.mutateAsync({ id: request.id, action, note }).then(
      () => {
        setConfirming(false);
        notify.success(action === 'reject' ? texts.rejected : erasure ? texts.erased : texts.completed);
      },
      (error: Error) => notify.error(error.message, texts.actionFailed),
    );
  };

  return (
    <Stack gap="md">
      {erasure ? <ErasurePreview request={request} /> : null}
      {openBookings.length > 0 ? (
        <Alert
          color="orange"
          variant="light"
          title={texts.openBookingsTitle}
          icon={<IconAlertTriangle aria-hidden />}
          styles={{ title: { color: 'var(--mantine-color-black)' } }}
        >
          <Text fz="sm">{texts.openBookingsBody(openBookings.join(', '))}</Text>
        </Alert>
      ) : null}
      {erasure && request.user.role === 'admin' ? (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          <Text fz="sm">{texts.adminAccount}</Text>
        </Alert>
      ) : null}
      <Textarea
        label={texts.noteLabel}
        description={texts.rejectHint}
        placeholder={texts.notePlaceholder}
        value={note}
        onChange={(event) => {
          setNote(event.currentTarget.value);
          setNoteError(null);
        }}
        error={noteError}
        autosize
        minRows={2}
        maxLength={1000}
      />
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          leftSection={<IconX size={18} aria-hidden />}
          onClick={() => send('reject')}
          loading={decide.isPending && decide.variables?.action === 'reject'}
          disabled={decide.isPending}
        >
          {texts.reject}
        </Button>
        {erasure ? (
          <Button
            color="red"
            leftSection={<IconTrash size={18} aria-hidden />}
            onClick={() => setConfirming(true)}
            disabled={blocked || decide.isPending}
          >
            {texts.completeErasure}
          </Button>
        ) : (
          <Button
            leftSection={<IconCheck size={18} aria-hidden />}
            onClick={() => send('complete')}
            loading={decide.isPending && decide.variables?.action === 'complete'}
            disabled={decide.isPending}
          >
            {texts.complete}
          </Button>
        )}
      </Group>
      {erasure ? (
        <ConfirmErasure
          request={request}
          opened={confirming}
          pending={decide.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => send('complete')}
        />
      ) : null}
    </Stack>
  );
}

function ConfirmErasure({
  request,
  opened,
  pending,
  onCancel,
  onConfirm,
}: {
  request: AdminDataRequestDetail;
  opened: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const [checked, setChecked] = useState(false);
  return (
    <ActionModal
      opened={opened}
      onClose={onCancel}
      title={texts.confirmErasureTitle}
      closeLabel={texts.close}
      size="lg"
    >
      <Stack gap="md">
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          <Text fz="sm" fw={500}>
            {texts.confirmErasureLead(personName(request.user))}
          </Text>
        </Alert>
        <ErasurePreview request={request} />
        <Checkbox
          label={texts.confirmChecked}
          checked={checked}
          onChange={(event) => setChecked(event.currentTarget.checked)}
        />
        <ActionButtons
          cancelLabel={texts.cancel}
          onCancel={onCancel}
          lockWhileRunning
          label={texts.confirmErasure}
          color="red"
          icon={<IconTrash size={18} aria-hidden />}
          onClick={onConfirm}
          disabled={!checked}
          running={pending}
        />
      </Stack>
    </ActionModal>
  );
}
