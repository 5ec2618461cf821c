import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { adminClinicKeys } from './admin-clinic-keys.ts';

/** Every clinic, inactive ones too, with services, closed dates and doctors. */
export const getAdminClinics = () => apiCall('listAdminClinics');

export const adminClinicsQueryOptions = () =>
  queryOptions({ queryKey: adminClinicKeys.lists(), queryFn: getAdminClinics });

export function useAdminClinics() {
  return useQuery(adminClinicsQueryOptions());
}
