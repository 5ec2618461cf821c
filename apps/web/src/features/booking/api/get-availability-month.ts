import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { catalogKeys } from './catalog-keys.ts';

/** Every day of a month (`YYYY-MM`) with its state, for the booking calendar. */
export const getAvailabilityMonth = (clinicId: string, serviceId: string, month: string) =>
  apiCall('getAvailabilityMonth', { params: { id: clinicId }, query: { serviceId, month } });

export const availabilityMonthQueryOptions = (clinicId: string, serviceId: string, month: string) =>
  queryOptions({
    queryKey: catalogKeys.month(clinicId, serviceId, month),
    queryFn: () => getAvailabilityMonth(clinicId, serviceId, month),
  });

export function useAvailabilityMonth(clinicId: string | null, serviceId: string | null, month: string) {
  return useQuery({
    ...availabilityMonthQueryOptions(clinicId ?? '', serviceId ?? '', month),
    enabled: Boolean(clinicId && serviceId),
    placeholderData: keepPreviousData,
  });
}
