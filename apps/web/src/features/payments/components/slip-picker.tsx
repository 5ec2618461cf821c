import { Alert, Box, Button, Flex, Stack, Text, ThemeIcon } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconCamera, IconPhotoUp, IconRefresh } from '@tabler/icons-react';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { paymentTexts as texts } from '../texts.ts';

/** What the browser may offer; the server checks the bytes again (docs/product.md §7). */
export const SLIP_ACCEPT = 'image/jpeg,image/png,image/webp';
const SLIP_TYPES = SLIP_ACCEPT.split(',');
export const SLIP_MAX_BYTES = 10 * 1024 * 1024;

/** The Thai reason a file cannot be sent, or null. An empty type (some Android pickers) is left to the server. */
export function slipFileProblem(file: File): string | null {
  if (file.type && !SLIP_TYPES.includes(file.type)) return texts.fileWrongType;
  if (file.size === 0) return texts.fileEmpty;
  if (file.size > SLIP_MAX_BYTES) return texts.fileTooLarge;
  return null;
}

function formatFileSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

type Props = {
  file: File | null;
  /** A file that passed the checks above. */
  onFile: (file: File) => void;
  /** Why the file just chosen was refused (Thai), or null once a good one is chosen. */
  onProblem: (problem: string | null) => void;
  /** The refusal, or the server's answer to the last send: shown under the picker. */
  error: string | null;
  disabled?: boolean;
};

/**
 * Choosing a slip picture: a drop zone with a file button (on phones, one big button that offers the
 * camera or the album), then the picture itself with its name and size, to check before sending.
 * The customer's slip upload and the staff's payment record share it.
 */
export function SlipPicker({ file, onFile, onProblem, error, disabled = false }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  // Phones and tablets: one big button that offers the camera or the album; elsewhere, a drop zone.
  const touch = useMediaQuery('(max-width: 47.99em), (pointer: coarse)');

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const pick = (files: FileList | File[] | null) => {
    const list = Array.from(files ?? []);
    const chosen = list[0];
    if (!chosen) return;
    if (list.length > 1) return onProblem(texts.oneFileOnly);
    const reason = slipFileProblem(chosen);
    onProblem(reason);
    if (!reason) onFile(chosen);
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
    <Stack gap="md">
      {/* No `capture`: it would force the camera, and most slips are screenshots in the album. */}
      <input
        ref={inputRef}
        type="file"
        accept={SLIP_ACCEPT}
        aria-label={texts.fileInput}
        data-testid="slip-input"
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
        p={file ? 'sm' : touch ? 'md' : 'xl'}
        data-dragging={dragging || undefined}
        style={{
          borderRadius: 'var(--mantine-radius-md)',
          border: `2px dashed var(--mantine-color-${dragging ? 'jade-6' : error ? 'red-4' : 'gray-4'})`,
          background: `var(--mantine-color-${dragging ? 'jade-0' : 'gray-0'})`,
          transition: 'background 120ms, border-color 120ms',
        }}
      >
        {file && preview ? (
          <Flex direction={{ base: 'column', xs: 'row' }} gap="md" align={{ base: 'stretch', xs: 'flex-start' }}>
            <Box
              bg="white"
              w={{ base: '100%', xs: 180 }}
              h={{ base: 320, xs: 240 }}
              style={{ flex: 'none', borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}
            >
              <img
                src={preview}
                alt={texts.previewAlt}
                style={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
              />
            </Box>
            <Stack gap={6} style={{ minWidth: 0 }}>
              <Text fw={600} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {file.name}
              </Text>
              <Text fz="sm" c="dimmed">
                {texts.fileSize(formatFileSize(file.size))}
              </Text>
              <div>
                <Button
                  variant="default"
                  size="sm"
                  mt={4}
                  leftSection={<IconRefresh size={16} aria-hidden />}
                  onClick={openPicker}
                  disabled={disabled}
                >
                  {texts.chooseAgain}
                </Button>
              </div>
            </Stack>
          </Flex>
        ) : touch ? (
          <Stack gap="xs" align="stretch">
            <Button size="lg" h={64} leftSection={<IconCamera size={24} aria-hidden />} onClick={openPicker}>
              {texts.takeOrChoose}
            </Button>
            <Text fz="sm" c="dimmed" ta="center">
              {texts.takeOrChooseHint}
            </Text>
            <Text fz="xs" c="dimmed" ta="center">
              {texts.slipFormats}
            </Text>
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
            <Button variant="light" c="jade.9" onClick={openPicker}>
              {texts.chooseFile}
            </Button>
            <Text fz="xs" c="dimmed" mt={4}>
              {texts.slipFormats}
            </Text>
          </Stack>
        )}
      </Box>

      {error ? (
        <Alert color="red" variant="light" radius="md" icon={<IconAlertCircle size={20} aria-hidden />} role="alert">
          <Text fz="sm" data-testid="slip-error">
            {error}
          </Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
