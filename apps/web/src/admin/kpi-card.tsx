import { Card, Group, type MantineColor, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';

type Props = {
  label: string;
  icon: ComponentType<{ size?: number }>;
  color: MantineColor;
  value: string;
  /** After the value, smaller: "รายการ", "คน". */
  unit?: string;
  detail: ReactNode;
  /** At the card's foot: a button to the list behind the number. */
  action?: ReactNode;
  /** The card's test id; its value's is `${testId}-value`. */
  testId: string;
  /** A border in the card's colour: something waits for the staff. */
  highlight?: boolean;
  /** Smaller, for a grid of six (the reports) rather than the dashboard's four. */
  compact?: boolean;
};

/** One number of the admin's dashboard or reports: its name and icon, the value with its unit, a line under it. */
export function KpiCard({
  label,
  icon: Icon,
  color,
  value,
  unit,
  detail,
  action,
  testId,
  highlight = false,
  compact = false,
}: Props) {
  return (
    <Card
      withBorder
      radius="lg"
      padding={compact ? 'md' : 'lg'}
      component="section"
      aria-label={label}
      data-testid={testId}
      style={highlight ? { borderColor: `var(--mantine-color-${color}-4)` } : undefined}
    >
      <Stack gap={compact ? 4 : 6} h={compact ? undefined : '100%'}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text fz="sm" fw={600} c="gray.7">
            {label}
          </Text>
          <ThemeIcon variant="light" color={color} radius="md" size={compact ? 30 : 34} aria-hidden>
            <Icon size={compact ? 18 : 20} />
          </ThemeIcon>
        </Group>
        <Group gap={6} align="baseline" wrap={compact ? 'nowrap' : 'wrap'}>
          <Text
            fz={unit && !compact ? 30 : 24}
            fw={700}
            lh={1.2}
            data-testid={`${testId}-value`}
            style={compact ? { whiteSpace: 'nowrap' } : undefined}
          >
            {value}
          </Text>
          {unit ? (
            <Text c="gray.7" fz="sm">
              {unit}
            </Text>
          ) : null}
        </Group>
        <Text fz={compact ? 'xs' : 'sm'} c="gray.7">
          {detail}
        </Text>
        {action ? <div style={{ marginTop: 'auto' }}>{action}</div> : null}
      </Stack>
    </Card>
  );
}
