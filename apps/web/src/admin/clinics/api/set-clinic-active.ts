import type { ClinicDetail } from '@jongdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { adminClinicKeys } from './admin-clinic-keys.ts';

export const setClinicActive = ({ id, isActive }: { id: string; isActive: boolean }) =>
  apiRequest<ClinicDetail>(`/api/admin/clinics/${id}/active`, { method: 'PATCH', body: { isActive } });

export function useSetClinicActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setClinicActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminClinicKeys.lists() }),
  });
}
