import type { CreateBannerBody } from '@jongdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { adminBannerKeys } from './admin-banner-keys.ts';

/** A new banner, last in the carousel; its picture travels as a data URL. */
export const createBanner = (body: CreateBannerBody) => apiCall('createBanner', { body });

export function useCreateBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBanner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminBannerKeys.list() }),
  });
}
