import { Card, Group, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

type PanelProps = {
  title: string;
  /** Before the title, in the brand colour. */
  icon?: ReactNode;
  /** At the end of the header: a link to the whole list, a hint. */
  action?: ReactNode;
  /** Under the content, on a rule of its own. */
  footer?: ReactNode;
  /** The content runs to the card's edges (a table, a list): the header then sits on a rule above it. */
  flush?: boolean;
  /** As tall as its row of a grid, beside a taller panel. */
  fullHeight?: boolean;
  children: ReactNode;
};

const RULE = '1px solid var(--mantine-color-gray-2)';

/** A block of a page under its title: a `section` named by its h2 (the appointment, today's queue…). */
export function Panel({ title, icon, action, footer, flush = false, fullHeight = false, children }: PanelProps) {
  const headingId = useId();
  return (
    <Card
      withBorder
      radius="lg"
      padding={flush ? 0 : 'lg'}
      component="section"
      aria-labelledby={headingId}
      h={fullHeight ? '100%' : undefined}
    >
      <Group
        justify="space-between"
        gap="xs"
        {...(flush ? { px: 'md', py: 'sm', style: { borderBottom: RULE } } : { mb: 'md' })}
      >
        <Group gap="xs" wrap="nowrap" c={icon ? 'jade.7' : undefined}>
          {icon}
          <Title order={2} fz="lg" c={icon ? 'dark' : undefined} id={headingId}>
            {title}
          </Title>
        </Group>
        {action}
      </Group>
      {children}
      {footer ? (
        <Text
          component="div"
          fz="sm"
          c="gray.7"
          py="xs"
          {...(flush ? { px: 'md' } : { mt: 'md' })}
          style={{ borderTop: RULE }}
        >
          {footer}
        </Text>
      ) : null}
    </Card>
  );
}
