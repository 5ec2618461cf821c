import type { AdminBanner } from '@jongdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { adminBannerKeys } from './admin-banner-keys.ts';

/** Every banner, in the carousel's order, with where each stands now. */
export const getAdminBanners = () => apiRequest<AdminBanner[]>('/api/admin/banners');

export const adminBannersQueryOptions = () =>
  queryOptions({ queryKey: adminBannerKeys.list(), queryFn: getAdminBanners });

export function useAdminBanners() {
  return useQuery(adminBannersQueryOptions());
}
