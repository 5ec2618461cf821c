import type { ProfileUpdateBody } from '@jongdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { useAuth } from '../../../auth/auth-context.tsx';
import { profileKeys } from './profile-keys.ts';

export const updateProfile = (body: ProfileUpdateBody) => apiCall('updateMyProfile', { body });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { setUser } = useAuth();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(profileKeys.detail(), user);
      setUser(user);
    },
  });
}
