import type { CreateUserBody } from '@jongdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { adminUserKeys } from './admin-booking-keys.ts';

/** Opens a customer account; the answer holds the temporary password, shown once. */
export const createUser = (body: CreateUserBody) => apiCall('createUser', { body });

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}
