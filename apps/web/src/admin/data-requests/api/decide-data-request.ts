import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { adminDataRequestKeys } from './admin-data-request-keys.ts';

export type Decision = { id: string; action: 'complete' | 'reject'; note: string };

/**
 * complete (an erasure anonymises the person at once) or reject (the note is required: the person
 * reads it). Either way the lists and the request reload; an erasure changes bookings and users too.
 */
export const decideDataRequest = ({ id, action, note }: Decision) =>
  action === 'complete'
    ? apiCall('completeDataRequest', { params: { id }, body: { note: note.trim() || null } })
    : apiCall('rejectDataRequest', { params: { id }, body: { note: note.trim() } });

export function useDecideDataRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideDataRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminDataRequestKeys.all }),
    onSuccess: (request) => {
      // Names changed in every list (users, bookings, payments): everything cached is read again.
      if (request.kind === 'erasure' && request.status === 'completed') void queryClient.invalidateQueries();
    },
  });
}
