import type { ConsentState, DataRequest } from '@jongdee/contracts';
import { DATA_REQUEST_KIND_LABELS, DATA_REQUEST_STATUS_LABELS } from '@jongdee/contracts';
import { formatThaiDate, formatThaiDateTime } from '@jongdee/contracts/thai-format';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Divider,
  Group,
  Loader,
  Paper,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { IconClockHour4, IconDownload, IconInfoCircle, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../../components/notify.ts';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { useDownloadMyData } from '../api/download-my-data.ts';
import { useConsents } from '../api/get-consents.ts';
import { useDataRequests } from '../api/get-data-requests.ts';
import { PrivacyNoticeModal } from '../privacy-notice-modal.tsx';
import { myDataTexts as texts } from '../texts.ts';
import { ConsentConfirmModal } from './consent-confirm-modal.tsx';
import { ErasureRequestModal } from './erasure-request-modal.tsx';

/**
 * "ข้อมูลส่วนบุคคลของฉัน" on /profile (PDPA): each consent with its time and notice version and a
 * switch to give or withdraw it (after a confirmation saying what it means), a download of my data,
 * and the erasure request with its state and legal due date.
 */
export function MyDataSection() {
  const [noticeOpen, setNoticeOpen] = useState(false);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="my-data-title">
      <Stack gap="lg">
        <div>
          <Title order={2} fz="lg" id="my-data-title">
            {texts.title}
          </Title>
          <Text c="dimmed" fz="sm">
            {texts.subtitle}
          </Text>
        </div>
        <ConsentsPart onReadNotice={() => setNoticeOpen(true)} />
        <Divider />
        <ExportPart />
        <Divider />
        <ErasurePart />
      </Stack>
      <PrivacyNoticeModal opened={noticeOpen} onClose={() => setNoticeOpen(false)} />
    </Card>
  );
}

function ConsentsPart({ onReadNotice }: { onReadNotice: () => void }) {
  const consents = useConsents();
  const [change, setChange] = useState<{ state: ConsentState; granted: boolean } | null>(null);

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={3} fz="md">
          {texts.consentsTitle}
        </Title>
        <Anchor component="button" type="button" fz="sm" onClick={onReadNotice}>
          {texts.readNotice}
        </Anchor>
      </Group>
      {consents.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text c="dimmed" fz="sm">
            {texts.loading}
          </Text>
        </Group>
      ) : consents.isError ? (
        <Alert color="red" title={texts.loadFailed}>
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">{consents.error.message}</Text>
            <Button variant="light" color="red" size="sm" onClick={() => consents.refetch()}>
              {texts.retry}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <>
          <Text c="dimmed" fz="sm">
            {texts.consentsHint(consents.data.currentNoticeVersion)}
          </Text>
          {consents.data.purposes.some((state) => state.required && !state.granted) ? (
            <Alert
              color="orange"
              variant="light"
              title={texts.healthMissingTitle}
              icon={<IconInfoCircle aria-hidden />}
              styles={{ title: { color: 'var(--mantine-color-black)' } }}
            >
              <Text fz="sm">{texts.healthMissingBody}</Text>
            </Alert>
          ) : null}
          <Stack gap="xs">
            {consents.data.purposes.map((state) => (
              <ConsentRow key={state.purpose} state={state} onToggle={(granted) => setChange({ state, granted })} />
            ))}
          </Stack>
          <ConsentConfirmModal
            change={change}
            noticeVersion={consents.data.currentNoticeVersion}
            onClose={() => setChange(null)}
          />
        </>
      )}
    </Stack>
  );
}

function consentLine(state: ConsentState): string {
  if (state.status === 'granted' && state.grantedAt) {
    return texts.grantedOn(formatThaiDateTime(state.grantedAt), state.noticeVersion ?? '');
  }
  if (state.status === 'withdrawn' && state.withdrawnAt)
    return texts.withdrawnOn(formatThaiDateTime(state.withdrawnAt));
  return texts.neverGiven;
}

