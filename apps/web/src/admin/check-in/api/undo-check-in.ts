import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { checkInKeys } from './check-in-keys.ts';
import { refreshCheckIn } from './refresh-check-in.ts';

/** Takes back a mistaken check-in (refused once the examinee has a result). */
export const undoCheckIn = ({ bookingId, examineeId }: { bookingId: string; examineeId: string }) =>
  apiCall('undoCheckIn', { params: { id: bookingId, examineeId } });

export function useUndoCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoCheckIn,
    onSuccess: (booking) => refreshCheckIn(queryClient, booking),
    onError: () => queryClient.invalidateQueries({ queryKey: checkInKeys.days() }),
  });
}
