import type { User } from '@jongdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { profileKeys } from './profile-keys.ts';

export const getProfile = () => apiRequest<User>('/api/auth/profile');

export const profileQueryOptions = () => queryOptions({ queryKey: profileKeys.detail(), queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
