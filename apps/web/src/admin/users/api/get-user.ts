import type { UserDetail } from '@jongdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { userAccountKeys } from './admin-user-account-keys.ts';

export const getUser = (id: string) => apiRequest<UserDetail>(`/api/admin/users/${encodeURIComponent(id)}`);

export const userQueryOptions = (id: string) =>
  queryOptions({ queryKey: userAccountKeys.detail(id), queryFn: () => getUser(id) });

export function useUser(id: string) {
  return useQuery(userQueryOptions(id));
}
