import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The title of an admin page, its one-line purpose, and its page actions (or the record's status) on the right. */
export function PageHeading({
  title,
  subtitle,
  subtitleMaw,
  actions,
}: {
  title: string;
  subtitle: string;
  subtitleMaw?: number;
  actions?: ReactNode;
}) {
  const heading = (
    <div>
      <Title order={1} fz={28}>
        {title}
      </Title>
      <Text c="dimmed" maw={subtitleMaw}>
        {subtitle}
      </Text>
    </div>
  );
  if (!actions) return heading;
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      {heading}
      {actions}
    </Group>
  );
}
