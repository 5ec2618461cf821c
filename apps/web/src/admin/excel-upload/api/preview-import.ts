import type { FieldError, ImportPreview, ImportPreviewFields } from '@jongdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, apiUrl, readToken, SESSION_ENDED_EVENT } from '../../../api/client.ts';
import { excelImportTexts as texts } from '../texts.ts';
import { adminImportKeys } from './admin-import-keys.ts';

export type PreviewImportInput = { target: ImportPreviewFields; file: File };

/**
 * Sends the previewImport route a multipart form: the target's fields, then the file in `file`.
 * Nothing is written yet; the answer is every row checked. XMLHttpRequest rather than fetch, for real
 * upload progress on a 10 MB file: `onProgress` gets 0–1. Errors carry the server's Thai message and
 * code, as apiRequest's do.
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

  return new Promise((resolve, reject) => {
    const token = readToken();
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl('previewImport', { body: form }));
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(texts.uploadNetworkError, 0));
    xhr.onload = () => {
      let payload: { data?: ImportPreview; error?: string; code?: string; details?: FieldError[] } | null = null;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && payload?.data) return resolve(payload.data);
      if (xhr.status === 401 && token && payload?.code === 'UNAUTHENTICATED') {
        window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
      }
      // A proxy in front of the API may answer 413 with an HTML page of its own.
      const fallback = xhr.status === 413 ? texts.fileTooLarge : texts.uploadFailed;
      reject(new ApiError(payload?.error || fallback, xhr.status, payload?.code, payload?.details));
    };
    xhr.send(form);
  });
}

/** Uploads for a preview; the history gains the new (not yet saved) import. */
export function usePreviewImport() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (input: PreviewImportInput) => {
      setProgress(0);
      return previewImport(input, setProgress);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminImportKeys.lists() }),
  });
  return { ...mutation, progress };
}
