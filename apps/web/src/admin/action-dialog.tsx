import { Button, Group, Modal, type ModalProps, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { notify } from '../components/notify.ts';

// What every admin action asked in a dialog or in place shares: the dialog, its two buttons, and what
// the screen says when the action's request answers.

/** A dialog asking before one action on a record (confirm, cancel, revoke, refund…): its title, centred. */
export function ActionModal({
  opened,
  onClose,
  title,
  closeLabel,
  size,
  closeOnClickOutside,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The close button's name for screen readers. */
  closeLabel: string;
  size?: ModalProps['size'];
  closeOnClickOutside?: boolean;
  children: ReactNode;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={600}>{title}</Text>}
      centered
      size={size}
      closeOnClickOutside={closeOnClickOutside}
      closeButtonProps={{ 'aria-label': closeLabel }}
    >
      {children}
    </Modal>
  );
}

/**
 * The end of an action's form: back out, or do it. The action submits the form unless it has its own
 * `onClick`; backing out waits while the action runs where `lockWhileRunning` says so.
 */
export function ActionButtons({
  cancelLabel,
  onCancel,
  label,
  running,
  onClick,
  color,
  icon,
  disabled,
  lockWhileRunning = false,
  autoFocus,
}: {
  cancelLabel: string;
  onCancel: () => void;
  label: string;
  running: boolean;
  onClick?: () => void;
  color?: string;
  icon?: ReactNode;
  disabled?: boolean;
  lockWhileRunning?: boolean;
  /** The action takes the focus when the dialog or panel opens (`data-autofocus`). */
  autoFocus?: boolean;
}) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={lockWhileRunning ? running : undefined}>
        {cancelLabel}
      </Button>
      <Button
        type={onClick ? 'button' : 'submit'}
        onClick={onClick}
        color={color}
        leftSection={icon}
        disabled={disabled}
        loading={running}
        data-autofocus={autoFocus}
      >
        {label}
      </Button>
    </Group>
  );
}

/**
 * What a form's request does when it answers: a success is said and followed by `afterwards`; a failure puts
 * the server's field messages on the fields and is said under `failed` (and in the form too, `inForm`).
 */
export function answered<Result>(
  form: { showServerErrors: (failure: unknown) => boolean; setFormError: (message: string | null) => void },
  {
    success,
    failed,
    afterwards,
    inForm = false,
  }: { success: (result: Result) => string; failed: string; afterwards?: (result: Result) => void; inForm?: boolean },
) {
  return {
    onSuccess: (result: Result) => {
      notify.success(success(result));
      afterwards?.(result);
    },
    onError: (failure: Error) => {
      form.showServerErrors(failure);
      if (inForm) form.setFormError(failure.message);
      notify.error(failure.message, failed);
    },
  };
}
