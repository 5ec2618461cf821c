import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { adminBannerKeys } from './admin-banner-keys.ts';

/** The banner and its picture, for good. */
export const deleteBanner = (id: string) => apiCall('deleteBanner', { params: { id } });

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBanner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminBannerKeys.list() }),
  });
}
