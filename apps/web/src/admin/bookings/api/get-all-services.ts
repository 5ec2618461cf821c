import type { Service } from '@jongdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { adminCatalogKeys } from './admin-booking-keys.ts';

/** Every service, inactive ones too (for filtering old bookings). */
export const getAllServices = () => apiRequest<Service[]>('/api/admin/services');

export const allServicesQueryOptions = () =>
  queryOptions({ queryKey: adminCatalogKeys.allServices(), queryFn: getAllServices, staleTime: 60_000 });

export function useAllServices() {
  return useQuery(allServicesQueryOptions());
}
