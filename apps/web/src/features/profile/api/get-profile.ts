import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { profileKeys } from './profile-keys.ts';

export const getProfile = () => apiCall('getMyProfile');

export const profileQueryOptions = () => queryOptions({ queryKey: profileKeys.detail(), queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
