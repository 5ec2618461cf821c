import type { AvailabilityMonth } from '@jongdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { adminCatalogKeys } from './admin-booking-keys.ts';

/** Which days of a month (YYYY-MM) are open, full or closed at a clinic for a service. */
export const getAvailabilityMonth = (clinicId: string, serviceId: string, month: string) =>
  apiRequest<AvailabilityMonth>(
    `/api/clinics/${encodeURIComponent(clinicId)}/availability/month?${new URLSearchParams({ serviceId, month }).toString()}`,
  );

export const availabilityMonthQueryOptions = (clinicId: string, serviceId: string, month: string) =>
  queryOptions({
    queryKey: adminCatalogKeys.month(clinicId, serviceId, month),
    queryFn: () => getAvailabilityMonth(clinicId, serviceId, month),
  });

export function useAvailabilityMonth(clinicId: string, serviceId: string, month: string) {
  return useQuery({
    ...availabilityMonthQueryOptions(clinicId, serviceId, month),
    enabled: Boolean(clinicId && serviceId),
  });
}
