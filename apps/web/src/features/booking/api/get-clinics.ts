import type { Clinic } from '@jongdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { catalogKeys } from './catalog-keys.ts';

/** Active clinics; with a service, only those offering it. */
export const getClinics = (serviceId?: string) =>
  apiRequest<Clinic[]>(serviceId ? `/api/clinics?serviceId=${encodeURIComponent(serviceId)}` : '/api/clinics');

export const clinicsQueryOptions = (serviceId?: string) =>
  queryOptions({ queryKey: catalogKeys.clinics(serviceId), queryFn: () => getClinics(serviceId), staleTime: 60_000 });

export function useClinics(serviceId?: string, enabled = true) {
  return useQuery({ ...clinicsQueryOptions(serviceId), enabled });
}
