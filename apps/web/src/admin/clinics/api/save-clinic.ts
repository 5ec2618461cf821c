import type { ClinicBody } from '@jongdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { adminClinicKeys } from './admin-clinic-keys.ts';

/** Creates a clinic (no id) or replaces everything about one (with an id). */
export const saveClinic = ({ id, body }: { id: string | null; body: ClinicBody }) =>
  id ? apiCall('updateClinic', { params: { id }, body }) : apiCall('createClinic', { body });

export function useSaveClinic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClinic,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminClinicKeys.lists() }),
  });
}
