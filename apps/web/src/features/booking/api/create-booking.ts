import type { Booking, CreateBookingBody } from '@jongdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { refreshBooking } from './refresh-booking.ts';

export const createBooking = (body: CreateBookingBody) =>
  apiRequest<Booking>('/api/bookings', { method: 'POST', body });

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: (booking) => refreshBooking(queryClient, booking),
  });
}
