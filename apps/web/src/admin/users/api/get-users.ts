import type { UserPage } from '@jongdee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { userAccountKeys } from './admin-user-account-keys.ts';

/** `search` is the list's query string (q, role, isActive, page, sort). */
export const getUsers = (search: string) => apiRequest<UserPage>(`/api/admin/users${search ? `?${search}` : ''}`);

export const usersQueryOptions = (search: string) =>
  queryOptions({
    queryKey: userAccountKeys.list(search),
    queryFn: () => getUsers(search),
    placeholderData: keepPreviousData,
  });

export function useUsers(search: string) {
  return useQuery(usersQueryOptions(search));
}
