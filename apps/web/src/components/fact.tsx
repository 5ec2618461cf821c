import { Group, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

type FactProps = {
  label: string;
  /** Beside the label and value, in a light disc. */
  icon?: ReactNode;
  /** A smaller value in the normal weight, for a panel of many facts (the admin console). */
  dense?: boolean;
  children: ReactNode;
};

/** A label above its value: the appointment's date, the amount to pay… */
export function Fact({ label, icon, dense = false, children }: FactProps) {
  const fact = (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text component="div" {...(dense ? { fz: 'sm' } : { fw: 500 })}>
        {children}
      </Text>
    </div>
  );
  if (!icon) return fact;
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon variant="light" size="lg" radius="md">
        {icon}
      </ThemeIcon>
      {fact}
    </Group>
  );
}
