import { Alert, Button, Group, type MantineSpacing, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  /** What failed ("โหลดข้อมูลไม่สำเร็จ"); the inline form has none. */
  title?: string;
  /** The reason, usually the server's Thai message. */
  message?: ReactNode;
  retryLabel: string;
  onRetry: () => void;
  /** A line with a small retry button at its end, inside a card, rather than a block of the page. */
  inline?: boolean;
  maw?: number;
  m?: MantineSpacing;
};

/** Something could not be loaded: what failed, why, and a button to try again. */
export function RetryAlert({ title, message, retryLabel, onRetry, inline = false, maw, m }: Props) {
  if (inline) {
    return (
      <Alert color="red" variant="light" maw={maw} m={m}>
        <Group justify="space-between" gap="xs">
          <Text fz="sm">{message}</Text>
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {retryLabel}
          </Button>
        </Group>
      </Alert>
    );
  }
  const retry = (
    <Button variant="light" color="red" onClick={onRetry}>
      {retryLabel}
    </Button>
  );
  return (
    <Alert color="red" title={title} maw={maw} m={m}>
      {message === undefined ? (
        retry
      ) : (
        <Stack gap="sm" align="flex-start">
          <Text fz="sm">{message}</Text>
          {retry}
        </Stack>
      )}
    </Alert>
  );
}
