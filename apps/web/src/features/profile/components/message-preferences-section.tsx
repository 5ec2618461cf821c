import type { MessagePreference } from '@jongdee/contracts';
import { Alert, Button, Card, Group, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { notify } from '../../../components/notify.ts';
import { useMessagePreferences, useUpdateMessagePreferences } from '../api/message-preferences.ts';
import { messagePreferencesTexts as texts } from '../texts.ts';

/** The anchor every e-mail's footer links to (`/profile#messages`). */
export const MESSAGE_PREFERENCES_ANCHOR = 'messages';

/**
 * "การแจ้งเตือนทางอีเมล" on /profile: a switch per kind of message the person may turn off, saved as
 * it is flipped, and the messages about their money or password listed as always sent.
 */
export function MessagePreferencesSection() {
  const preferences = useMessagePreferences();
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const loaded = preferences.isSuccess;

  // The browser looks for the fragment when the page starts, before this section exists: once its
  // switches are drawn (its height final), it is brought into view here.
  useEffect(() => {
    if (loaded && hash === `#${MESSAGE_PREFERENCES_ANCHOR}`) section.current?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);

  return (
    <Card
      ref={section}
      id={MESSAGE_PREFERENCES_ANCHOR}
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-labelledby="message-preferences-title"
      // Clear of the sticky header when scrolled to.
      style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 64px) + var(--mantine-spacing-md))' }}
    >
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="message-preferences-title">
            {texts.title}
          </Title>
          {preferences.data?.recipient ? (
            <Text c="dimmed" fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {texts.subtitle(preferences.data.recipient)}
            </Text>
          ) : null}
        </div>
        {preferences.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text c="dimmed" fz="sm">
              {texts.loading}
            </Text>
          </Group>
        ) : preferences.isError ? (
          <Alert color="red" title={texts.loadFailed}>
            <Stack gap="xs" align="flex-start">
              <Text fz="sm">{preferences.error.message}</Text>
              <Button variant="light" color="red" size="sm" onClick={() => preferences.refetch()}>
                {texts.retry}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <>
            {preferences.data.recipient ? null : (
              <Alert
                color="orange"
                variant="light"
                title={texts.noEmailTitle}
                icon={<IconInfoCircle aria-hidden />}
                styles={{ title: { color: 'var(--mantine-color-black)' } }}
              >
                <Text fz="sm">{texts.noEmailBody}</Text>
              </Alert>
            )}
            <KindGroup title={texts.optionalTitle} kinds={preferences.data.kinds.filter((entry) => entry.optional)} />
            <KindGroup
              title={texts.alwaysTitle}
              note={texts.alwaysNote}
              kinds={preferences.data.kinds.filter((entry) => !entry.optional)}
            />
          </>
        )}
      </Stack>
    </Card>
  );
}

function KindGroup({ title, note, kinds }: { title: string; note?: string; kinds: MessagePreference[] }) {
  const noteId = useId();
  return (
    <Stack gap="xs">
      <div>
        <Title order={3} fz="md">
          {title}
        </Title>
        {note ? (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconLock size={16} aria-hidden style={{ flex: 'none', marginTop: 3 }} />
            <Text fz="sm" c="dimmed" id={noteId} style={{ textWrap: 'pretty' }}>
              {note}
            </Text>
          </Group>
        ) : null}
      </div>
      {kinds.map((entry) => (
        <KindRow key={entry.kind} entry={entry} noteId={note ? noteId : undefined} />
      ))}
    </Stack>
  );
}

function KindRow({ entry, noteId }: { entry: MessagePreference; noteId: string | undefined }) {
  // One mutation per switch: two flipped in quick succession each save, each with its own state.
  const update = useUpdateMessagePreferences();
  const descriptionId = useId();
  // While saving, the switch shows where it is going, from the click on (the mutation's own state
  // arrives a tick later, and the switch would flick back meanwhile); a failure puts it back.
  const [saving, setSaving] = useState<boolean | null>(null);
  const checked = saving ?? entry.email;

  const change = (email: boolean) => {
    setSaving(email);
    update.mutate(
      { [entry.kind]: email },
      {
        onSuccess: () => notify.success(email ? texts.turnedOn(entry.label) : texts.turnedOff(entry.label)),
        onError: (error) => notify.error(error.message, texts.saveFailed),
        onSettled: () => setSaving(null),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="sm" data-testid={`message-kind-${entry.kind}`}>
      <Group justify="space-between" align="center" wrap="nowrap" gap="md">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fz="sm" fw={500}>
            {entry.label}
          </Text>
          <Text fz="xs" c="dimmed" id={descriptionId} style={{ textWrap: 'pretty' }}>
            {entry.description}
          </Text>
        </Stack>
        <Switch
          size="md"
          checked={checked}
          disabled={!entry.optional || saving !== null}
          onChange={(event) => change(event.currentTarget.checked)}
          aria-label={texts.switchLabel(entry.label)}
          aria-describedby={[descriptionId, noteId].filter(Boolean).join(' ')}
          style={{
            flex: 'none',
            // An always-sent message's switch reads as on (brand colour, muted), not as Mantine's grey "disabled".
            ...(entry.optional ? {} : { '--switch-disabled-color': 'var(--mantine-color-jade-3)' }),
          }}
        />
      </Group>
    </Paper>
  );
}
