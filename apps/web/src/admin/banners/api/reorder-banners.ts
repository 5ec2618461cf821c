import type { AdminBanner } from '@jongdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { adminBannerKeys } from './admin-banner-keys.ts';

/** Every banner's id, first shown first; the server refuses (409) a list that is out of date. */
export const reorderBanners = (ids: string[]) => apiCall('reorderBanners', { body: { ids } });

/** Moves `id` by `offset` places (−1 up, +1 down); the same list when it cannot move. */
export function moveInOrder(ids: readonly string[], id: string, offset: number): string[] {
  const from = ids.indexOf(id);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

/**
 * The list takes the new order at once (staff see the row move as they drag); the server's answer
 * replaces it, and a refusal puts the list back as the server has it.
 */
export function useReorderBanners() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderBanners,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: adminBannerKeys.list() });
      const previous = queryClient.getQueryData<AdminBanner[]>(adminBannerKeys.list());
      if (previous) {
        const byId = new Map(previous.map((banner) => [banner.id, banner]));
        queryClient.setQueryData(
          adminBannerKeys.list(),
          ids.flatMap((id) => byId.get(id) ?? []),
        );
      }
      return { previous };
    },
    onSuccess: (list) => queryClient.setQueryData(adminBannerKeys.list(), list),
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(adminBannerKeys.list(), context.previous);
      void queryClient.invalidateQueries({ queryKey: adminBannerKeys.list() });
    },
  });
}
