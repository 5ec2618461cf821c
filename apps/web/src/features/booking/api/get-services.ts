import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { catalogKeys } from './catalog-keys.ts';

export const getServices = () => apiCall('listServices');

export const servicesQueryOptions = () =>
  queryOptions({ queryKey: catalogKeys.services(), queryFn: getServices, staleTime: 5 * 60_000 });

export function useServices() {
  return useQuery(servicesQueryOptions());
}
