import type { ChangePasswordBody } from '@jongdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

export const changePassword = (body: ChangePasswordBody) =>
  apiRequest<null>('/api/auth/change-password', { method: 'POST', body });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
