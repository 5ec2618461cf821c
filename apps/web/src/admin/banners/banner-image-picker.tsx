import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ChooseAgainButton, FileDropPrompt, FileDropZone } from '../../components/file-drop-zone.tsx';
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
  return (
    <FileDropZone
      accept={BANNER_ACCEPT}
      texts={texts}
      inputTestId="banner-image-input"
      describedBy={describedBy}
      check={bannerFileProblem}
      onFile={onFile}
      onProblem={(problem) => {
        if (problem) onProblem(problem);
      }}
      error={error}
      errorTestId="banner-image-error"
      disabled={disabled}
      padding={chosen ? 'md' : 'xl'}
    >
      {(zone) =>
        chosen ? (
          <Stack gap="sm">
            {chosen}
            <Group>
              <ChooseAgainButton label={texts.chooseAgain} onClick={zone.openPicker} disabled={disabled} />
            </Group>
          </Stack>
        ) : (
          <FileDropPrompt {...zone} texts={texts} />
        )
      }
    </FileDropZone>
  );
}
