import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { catalogKeys } from './catalog-keys.ts';

/** The slots of one day with what each has left. */
export const getAvailability = (clinicId: string, serviceId: string, date: string) =>
  apiCall('getAvailability', { params: { id: clinicId }, query: { serviceId, date } });

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
