import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { dashboardKeys } from './dashboard-keys.ts';

/**
 * The banners live now, in staff's order. Public and the same for everyone: the browser keeps the
 * answer and asks again with its ETag, so an unchanged list costs a 304.
 */
export const getLiveBanners = () => apiCall('listBanners');

export const liveBannersQueryOptions = () =>
  queryOptions({ queryKey: [...dashboardKeys.all, 'banners'] as const, queryFn: getLiveBanners });

export function useLiveBanners() {
  return useQuery(liveBannersQueryOptions());
}
