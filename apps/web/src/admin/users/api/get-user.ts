import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { userAccountKeys } from './admin-user-account-keys.ts';

export const getUser = (id: string) => apiCall('getUser', { params: { id } });

export const userQueryOptions = (id: string) =>
  queryOptions({ queryKey: userAccountKeys.detail(id), queryFn: () => getUser(id) });

export function useUser(id: string) {
  return useQuery(userQueryOptions(id));
}
