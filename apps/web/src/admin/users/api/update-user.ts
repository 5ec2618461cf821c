import type { UpdateUserBody } from '@jongdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { auditLogKeys } from '../../audit-log/api/get-audit-log.ts';
import { userAccountKeys } from './admin-user-account-keys.ts';

export const updateUser = ({ id, body }: { id: string; body: UpdateUserBody }) =>
  apiCall('updateUser', { params: { id }, body });

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: async (user) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userAccountKeys.all }),
        queryClient.invalidateQueries({ queryKey: auditLogKeys.all }),
      ]);
      return user;
    },
  });
}
