import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { notificationKeys } from './notification-keys.ts';

export const markAllNotificationsRead = () =>
  apiRequest<{ updated: number }>('/api/notifications/read-all', { method: 'POST' });

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
