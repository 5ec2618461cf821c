import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

type SectionProps = {
  title: string;
  /** The heading's level: 3 (the default) inside a drawer or under a page's own h2s, 2 on a page. */
  order?: 2 | 3;
  /** The step's number, in a disc before the title, on a form filled from top to bottom. */
  step?: number;
  /** A line under the title: what this part is for. */
  hint?: string;
  /** At the end of the header: a button acting on the whole part. */
  action?: ReactNode;
  children: ReactNode;
};

/** A part of a form under its title: a `section` named by its heading (a booking step, the clinic's hours…). */
export function Section({ title, order = 3, step, hint, action, children }: SectionProps) {
  const headingId = useId();
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" gap="xs" mb="md" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          {step === undefined ? null : (
            <Text
              component="span"
              fw={700}
              c="white"
              bg="jade.7"
              w={28}
              h={28}
              ta="center"
              lh="28px"
              fz="sm"
              style={{ borderRadius: '50%', flex: 'none' }}
              aria-hidden
            >
              {step}
            </Text>
          )}
          <Stack gap={2}>
            <Title order={order} fz="lg" id={headingId}>
              {title}
            </Title>
            {hint ? (
              <Text c="dimmed" fz="sm">
                {hint}
              </Text>
            ) : null}
          </Stack>
        </Group>
        {action}
      </Group>
      {children}
    </Card>
  );
}
