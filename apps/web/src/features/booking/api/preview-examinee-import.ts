import type { ExamineeImportPreview } from '@jongdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiUpload, type UploadMessages } from '../../../api/upload.ts';
import { examineeImportTexts as texts } from '../texts.ts';

/** What the person gives: the rows they pasted, or the filled-in template. */
export type ExamineeImportSource = { text: string } | { file: File };

export const examineeImportMessages: UploadMessages = {
  networkError: texts.networkError,
  tooLarge: texts.fileTooLarge,
  failed: texts.failed,
};

/** The source as the import routes take it: the pasted text in `text`, or the workbook in `file`. */
export function examineeImportForm(source: ExamineeImportSource): FormData {
  const form = new FormData();
  if ('text' in source) form.append('text', source.text);
  else form.append('file', source.file, source.file.name);
  return form;
}

/** Every row checked with the examinee form's rules; nothing is saved. */
export const previewExamineeImport = (
  bookingId: string,
  source: ExamineeImportSource,
): Promise<ExamineeImportPreview> =>
  apiUpload(
    'previewExamineeImport',
    { params: { id: bookingId }, body: examineeImportForm(source) },
    examineeImportMessages,
  );

export function usePreviewExamineeImport(bookingId: string) {
  return useMutation({ mutationFn: (source: ExamineeImportSource) => previewExamineeImport(bookingId, source) });
}
