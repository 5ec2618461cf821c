import { Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFileSpreadsheet, IconFileUpload } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { ChooseAgainButton, FileDropPrompt, FileDropZone, formatFileSize } from '../../components/file-drop-zone.tsx';
import { importFileProblem, XLSX_ACCEPT } from './import-file.ts';
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
  const locked = disabled || uploading;
  const percent = Math.round(progress * 100);
  const fileIcon = (
    <ThemeIcon size={40} radius="md" variant="light" color="jade">
      <IconFileSpreadsheet size={22} aria-hidden />
    </ThemeIcon>
  );

  return (
    <FileDropZone
      inputRef={inputRef}
      accept={XLSX_ACCEPT}
      texts={texts}
      inputTestId="import-file-input"
      check={importFileProblem}
      onFile={onFile}
      onProblem={onProblem}
      error={error}
      errorTitle={texts.uploadRefused}
      errorTestId="import-upload-error"
      disabled={locked}
      padding="lg"
    >
      {(zone) =>
        uploading && file ? (
          <Stack gap="xs" role="status">
            <Group gap="sm" wrap="nowrap">
              {fileIcon}
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
              {fileIcon}
              <div style={{ minWidth: 0 }}>
                <Text fw={600} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                  {file.name}
                </Text>
                <Text fz="xs" c="dimmed">
                  {texts.fileSize(formatFileSize(file.size))}
                </Text>
              </div>
            </Group>
            <ChooseAgainButton
              label={texts.chooseAnother}
              onClick={zone.openPicker}
              disabled={locked}
              style={{ flex: 'none' }}
            />
          </Group>
        ) : (
          <FileDropPrompt
            {...zone}
            icon={<IconFileUpload size={26} aria-hidden />}
            texts={texts}
            hint={disabled ? texts.uploadNeedsChoice : texts.fileFormats}
            compact
          />
        )
      }
    </FileDropZone>
  );
}
