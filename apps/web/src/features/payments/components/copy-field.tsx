import { Button, CopyButton, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect } from 'react';
import { notify } from '../../../components/notify.ts';
import { paymentTexts as texts } from '../texts.ts';

/** A labelled value (account number, account name…) with a button that copies it. */
export function CopyField({
  label,
  value,
  display = value,
  mono = false,
}: {
  label: string;
  value: string;
  display?: string;
  mono?: boolean;
}) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap" align="center">
      <div style={{ minWidth: 0 }}>
        <Text fz="xs" c="dimmed">
          {label}
        </Text>
        <Text
          fw={600}
          fz={mono ? 'lg' : 'md'}
          style={{ overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums', letterSpacing: mono ? 0.5 : 0 }}
        >
          {display}
        </Text>
      </div>
      <CopyButton value={value} timeout={2000}>
        {({ copied, copy }) => <CopyAction copied={copied} copy={copy} label={label} />}
      </CopyButton>
    </Group>
  );
}

/** The button itself: the toast follows the clipboard's answer, so a refused copy never says "copied". */
function CopyAction({ copied, copy, label }: { copied: boolean; copy: () => void; label: string }) {
  useEffect(() => {
    if (copied) notify.success(texts.copied);
  }, [copied]);
  return (
    <Button
      onClick={copy}
      variant={copied ? 'filled' : 'light'}
      size="sm"
      leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
      style={{ flex: 'none' }}
    >
      {copied ? texts.copied : texts.copy}
      {/* What is copied, for a screen reader: "คัดลอกเลขที่บัญชี" (an aria-label would not match the visible words). */}
      <VisuallyHidden>{label}</VisuallyHidden>
    </Button>
  );
}
