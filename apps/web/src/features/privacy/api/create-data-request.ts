import type { CreateDataRequestBody } from '@jongdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { privacyKeys } from './privacy-keys.ts';

export const createDataRequest = (body: CreateDataRequestBody) => apiCall('createDataRequest', { body });

export function useCreateDataRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDataRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: privacyKeys.dataRequests() }),
  });
}
