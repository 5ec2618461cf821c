import type { ConsentChangeBody } from '@jongdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { privacyKeys } from './privacy-keys.ts';

/** Gives or withdraws one purpose; the answer carries the new state and, in Thai, what it means. */
export const changeConsent = (body: ConsentChangeBody) => apiCall('changeMyConsent', { body });

export function useChangeConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeConsent,
    onSuccess: (result) => queryClient.setQueryData(privacyKeys.consents(), result.consents),
  });
}
