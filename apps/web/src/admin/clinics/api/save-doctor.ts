import type { DoctorBody } from '@jongdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { adminClinicKeys } from './admin-clinic-keys.ts';

/** Adds a doctor to a clinic, or (with a doctor id) edits or deactivates one. */
export const saveDoctor = (input: { clinicId: string; doctorId: string | null; body: DoctorBody }) =>
  input.doctorId
    ? apiCall('updateDoctor', { params: { id: input.doctorId }, body: input.body })
    : apiCall('createDoctor', { params: { id: input.clinicId }, body: input.body });

export function useSaveDoctor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDoctor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminClinicKeys.lists() }),
  });
}
