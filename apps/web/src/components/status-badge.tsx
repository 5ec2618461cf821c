import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';
import type { CSSProperties } from 'react';

/**
 * A status in Thai on a tint of its colour, with a dot of the colour itself. The label is dark:
 * orange text (pending, the commonest status) cannot reach AA contrast on its own tint. Long labels
 * wrap rather than being cut, for narrow table columns. Booking and payment badges are this, coloured.
 */
export function StatusBadge({
  color,
  label,
  size = 'md',
  ...props
}: { color: MantineColor; label: string } & BadgeProps) {
  return (
    <Badge
      color={color}
      variant="light"
      size={size}
      radius="sm"
      tt="none"
      fw={600}
      h="auto"
      py={3}
      style={{ '--badge-color': 'var(--mantine-color-dark-7)', flex: 'none' } as CSSProperties}
      styles={{ label: { whiteSpace: 'normal', lineHeight: 1.35 } }}
      leftSection={
        <span
          aria-hidden
          style={{ width: 8, height: 8, borderRadius: '50%', background: `var(--mantine-color-${color}-7)` }}
        />
      }
      {...props}
    >
      {label}
    </Badge>
  );
}
