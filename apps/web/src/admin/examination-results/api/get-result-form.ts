import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { adminResultKeys } from './admin-result-keys.ts';

/** One examinee's result form: who and which booking, the clinic's doctors, the result so far (reading it is audited). */
export const getResultForm = (examineeId: string) => apiCall('getResultForm', { params: { examineeId } });

export const resultFormQueryOptions = (examineeId: string) =>
  queryOptions({ queryKey: adminResultKeys.form(examineeId), queryFn: () => getResultForm(examineeId) });

export function useResultForm(examineeId: string) {
  return useQuery(resultFormQueryOptions(examineeId));
}
