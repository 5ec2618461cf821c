import type { Availability } from '@jongdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { catalogKeys } from './catalog-keys.ts';

/** The slots of one day with what each has left. */
export const getAvailability = (clinicId: string, serviceId: string, date: string) =>
  apiRequest<Availability>(
    `/api/clinics/${clinicId}/availability?${new URLSearchParams({ serviceId, date }).toString()}`,
  );

export const availabilityQueryOptions = (clinicId: string, serviceId: string, date: string) =>
  queryOptions({
    queryKey: catalogKeys.day(clinicId, serviceId, date),
    queryFn: () => getAvailability(clinicId, serviceId, date),
  });

export function useAvailability(clinicId: string | null, serviceId: string | null, date: string | null) {
  return useQuery({
    ...availabilityQueryOptions(clinicId ?? '', serviceId ?? '', date ?? ''),
    enabled: Boolean(clinicId && serviceId && date),
  });
}
