import type { Doctor, DoctorBody } from '@jongdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { adminClinicKeys } from './admin-clinic-keys.ts';

/** Adds a doctor to a clinic, or (with a doctor id) edits or deactivates one. */
export const saveDoctor = (input: { clinicId: string; doctorId: string | null; body: DoctorBody }) =>
  input.doctorId
    ? apiRequest<Doctor>(`/api/admin/doctors/${input.doctorId}`, { method: 'PUT', body: input.body })
    : apiRequest<Doctor>(`/api/admin/clinics/${input.clinicId}/doctors`, { method: 'POST', body: input.body });

export function useSaveDoctor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDoctor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminClinicKeys.lists() }),
  });
}
