import { Button, Group, type MantineColor, Text, Textarea, type TextareaProps } from '@mantine/core';
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

/**
 * The text an action asks for (a reason, a note): at most 500 characters, growing as it is typed, and
 * taking the focus when its dialog opens unless `autoFocus={false}`.
 */
export function ReasonField({ autoFocus = true, minRows = 2, ...props }: TextareaProps & { autoFocus?: boolean }) {
  return <Textarea maxLength={500} autosize minRows={minRows} data-autofocus={autoFocus || undefined} {...props} />;
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
