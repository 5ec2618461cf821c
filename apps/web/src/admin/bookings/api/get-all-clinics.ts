import type { ClinicDetail } from '@jongdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { adminCatalogKeys } from './admin-booking-keys.ts';

/** Every clinic, inactive ones too: old bookings point at them, so the list filter offers them. */
export const getAllClinics = () => apiRequest<ClinicDetail[]>('/api/admin/clinics');

export const allClinicsQueryOptions = () =>
  queryOptions({ queryKey: adminCatalogKeys.clinics(), queryFn: getAllClinics, staleTime: 60_000 });

export function useAllClinics() {
  return useQuery(allClinicsQueryOptions());
}
