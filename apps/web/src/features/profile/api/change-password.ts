import type { ChangePasswordBody } from '@jongdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';

export const changePassword = (body: ChangePasswordBody) => apiCall('changePassword', { body });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
