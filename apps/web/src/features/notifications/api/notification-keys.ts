export type NotificationListFilters = { page: number; limit: number; unread: boolean };

/** Every notification query hangs under `notifications`, so one invalidation refreshes the bell, lists and count. */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (filters: NotificationListFilters) => [...notificationKeys.lists(), filters] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
};
