import type { ServiceBody } from '@jongdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { adminClinicKeys } from './admin-clinic-keys.ts';

export const saveService = ({ id, body }: { id: string | null; body: ServiceBody }) =>
  id ? apiCall('updateService', { params: { id }, body }) : apiCall('createService', { body });

export function useSaveService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveService,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminClinicKeys.services() }),
        // Clinics show service names and whether each is active.
        queryClient.invalidateQueries({ queryKey: adminClinicKeys.lists() }),
      ]),
  });
}
