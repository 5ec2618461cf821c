import type { ClinicBody, ClinicDetail } from '@jongdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { adminClinicKeys } from './admin-clinic-keys.ts';

/** Creates a clinic (no id) or replaces everything about one (with an id). */
export const saveClinic = ({ id, body }: { id: string | null; body: ClinicBody }) =>
  id
    ? apiRequest<ClinicDetail>(`/api/admin/clinics/${id}`, { method: 'PUT', body })
    : apiRequest<ClinicDetail>('/api/admin/clinics', { method: 'POST', body });

export function useSaveClinic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClinic,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminClinicKeys.lists() }),
  });
}
