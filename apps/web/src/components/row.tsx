import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './row.module.css';

type RowProps = {
  label: string;
  value: ReactNode;
  /** The value in a heavier weight (the customer's screens). */
  strong?: boolean;
  /** Spaced, with a rule between it and the next row (a list of rows). */
  divided?: boolean;
  /** The row is a term of a `<dl>`: the label is its `dt`, the value its `dd`. */
  inList?: boolean;
  /** `data-testid` of the value. */
  testId?: string;
};

/** A label on the left, its value on the right; a long value wraps (anywhere) rather than overflow. */
export function Row({ label, value, strong = false, divided = false, inList = false, testId }: RowProps) {
  return (
    <Group
      justify="space-between"
      gap="sm"
      wrap="nowrap"
      align="flex-start"
      className={divided ? classes.divided : undefined}
    >
      <Text component={inList ? 'dt' : 'p'} fz="sm" c="dimmed" style={{ flex: 'none' }}>
        {label}
      </Text>
      <Text
        component={inList ? 'dd' : 'div'}
        m={0}
        fz="sm"
        fw={strong ? 500 : undefined}
        ta="right"
        data-testid={testId}
        style={{ minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
      >
        {value}
      </Text>
    </Group>
  );
}
