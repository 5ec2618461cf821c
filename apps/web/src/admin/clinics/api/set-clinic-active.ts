import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { adminClinicKeys } from './admin-clinic-keys.ts';

export const setClinicActive = ({ id, isActive }: { id: string; isActive: boolean }) =>
  apiCall('setClinicActive', { params: { id }, body: { isActive } });

export function useSetClinicActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setClinicActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminClinicKeys.lists() }),
  });
}
