import type { AdminBanner, UpdateBannerBody } from '@jongdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { adminBannerKeys } from './admin-banner-keys.ts';

/** Every field replaced; `image` only when the picture changes (null keeps it). */
export const updateBanner = ({ id, body }: { id: string; body: UpdateBannerBody }) =>
  apiCall('updateBanner', { params: { id }, body });

/** The same banner with `isActive` switched: what the list's toggle sends. */
export const toggleBody = (banner: AdminBanner, isActive: boolean): UpdateBannerBody => ({
  title: banner.title,
  linkUrl: banner.linkUrl,
  startsAt: banner.startsAt,
  endsAt: banner.endsAt,
  isActive,
  image: null,
});

export function useUpdateBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBanner,
    onSuccess: (saved) => {
      // The row changes at once (the toggle does not flicker back); the list reloads for the states.
      queryClient.setQueryData<AdminBanner[]>(adminBannerKeys.list(), (list) =>
        list?.map((banner) => (banner.id === saved.id ? saved : banner)),
      );
      return queryClient.invalidateQueries({ queryKey: adminBannerKeys.list() });
    },
  });
}
