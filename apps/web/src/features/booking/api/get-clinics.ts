import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { catalogKeys } from './catalog-keys.ts';

/** Active clinics; with a service, only those offering it. */
export const getClinics = (serviceId?: string) => apiCall('listClinics', { query: { serviceId } });

export const clinicsQueryOptions = (serviceId?: string) =>
  queryOptions({ queryKey: catalogKeys.clinics(serviceId), queryFn: () => getClinics(serviceId), staleTime: 60_000 });

export function useClinics(serviceId?: string, enabled = true) {
  return useQuery({ ...clinicsQueryOptions(serviceId), enabled });
}
