import type { CreateDataRequestBody, DataRequest } from '@jongdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { privacyKeys } from './privacy-keys.ts';

export const createDataRequest = (body: CreateDataRequestBody) =>
  apiRequest<DataRequest>('/api/auth/data-requests', { method: 'POST', body });

export function useCreateDataRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDataRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: privacyKeys.dataRequests() }),
  });
}
