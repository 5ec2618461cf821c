import { Button, Group, type MantineColor, Text } from '@mantine/core';
import { useId } from 'react';

/**
 * A reason staff must give (cancelling, refusing a slip, revoking a certificate): what the schema
 * checks is the reason as typed less its spaces, and an empty one is asked for in the screen's words.
 */
export function requiredReason(message: string) {
  return {
    toInput: ({ reason }: { reason: string }) => ({ reason: reason.trim() }),
    check: ({ reason }: { reason: string }) => ({ reason: reason.trim() ? undefined : message }),
  };
}

type Props = {
  label: string;
  reasons: readonly string[];
  value: string;
  color: MantineColor;
  onPick: (reason: string) => void;
};

/** The common reasons as chips above the reason field: one tap fills it, and it can still be typed in. */
export function QuickReasons({ label, reasons, value, color, onPick }: Props) {
  const id = useId();
  return (
    <div>
      <Text fz="xs" fw={600} c="dark.6" mb={6} id={id}>
        {label}
      </Text>
      <Group gap={6} role="group" aria-labelledby={id}>
        {reasons.map((option) => (
          <Button
            key={option}
            size="compact-sm"
            radius="xl"
            variant={value === option ? 'filled' : 'default'}
            color={color}
            aria-pressed={value === option}
            onClick={() => onPick(option)}
          >
            {option}
          </Button>
        ))}
      </Group>
    </div>
  );
}
