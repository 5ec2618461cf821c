import type { Service } from '@jongdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { adminClinicKeys } from './admin-clinic-keys.ts';

/** Every service, inactive ones too. */
export const getAdminServices = () => apiRequest<Service[]>('/api/admin/services');

export const adminServicesQueryOptions = () =>
  queryOptions({ queryKey: adminClinicKeys.services(), queryFn: getAdminServices });

export function useAdminServices() {
  return useQuery(adminServicesQueryOptions());
}
