import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { adminUserKeys } from './admin-booking-keys.ts';

/** Customers (role user) whose name, email or phone contains `q`. */
export const searchUsers = (q: string) =>
  apiCall('listUsers', { query: { q, role: 'user', limit: 8, sortBy: 'firstName', sortOrder: 'asc' } });

export const searchUsersQueryOptions = (q: string) =>
  queryOptions({ queryKey: adminUserKeys.search(q), queryFn: () => searchUsers(q), placeholderData: keepPreviousData });

export function useSearchUsers(q: string) {
  return useQuery({ ...searchUsersQueryOptions(q), enabled: q.length >= 2 });
}
