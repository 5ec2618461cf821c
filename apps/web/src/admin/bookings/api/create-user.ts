import type { CreatedUser, CreateUserBody } from '@jongdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { adminUserKeys } from './admin-booking-keys.ts';

/** Opens a customer account; the answer holds the temporary password, shown once. */
export const createUser = (body: CreateUserBody) =>
  apiRequest<CreatedUser>('/api/admin/users', { method: 'POST', body });

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}
