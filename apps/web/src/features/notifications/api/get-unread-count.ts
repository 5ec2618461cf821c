import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { notificationKeys } from './notification-keys.ts';

/** The bell asks again every minute (only while the tab is visible); reading a notification refreshes it at once. */
export const UNREAD_POLL_MS = 60_000;

export const getUnreadCount = () => apiCall('countUnreadNotifications');

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: getUnreadCount,
    select: (data) => data.count,
    refetchInterval: UNREAD_POLL_MS,
  });

export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions());
}
