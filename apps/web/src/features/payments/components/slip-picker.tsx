import { Box, Button, Flex, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCamera } from '@tabler/icons-react';
import {
  ChooseAgainButton,
  FileDropPrompt,
  FileDropZone,
  formatFileSize,
} from '../../../components/file-drop-zone.tsx';
import { useObjectUrl } from '../../../lib/use-object-url.ts';
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
  const preview = useObjectUrl(file ?? undefined);
  // Phones and tablets: one big button that offers the camera or the album; elsewhere, a drop zone.
  const touch = useMediaQuery('(max-width: 47.99em), (pointer: coarse)');

  return (
    // No `capture` on the input: it would force the camera, and most slips are screenshots in the album.
    <FileDropZone
      accept={SLIP_ACCEPT}
      texts={texts}
      inputTestId="slip-input"
      check={slipFileProblem}
      onFile={onFile}
      onProblem={onProblem}
      error={error}
      errorTestId="slip-error"
      disabled={disabled}
      padding={file ? 'sm' : touch ? 'md' : 'xl'}
      gap="md"
    >
      {(zone) =>
        file && preview ? (
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
                <ChooseAgainButton label={texts.chooseAgain} onClick={zone.openPicker} disabled={disabled} mt={4} />
              </div>
            </Stack>
          </Flex>
        ) : touch ? (
          <Stack gap="xs" align="stretch">
            <Button
              size="lg"
              h={64}
              leftSection={<IconCamera size={24} aria-hidden />}
              onClick={zone.openPicker}
              disabled={disabled}
            >
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
          <FileDropPrompt {...zone} texts={texts} hint={texts.slipFormats} />
        )
      }
    </FileDropZone>
  );
}
