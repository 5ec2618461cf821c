import { Alert, Box, Button, type MantineSpacing, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconPhotoUp, IconRefresh } from '@tabler/icons-react';
import { type CSSProperties, type DragEvent, type ReactNode, type RefObject, useRef, useState } from 'react';
import { fileDropTexts } from './texts.ts';

/** What a zone says, from the texts of the screen it is on. */
export type FileDropTexts = {
  /** The hidden file input's name. */
  fileInput: string;
  /** The refusal when more than one file is dropped. */
  oneFileOnly: string;
  /** "Drop it here", and what it says once a file is over the zone. */
  dropHere: string;
  dropRelease: string;
  /** The button that opens the picker. */
  chooseFile: string;
};

/** What the zone's content is told: spread it into FileDropPrompt. */
export type Zone = {
  /** A file is being dragged over the zone (never while it is disabled). */
  dragging: boolean;
  /** Opens the browser's file picker. */
  openPicker: () => void;
  /** No file is taken now: the zone's own `disabled`. */
  disabled: boolean;
};

type Props = {
  /** The input behind the zone, when something else on the page opens it too; otherwise its own. */
  inputRef?: RefObject<HTMLInputElement | null>;
  accept: string;
  texts: Pick<FileDropTexts, 'fileInput' | 'oneFileOnly'>;
  inputTestId: string;
  /** A hint about formats and sizes, read with the hidden file input. */
  describedBy?: string;
  /** The Thai reason a file cannot be taken (its type, its size), or null. */
  check: (file: File) => string | null;
  /** A file that passed `check` (after `onProblem(null)`). */
  onFile: (file: File) => void;
  /** Why the file just chosen was refused (Thai), or null once a good one is chosen. */
  onProblem: (problem: string | null) => void;
  /** The refusal or the server's answer, in an alert under the zone (its text with `errorTestId`). */
  error: string | null;
  errorTitle?: string;
  errorTestId: string;
  /** Sending or saving: no file is taken, by drop or by the picker. */
  disabled?: boolean;
  /** The zone's padding and the gap to the alert under it. */
  padding: MantineSpacing;
  gap?: MantineSpacing;
  /** What the zone shows: a prompt to drop or choose a file, or what was chosen. */
  children: (zone: Zone) => ReactNode;
};

/**
 * A drop zone over a hidden file input (the banner picture, the Excel file, the payment slip): one
 * file at a time, checked before the caller sees it; a dashed box that lights up while a file is
 * dragged over it, and the refusal (or the server's answer) in an alert under it.
 */
export function FileDropZone({
  inputRef,
  accept,
  texts,
  inputTestId,
  describedBy,
  check,
  onFile,
  onProblem,
  error,
  errorTitle,
  errorTestId,
  disabled = false,
  padding,
  gap = 'sm',
  children,
}: Props) {
  const ownRef = useRef<HTMLInputElement>(null);
  const ref = inputRef ?? ownRef;
  const [dragging, setDragging] = useState(false);

  const pick = (files: FileList | File[] | null) => {
    const list = Array.from(files ?? []);
    const file = list[0];
    if (!file) return;
    if (list.length > 1) return onProblem(texts.oneFileOnly);
    const problem = check(file);
    onProblem(problem);
    if (!problem) onFile(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) pick(event.dataTransfer.files);
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!dragging && !disabled) setDragging(true);
  };
  const openPicker = () => ref.current?.click();

  return (
    <Stack gap={gap}>
      <input
        ref={ref}
        type="file"
        accept={accept}
        aria-label={texts.fileInput}
        aria-describedby={describedBy}
        data-testid={inputTestId}
        hidden
        disabled={disabled}
        onChange={(event) => {
          pick(event.currentTarget.files);
          event.currentTarget.value = ''; // the same file again still counts as a change
        }}
      />
      <Box
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        p={padding}
        data-dragging={dragging || undefined}
        style={{
          borderRadius: 'var(--mantine-radius-md)',
          border: `2px dashed var(--mantine-color-${dragging ? 'jade-6' : error ? 'red-4' : 'gray-4'})`,
          background: `var(--mantine-color-${dragging ? 'jade-0' : 'gray-0'})`,
          transition: 'background 120ms, border-color 120ms',
        }}
      >
        {children({ dragging, openPicker, disabled })}
      </Box>
      {error ? (
        <Alert
          color="red"
          variant="light"
          radius="md"
          icon={<IconAlertCircle size={20} aria-hidden />}
          title={errorTitle}
          role="alert"
        >
          <Text fz="sm" data-testid={errorTestId}>
            {error}
          </Text>
        </Alert>
      ) : null}
    </Stack>
  );
}

type PromptProps = Zone & {
  /** In the round badge above; a picture by default. */
  icon?: ReactNode;
  texts: Pick<FileDropTexts, 'dropHere' | 'dropRelease' | 'chooseFile'>;
  /** Under the button: the formats and sizes taken. */
  hint?: ReactNode;
  /** A smaller icon and a plain button (the Excel step, in a page of steps). */
  compact?: boolean;
};

/** The empty zone: an icon, "drop the file here" (or "release"), "or", and the button that opens the picker. */
export function FileDropPrompt({
  icon = <IconPhotoUp size={30} aria-hidden />,
  dragging,
  openPicker,
  disabled,
  texts,
  hint,
  compact = false,
}: PromptProps) {
  return (
    <Stack gap={compact ? 6 : 'xs'} align="center" ta="center">
      <ThemeIcon size={compact ? 48 : 56} radius="xl" variant="light" color="jade">
        {icon}
      </ThemeIcon>
      <Text fw={600}>{dragging ? texts.dropRelease : texts.dropHere}</Text>
      <Text fz="sm" c="dimmed">
        {fileDropTexts.or}
      </Text>
      {compact ? (
        <Button size="sm" onClick={openPicker} disabled={disabled}>
          {texts.chooseFile}
        </Button>
      ) : (
        // Darker text than the light variant's own: AA contrast on the tinted button over grey.
        <Button variant="light" c="jade.9" onClick={openPicker} disabled={disabled}>
          {texts.chooseFile}
        </Button>
      )}
      {hint ? (
        <Text fz="xs" c="dimmed" mt={4}>
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}

/** "Choose another": the button beside (or under) what was chosen. */
export function ChooseAgainButton({
  label,
  onClick,
  disabled = false,
  ...rest
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  mt?: MantineSpacing;
  style?: CSSProperties;
}) {
  return (
    <Button
      variant="default"
      size="sm"
      leftSection={<IconRefresh size={16} aria-hidden />}
      onClick={onClick}
      disabled={disabled}
      {...rest}
    >
      {label}
    </Button>
  );
}

/** A file's size as the pickers show it: "820 KB", "1.4 MB". */
export function formatFileSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
