import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { auditLogKeys } from '../../audit-log/api/get-audit-log.ts';
import { userAccountKeys } from './admin-user-account-keys.ts';

/** The password is in the answer only: it is never cached in a query. */
export const issueTemporaryPassword = (id: string) => apiCall('issueTemporaryPassword', { params: { id } });

export function useIssueTemporaryPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueTemporaryPassword,
    onSuccess: (_, id) => {
      void queryClient.invalidateQueries({ queryKey: userAccountKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: auditLogKeys.all });
    },
  });
}
