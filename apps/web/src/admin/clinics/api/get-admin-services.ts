import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { adminClinicKeys } from './admin-clinic-keys.ts';

/** Every service, inactive ones too. */
export const getAdminServices = () => apiCall('listAdminServices');

export const adminServicesQueryOptions = () =>
  queryOptions({ queryKey: adminClinicKeys.services(), queryFn: getAdminServices });

export function useAdminServices() {
  return useQuery(adminServicesQueryOptions());
}
