import type { Service } from '@jongdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { catalogKeys } from './catalog-keys.ts';

export const getServices = () => apiRequest<Service[]>('/api/services');

export const servicesQueryOptions = () =>
  queryOptions({ queryKey: catalogKeys.services(), queryFn: getServices, staleTime: 5 * 60_000 });

export function useServices() {
  return useQuery(servicesQueryOptions());
}
