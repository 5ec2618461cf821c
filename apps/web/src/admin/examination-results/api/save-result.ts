import type { ResultBody } from '@jongdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiCall } from '../../../api/client.ts';
import { adminResultKeys } from './admin-result-keys.ts';

/** Records or corrects an examinee's result (refused with RESULT_LOCKED while a valid certificate exists). */
export const saveResult = ({ examineeId, body }: { examineeId: string; body: ResultBody }) =>
  apiCall('saveResult', { params: { examineeId }, body });

export function useSaveResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveResult,
    onSuccess: (_result, { examineeId }) => {
      void queryClient.invalidateQueries({ queryKey: adminResultKeys.form(examineeId) });
      void queryClient.invalidateQueries({ queryKey: adminResultKeys.lists() });
    },
    onError: (error, { examineeId }) => {
      // Certified meanwhile (another desk issued it): reload, and the form shows itself locked.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: adminResultKeys.form(examineeId) });
        void queryClient.invalidateQueries({ queryKey: adminResultKeys.lists() });
      }
    },
  });
}
