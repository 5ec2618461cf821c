import { Button, type ButtonProps, CopyButton } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** Copies `value` (a temporary password, a check link) and says so for two seconds, in the button itself. */
export function CopyValueButton({
  value,
  label,
  copiedLabel,
  size,
  mt,
}: {
  value: string;
  label: string;
  copiedLabel: string;
  size?: 'xs';
  mt?: ButtonProps['mt'];
}) {
  const iconSize = size === 'xs' ? 14 : 16;
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Button
          size={size}
          mt={mt}
          variant={copied ? 'filled' : 'light'}
          color={copied ? 'teal' : undefined}
          leftSection={copied ? <IconCheck size={iconSize} aria-hidden /> : <IconCopy size={iconSize} aria-hidden />}
          onClick={copy}
        >
          {copied ? copiedLabel : label}
        </Button>
      )}
    </CopyButton>
  );
}
