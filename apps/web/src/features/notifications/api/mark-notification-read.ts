import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { notify } from '../../../components/notify.ts';
import { notificationTexts } from '../texts.ts';
import { notificationKeys } from './notification-keys.ts';

export const markNotificationRead = (id: string) => apiCall('markNotificationRead', { params: { id } });

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    // On the hook, not on mutate(): it still runs when the click navigated away and unmounted the list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    onError: (error) => notify.error(error.message, notificationTexts.markReadFailed),
  });
}
