import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type RouteOutput } from '../../../api/client.ts';
import { type NotificationListFilters, notificationKeys } from './notification-keys.ts';

export type NotificationPage = RouteOutput<'listNotifications'>;

/** listNotifications' query: newest first (the API's default order); `unread` narrows to the unread ones. */
export const notificationsQuery = ({ page, limit, unread }: NotificationListFilters) => ({
  page,
  limit,
  ...(unread && { unread: 'true' as const }),
});

export const getNotifications = (filters: NotificationListFilters) =>
  apiCall('listNotifications', { query: notificationsQuery(filters) });

export const notificationsQueryOptions = (filters: NotificationListFilters) =>
  queryOptions({
    queryKey: notificationKeys.list(filters),
    queryFn: () => getNotifications(filters),
    // Turning pages keeps the previous page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useNotifications(filters: NotificationListFilters) {
  return useQuery(notificationsQueryOptions(filters));
}

/** The five newest, as the bell and the dashboard show them. */
export const LATEST_FILTERS: NotificationListFilters = { page: 1, limit: 5, unread: false };
