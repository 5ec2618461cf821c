import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { checkInKeys } from './check-in-keys.ts';
import { refreshCheckIn } from './refresh-check-in.ts';

/** Marks examinees of a booking as arrived (again for someone already in: nothing changes). */
export const checkInExaminees = ({ bookingId, examineeIds }: { bookingId: string; examineeIds: string[] }) =>
  apiCall('checkInExaminees', { params: { id: bookingId }, body: { examineeIds } });

export function useCheckInExaminees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkInExaminees,
    onSuccess: (booking) => refreshCheckIn(queryClient, booking),
    // 409 (not today, not paid, marked no-show): show the day as the server has it now.
    onError: () => queryClient.invalidateQueries({ queryKey: checkInKeys.days() }),
  });
}
