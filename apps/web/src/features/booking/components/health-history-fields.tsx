import { CERTIFICATE_FORMS, type CertificateType, HEALTH_HISTORY_LABELS, type HealthHistory } from '@jongdee/contracts';
import { Divider, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId } from 'react';
import { bookingTexts as texts } from '../texts.ts';

export type HealthHistoryItem = keyof typeof HEALTH_HISTORY_LABELS;
/** One answer as the form holds it: not yet answered (null), ไม่มี or มี; the detail is kept while ไม่มี is chosen. */
type DraftAnswer = { has: boolean | null; detail: string };
export type HealthHistoryDraft = Partial<Record<HealthHistoryItem, DraftAnswer>>;

/** Part 1 questions of the booking's certificate form, in print order (none on the migrant-worker form). */
export const historyItemsOf = (certificateType: CertificateType): HealthHistoryItem[] =>
  CERTIFICATE_FORMS[certificateType].healthHistoryItems;

export function draftOf(history: HealthHistory | null | undefined, items: HealthHistoryItem[]): HealthHistoryDraft {
  return Object.fromEntries(
    items.map((item) => [item, { has: history?.[item]?.has ?? null, detail: history?.[item]?.detail ?? '' }]),
  );
}

/**
 * The body's healthHistory: the answered questions, over whatever the examinee already has for
 * questions this form does not ask (kept, not silently wiped); null when there is nothing.
 */
export function historyBody(
  draft: HealthHistoryDraft,
  existing: HealthHistory | null | undefined,
): HealthHistory | null {
  const answered = Object.fromEntries(
    Object.entries(draft).flatMap(([item, answer]) =>
      answer && answer.has !== null ? [[item, { has: answer.has, detail: answer.has ? answer.detail : null }]] : [],
    ),
  );
  const history = { ...(existing ?? {}), ...answered };
  return Object.keys(history).length > 0 ? history : null;
}

/** "มี" must say what: the form's own rule, at `healthHistory.<item>.detail` as the server names it. */
export function historyChecks(draft: HealthHistoryDraft): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(draft).map(([item, answer]) => [
      `healthHistory.${item}.detail`,
      answer?.has && !answer.detail.trim() ? texts.historyDetailRequired : undefined,
    ]),
  );
}

type Props = {
  items: HealthHistoryItem[];
  draft: HealthHistoryDraft;
  /** The message of a question (its answer or its detail). */
  errorOf: (item: HealthHistoryItem) => string | undefined;
  onChange: (item: HealthHistoryItem, answer: DraftAnswer) => void;
};

/** Part 1 of the certificate: each question "ไม่มี / มี (ระบุ)", optional before the visit, printed on the certificate. */
export function HealthHistoryFields({ items, draft, errorOf, onChange }: Props) {
  const id = useId();
  if (items.length === 0) return null;
  return (
    <>
      <Divider mt="xs" />
      <Stack gap="sm" component="fieldset" aria-describedby={`${id}-hint`} m={0} p={0} style={{ border: 0 }}>
        <Title order={3} fz="md" component="legend" p={0}>
          {texts.healthHistory}
        </Title>
        <Text id={`${id}-hint`} fz="sm" c="dimmed" mt={-6}>
          {texts.healthHistoryHint}
        </Text>
        {items.map((item) => (
          <HistoryQuestion
            key={item}
            item={item}
            answer={draft[item] ?? { has: null, detail: '' }}
            error={errorOf(item)}
            onChange={(answer) => onChange(item, answer)}
          />
        ))}
      </Stack>
    </>
  );
}

function HistoryQuestion({
  item,
  answer,
  error,
  onChange,
}: {
  item: HealthHistoryItem;
  answer: DraftAnswer;
  error: string | undefined;
  onChange: (answer: DraftAnswer) => void;
}) {
  const id = useId();
  const label = HEALTH_HISTORY_LABELS[item];
  const note = item === 'epilepsy' ? texts.historyEpilepsyNote : null;
  return (
    <Stack gap={6} data-history-item={item}>
      <Group justify="space-between" align="center" gap="xs" wrap="nowrap">
        <Text id={`${id}-label`} fz="sm" fw={500} style={{ flex: '1 1 auto', minWidth: 0 }}>
          {label}
        </Text>
        <SegmentedControl
          aria-labelledby={`${id}-label`}
          aria-describedby={note ? `${id}-note` : undefined}
          data={[
            { value: 'no', label: texts.historyNo },
            { value: 'yes', label: texts.historyYes },
          ]}
          // '' selects neither: not answered yet (undefined would fall back to the first choice).
          value={answer.has === null ? '' : answer.has ? 'yes' : 'no'}
          onChange={(value) => onChange({ ...answer, has: value === 'yes' })}
          color="jade"
          size="sm"
          radius="md"
          w={136}
          fullWidth
          style={{ flexShrink: 0 }}
        />
      </Group>
      {note ? (
        <Text id={`${id}-note`} fz="xs" c="dimmed" mt={-2}>
          {note}
        </Text>
      ) : null}
      {answer.has ? (
        <TextInput
          label={texts.historyDetail(label)}
          required
          autoComplete="off"
          value={answer.detail}
          onChange={(event) => onChange({ ...answer, detail: event.currentTarget.value })}
          error={error}
        />
      ) : null}
    </Stack>
  );
}
