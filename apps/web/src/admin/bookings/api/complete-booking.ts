import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { refreshBooking } from '../../../features/booking/api/refresh-booking.ts';

export const completeBooking = ({ id }: { id: string }) => apiCall('completeBooking', { params: { id } });

export function useCompleteBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeBooking,
    onSuccess: (booking) => refreshBooking(queryClient, booking),
  });
}
