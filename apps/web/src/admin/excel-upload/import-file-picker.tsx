import { Alert, Box, Button, Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconFileSpreadsheet, IconFileUpload, IconRefresh } from '@tabler/icons-react';
import { type DragEvent, type RefObject, useState } from 'react';
import { formatFileSize, importFileProblem, XLSX_ACCEPT } from './import-file.ts';
import { excelImportTexts as texts } from './texts.ts';

type Props = {
  /** The input behind the zone, so "upload the fixed file" elsewhere on the page can open it. */
  inputRef: RefObject<HTMLInputElement | null>;
  /** The file last sent (or being sent). */
  file: File | null;
  /** A file that passed the checks below: sent at once. */
  onFile: (file: File) => void;
  /** Why the file just chosen was refused (Thai), or null once a good one is chosen. */
  onProblem: (problem: string | null) => void;
  /** The refusal, or the server's answer to the last upload. */
  error: string | null;
  uploading: boolean;
  /** 0–1 while uploading. */
  progress: number;
  disabled: boolean;
};

/**
 * Step 3: a drop zone with a file button (.xlsx, ≤ 10 MB, checked before anything is sent), then the
 * upload's progress, then the file's name with "choose another". Choosing a file uploads it.
 */
export function ImportFilePicker({ inputRef, file, onFile, onProblem, error, uploading, progress, disabled }: Props) {
  const [dragging, setDragging] = useState(false);
  const locked = disabled || uploading;

  const pick = (files: FileList | File[] | null) => {
    const list = Array.from(files ?? []);
    const chosen = list[0];
    if (!chosen) return;
    if (list.length > 1) return onProblem(texts.oneFileOnly);
    const reason = importFileProblem(chosen);
    onProblem(reason);
    if (!reason) onFile(chosen);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!locked) pick(event.dataTransfer.files);
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!dragging && !locked) setDragging(true);
  };
  const openPicker = () => inputRef.current?.click();
  const percent = Math.round(progress * 100);

  return (
    <Stack gap="sm">
      <input
        ref={inputRef}
        type="file"
        accept={XLSX_ACCEPT}
        aria-label={texts.fileInput}
        data-testid="import-file-input"
        hidden
        disabled={locked}
        onChange={(event) => {
          pick(event.currentTarget.files);
          event.currentTarget.value = ''; // the same (fixed) file again still counts as a change
        }}
      />
      <Box
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        p="lg"
        data-dragging={dragging || undefined}
        style={{
          borderRadius: 'var(--mantine-radius-md)',
          border: `2px dashed var(--mantine-color-${dragging ? 'jade-6' : error ? 'red-4' : 'gray-4'})`,
          background: `var(--mantine-color-${dragging ? 'jade-0' : 'gray-0'})`,
          transition: 'background 120ms, border-color 120ms',
        }}
      >
        {uploading && file ? (
          <Stack gap="xs" role="status">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon size={40} radius="md" variant="light" color="jade">
                <IconFileSpreadsheet size={22} aria-hidden />
              </ThemeIcon>
              <Text fw={600} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {texts.uploading(file.name)}
              </Text>
            </Group>
            <Progress.Root size="md" radius="xl">
              <Progress.Section
                value={percent < 100 ? Math.max(percent, 3) : 100}
                striped={percent >= 100}
                animated={percent >= 100}
                aria-label={texts.uploading(file.name)}
              />
            </Progress.Root>
            <Text fz="sm" c="dimmed">
              {percent < 100 ? texts.uploadProgress(percent) : texts.checkingRows}
            </Text>
          </Stack>
        ) : file ? (
          <Group gap="sm" wrap="wrap" justify="space-between">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 200px' }}>
              <ThemeIcon size={40} radius="md" variant="light" color="jade">
                <IconFileSpreadsheet size={22} aria-hidden />
              </ThemeIcon>
              <div style={{ minWidth: 0 }}>
                <Text fw={600} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                  {file.name}
                </Text>
                <Text fz="xs" c="dimmed">
                  {texts.fileSize(formatFileSize(file.size))}
                </Text>
              </div>
            </Group>
            <Button
              variant="default"
              size="sm"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={openPicker}
              disabled={locked}
              style={{ flex: 'none' }}
            >
              {texts.chooseAnother}
            </Button>
          </Group>
        ) : (
          <Stack gap={6} align="center" ta="center">
            <ThemeIcon size={48} radius="xl" variant="light" color="jade">
              <IconFileUpload size={26} aria-hidden />
            </ThemeIcon>
            <Text fw={600}>{dragging ? texts.dropRelease : texts.dropHere}</Text>
            <Text fz="sm" c="dimmed">
              {texts.or}
            </Text>
            <Button size="sm" onClick={openPicker} disabled={locked}>
              {texts.chooseFile}
            </Button>
            <Text fz="xs" c="dimmed" mt={4}>
              {disabled ? texts.uploadNeedsChoice : texts.fileFormats}
            </Text>
          </Stack>
        )}
      </Box>

      {error ? (
        <Alert
          color="red"
          variant="light"
          radius="md"
          icon={<IconAlertCircle size={20} aria-hidden />}
          title={texts.uploadRefused}
          role="alert"
        >
          <Text fz="sm" data-testid="import-upload-error">
            {error}
          </Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
