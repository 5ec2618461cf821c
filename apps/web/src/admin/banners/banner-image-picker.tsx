import { Alert, Box, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconPhotoUp, IconRefresh } from '@tabler/icons-react';
import { type DragEvent, type ReactNode, useRef, useState } from 'react';
import { BANNER_ACCEPT, bannerFileProblem } from './banner-image-file.ts';
import { adminBannerTexts as texts } from './texts.ts';

type Props = {
  /** What is chosen (or stored) now, with its preview; null shows the drop zone. */
  chosen: ReactNode | null;
  /** A file that passed the quick checks (type, size); the caller opens it. */
  onFile: (file: File) => void;
  /** Why the file just chosen was refused (Thai). */
  onProblem: (problem: string) => void;
  error: string | null;
  disabled?: boolean;
  /** The hint about formats and sizes, read with the hidden file input. */
  describedBy: string;
};

/**
 * Choosing a banner picture: a drop zone with a file button, or — once chosen — its preview and a
 * button to choose again (dropping another file on it works too).
 */
export function BannerImagePicker({ chosen, onFile, onProblem, error, disabled = false, describedBy }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const pick = (files: FileList | File[] | null) => {
    const list = Array.from(files ?? []);
    const file = list[0];
    if (!file) return;
    if (list.length > 1) return onProblem(texts.oneFileOnly);
    const problem = bannerFileProblem(file);
    if (problem) return onProblem(problem);
    onFile(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) pick(event.dataTransfer.files);
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!dragging) setDragging(true);
  };
  const openPicker = () => inputRef.current?.click();

  return (
    <Stack gap="sm">
      <input
        ref={inputRef}
        type="file"
        accept={BANNER_ACCEPT}
        aria-label={texts.fileInput}
        aria-describedby={describedBy}
        data-testid="banner-image-input"
        hidden
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
        p={chosen ? 'md' : 'xl'}
        data-dragging={dragging || undefined}
        style={{
          borderRadius: 'var(--mantine-radius-md)',
          border: `2px dashed var(--mantine-color-${dragging ? 'jade-6' : error ? 'red-4' : 'gray-4'})`,
          background: `var(--mantine-color-${dragging ? 'jade-0' : 'gray-0'})`,
          transition: 'background 120ms, border-color 120ms',
        }}
      >
        {chosen ? (
          <Stack gap="sm">
            {chosen}
            <Group>
              <Button
                variant="default"
                size="sm"
                leftSection={<IconRefresh size={16} aria-hidden />}
                onClick={openPicker}
                disabled={disabled}
              >
                {texts.chooseAgain}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="xs" align="center" ta="center">
            <ThemeIcon size={56} radius="xl" variant="light" color="jade">
              <IconPhotoUp size={30} aria-hidden />
            </ThemeIcon>
            <Text fw={600}>{dragging ? texts.dropRelease : texts.dropHere}</Text>
            <Text fz="sm" c="dimmed">
              {texts.or}
            </Text>
            {/* Darker text than the light variant's own: AA contrast on the tinted button over grey. */}
            <Button variant="light" c="jade.9" onClick={openPicker} disabled={disabled}>
              {texts.chooseFile}
            </Button>
          </Stack>
        )}
      </Box>
      {error ? (
        <Alert color="red" variant="light" radius="md" icon={<IconAlertCircle size={20} aria-hidden />} role="alert">
          <Text fz="sm" data-testid="banner-image-error">
            {error}
          </Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
