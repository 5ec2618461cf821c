import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { adminBannerKeys } from './admin-banner-keys.ts';

/** Every banner, in the carousel's order, with where each stands now. */
export const getAdminBanners = () => apiCall('listAdminBanners');

export const adminBannersQueryOptions = () =>
  queryOptions({ queryKey: adminBannerKeys.list(), queryFn: getAdminBanners });

export function useAdminBanners() {
  return useQuery(adminBannersQueryOptions());
}
