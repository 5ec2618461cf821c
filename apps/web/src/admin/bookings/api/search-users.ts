import type { UserPage } from '@jongdee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { adminUserKeys } from './admin-booking-keys.ts';

/** Customers (role user) whose name, email or phone contains `q`. */
export const searchUsers = (q: string) =>
  apiRequest<UserPage>(
    `/api/admin/users?${new URLSearchParams({ q, role: 'user', limit: '8', sortBy: 'firstName', sortOrder: 'asc' }).toString()}`,
  );

export const searchUsersQueryOptions = (q: string) =>
  queryOptions({ queryKey: adminUserKeys.search(q), queryFn: () => searchUsers(q), placeholderData: keepPreviousData });

export function useSearchUsers(q: string) {
  return useQuery({ ...searchUsersQueryOptions(q), enabled: q.length >= 2 });
}
