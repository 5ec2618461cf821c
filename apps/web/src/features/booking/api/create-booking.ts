import type { CreateBookingBody } from '@jongdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { refreshBooking } from './refresh-booking.ts';

export const createBooking = (body: CreateBookingBody) => apiCall('createBooking', { body });

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: (booking) => refreshBooking(queryClient, booking),
  });
}
