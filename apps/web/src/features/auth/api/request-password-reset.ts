import type { ForgotPasswordBody } from '@jongdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';

export const requestPasswordReset = (body: ForgotPasswordBody) => apiCall('requestPasswordReset', { body });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
