import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { privacyKeys } from './privacy-keys.ts';

export const getConsents = () => apiCall('getMyConsents');

export const consentsQueryOptions = () => queryOptions({ queryKey: privacyKeys.consents(), queryFn: getConsents });

/** `enabled: false` until the person may be asked (not while a temporary password still stands). */
export function useConsents({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...consentsQueryOptions(), enabled });
}
