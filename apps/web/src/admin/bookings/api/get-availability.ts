import type { Availability } from '@jongdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { adminCatalogKeys } from './admin-booking-keys.ts';

/** One day's slots at a clinic with what each has left. */
export const getAvailability = (clinicId: string, serviceId: string, date: string) =>
  apiRequest<Availability>(
    `/api/clinics/${encodeURIComponent(clinicId)}/availability?${new URLSearchParams({ serviceId, date }).toString()}`,
  );

export const availabilityQueryOptions = (clinicId: string, serviceId: string, date: string) =>
  queryOptions({
    queryKey: adminCatalogKeys.day(clinicId, serviceId, date),
    queryFn: () => getAvailability(clinicId, serviceId, date),
  });

export function useAvailability(clinicId: string, serviceId: string, date: string | null) {
  return useQuery({
    ...availabilityQueryOptions(clinicId, serviceId, date ?? ''),
    enabled: Boolean(clinicId && serviceId && date),
  });
}
