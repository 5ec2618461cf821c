import type { Clinic } from '@jongdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { adminCatalogKeys } from './admin-booking-keys.ts';

/** Active clinics offering a service: where a booking can be made. */
export const getClinics = (serviceId: string) =>
  apiRequest<Clinic[]>(`/api/clinics?${new URLSearchParams({ serviceId }).toString()}`);

export const clinicsQueryOptions = (serviceId: string) =>
  queryOptions({
    queryKey: adminCatalogKeys.clinics(serviceId),
    queryFn: () => getClinics(serviceId),
    staleTime: 60_000,
  });

export function useClinics(serviceId: string) {
  return useQuery({ ...clinicsQueryOptions(serviceId), enabled: Boolean(serviceId) });
}
