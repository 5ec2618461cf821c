import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { toApiQuery, toApiSearch, type UserListState } from '../list-search.ts';
import { userAccountKeys } from './admin-user-account-keys.ts';

/** The list's search, filters, page and sort. */
export const getUsers = (state: UserListState) => apiCall('listUsers', { query: toApiQuery(state) });

export const usersQueryOptions = (state: UserListState) =>
  queryOptions({
    queryKey: userAccountKeys.list(toApiSearch(state)),
    queryFn: () => getUsers(state),
    placeholderData: keepPreviousData,
  });

export function useUsers(state: UserListState) {
  return useQuery(usersQueryOptions(state));
}
