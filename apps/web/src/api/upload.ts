import type { FieldError } from '@jongdee/contracts';
import { type RouteId, routes } from '@jongdee/contracts/routes';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ApiError,
  apiUrl,
  checkAnswer,
  type RouteInput,
  type RouteOutput,
  readToken,
  SESSION_ENDED_EVENT,
} from './client.ts';

/** The Thai messages of an upload that got no answer of the API's own. */
export type UploadMessages = {
  /** No answer at all: the connection dropped. */
  networkError: string;
  /** A 413 from a proxy in front of the API, with an HTML page of its own. */
  tooLarge: string;
  /** Any other failure without the server's message. */
  failed: string;
};

/**
 * Sends route `id` its multipart form (the body) with XMLHttpRequest rather than fetch, for real
 * upload progress on a large file or a slow phone connection: `onProgress` gets 0–1. Errors carry
 * the server's Thai message, code and details, as apiRequest's do, and a 401 ends the session the
 * same way.
 */
export function apiUpload<Id extends RouteId>(
  id: Id,
  input: RouteInput<Id> & { body: FormData },
  messages: UploadMessages,
  onProgress: (fraction: number) => void = () => {},
): Promise<RouteOutput<Id>> {
  return new Promise((resolve, reject) => {
    const token = readToken();
    const xhr = new XMLHttpRequest();
    xhr.open(routes[id].method, (apiUrl as (id: Id, input: RouteInput<Id>) => string)(id, input));
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(messages.networkError, 0));
    xhr.onload = () => {
      let payload: { data?: RouteOutput<Id>; error?: string; code?: string; details?: FieldError[] } | null = null;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && payload?.data) {
        const data = payload.data;
        return void checkAnswer(id, data).then(() => resolve(data), reject);
      }
      if (xhr.status === 401 && token && payload?.code === 'UNAUTHENTICATED') {
        window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
      }
      const fallback = xhr.status === 413 ? messages.tooLarge : messages.failed;
      reject(new ApiError(payload?.error || fallback, xhr.status, payload?.code, payload?.details));
    };
    xhr.send(input.body);
  });
}

/**
 * A mutation around an upload that reports progress: `progress` (0–1) starts again at 0 with each
 * upload. The options are useMutation's, without its function.
 */
export function useUploadMutation<Input, Output>(
  upload: (input: Input, onProgress: (fraction: number) => void) => Promise<Output>,
  options: Omit<UseMutationOptions<Output, Error, Input>, 'mutationFn'> = {},
) {
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    ...options,
    mutationFn: (input: Input) => {
      setProgress(0);
      return upload(input, setProgress);
    },
  });
  return { ...mutation, progress };
}