function ConsentRow({ state, onToggle }: { state: ConsentState; onToggle: (granted: boolean) => void }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`consent-${state.purpose}`}>
      <Group justify="space-between" align="center" wrap="nowrap" gap="md">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap={8} wrap="wrap">
            <Text fz="sm" fw={500}>
              {state.label}
            </Text>
            {state.required ? (
              <Badge color="jade" variant="light" size="sm" radius="sm" tt="none">
                {texts.requiredBadge}
              </Badge>
            ) : null}
          </Group>
          <Text fz="xs" c={state.status === 'granted' ? 'dimmed' : state.status === 'withdrawn' ? 'orange' : 'dimmed'}>
            {consentLine(state)}
          </Text>
        </Stack>
        <Switch
          size="md"
          checked={state.granted}
          onChange={(event) => onToggle(event.currentTarget.checked)}
          aria-label={texts.switchLabel(state.label)}
          style={{ flex: 'none' }}
        />
      </Group>
    </Paper>
  );
}

function ExportPart() {
  const download = useDownloadMyData();
  return (
    <Stack gap="xs" align="flex-start">
      <Title order={3} fz="md">
        {texts.exportTitle}
      </Title>
      <Text fz="sm" c="dimmed">
        {texts.exportBody}
      </Text>
      <Button
        variant="light"
        leftSection={<IconDownload size={18} aria-hidden />}
        loading={download.isPending}
        onClick={() =>
          download.mutate(undefined, {
            onSuccess: (fileName) => notify.success(texts.exported(fileName)),
            onError: (error) => notify.error(error.message, texts.exportFailed),
          })
        }
      >
        {texts.exportButton}
      </Button>
    </Stack>
  );
}

function ErasurePart() {
  const requests = useDataRequests();
  const [opened, setOpened] = useState(false);
  const erasures = (requests.data ?? []).filter((request) => request.kind === 'erasure');
  const pending = erasures.find((request) => request.status === 'pending');
  const decided = (requests.data ?? []).filter((request) => request.status !== 'pending');

  return (
    <Stack gap="xs" align="stretch">
      <Title order={3} fz="md">
        {texts.erasureTitle}
      </Title>
      {requests.isPending ? (
        <Loader size="sm" />
      ) : requests.isError ? (
        <Alert color="red" title={texts.loadFailed}>
          <Button variant="light" color="red" size="sm" onClick={() => requests.refetch()}>
            {texts.retry}
          </Button>
        </Alert>
      ) : pending ? (
        <PendingErasure request={pending} />
      ) : (
        <Stack gap="xs" align="flex-start">
          <Text fz="sm" c="dimmed">
            {texts.erasureBody}
          </Text>
          <Button
            variant="outline"
            color="red"
            leftSection={<IconTrash size={18} aria-hidden />}
            onClick={() => setOpened(true)}
          >
            {texts.erasureButton}
          </Button>
        </Stack>
      )}
      {decided.length > 0 ? <DecidedRequests requests={decided} /> : null}
      <ErasureRequestModal opened={opened} onClose={() => setOpened(false)} />
    </Stack>
  );
}

function PendingErasure({ request }: { request: DataRequest }) {
  return (
    <Alert
      color="blue"
      variant="light"
      title={texts.pendingTitle}
      icon={<IconClockHour4 aria-hidden />}
      data-testid="erasure-pending"
    >
      <Stack gap={2}>
        <Text fz="sm">{texts.requestedOn(formatThaiDate(request.createdAt, 'long'))}</Text>
        <Text fz="sm" fw={600}>
          {texts.dueBy(formatThaiDate(request.dueAt, 'long'))}
        </Text>
        {request.reason ? (
          <Text fz="sm" c="dimmed">
            {texts.yourReason(request.reason)}
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
}

function DecidedRequests({ requests }: { requests: DataRequest[] }) {
  return (
    <Stack gap={6} mt="xs">
      <Text fz="sm" fw={600}>
        {texts.history}
      </Text>
      {requests.map((request) => (
        <Paper key={request.id} withBorder radius="md" p="sm">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fz="sm">{DATA_REQUEST_KIND_LABELS[request.kind]}</Text>
            <StatusBadge
              color={request.status === 'rejected' ? 'red' : 'teal'}
              label={DATA_REQUEST_STATUS_LABELS[request.status]}
              size="sm"
            />
          </Group>
          <Text fz="xs" c="dimmed">
            {texts.requestedOn(formatThaiDate(request.createdAt))}
            {request.decidedAt ? ` · ${texts.decidedOn(formatThaiDate(request.decidedAt))}` : ''}
          </Text>
          {request.decisionNote ? <Text fz="sm">{texts.decisionNote(request.decisionNote)}</Text> : null}
        </Paper>
      ))}
    </Stack>
  );
}
