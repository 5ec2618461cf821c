import type { ImportPreview, ImportPreviewFields } from '@jongdee/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { apiUpload, useUploadMutation } from '../../../api/upload.ts';
import { excelImportTexts as texts } from '../texts.ts';
import { adminImportKeys } from './admin-import-keys.ts';

export type PreviewImportInput = { target: ImportPreviewFields; file: File };

/**
 * Sends the previewImport route a multipart form: the target's fields, then the file in `file`.
 * Nothing is written yet; the answer is every row checked. With real upload progress on a 10 MB file:
 * `onProgress` gets 0–1 (apiUpload).
 */
export function previewImport(
  { target, file }: PreviewImportInput,
  onProgress: (fraction: number) => void = () => {},
): Promise<ImportPreview> {
  const form = new FormData();
  // Fields first: the server streams the file and reads only the fields that came before it.
  for (const [key, value] of Object.entries(target)) {
    if (value !== undefined) form.append(key, value);
  }
  form.append('file', file, file.name);

  return apiUpload(
    'previewImport',
    { body: form },
    { networkError: texts.uploadNetworkError, tooLarge: texts.fileTooLarge, failed: texts.uploadFailed },
    onProgress,
  );
}

/** Uploads for a preview; the history gains the new (not yet saved) import. */
export function usePreviewImport() {
  const queryClient = useQueryClient();
  return useUploadMutation(previewImport, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminImportKeys.lists() }),
  });
}
