/** Query keys of the admin data-request screen: lists by filter, and one request with its erasure preview. */
export const adminDataRequestKeys = {
  all: ['admin', 'data-requests'] as const,
  lists: () => [...adminDataRequestKeys.all, 'list'] as const,
  list: (search: string) => [...adminDataRequestKeys.lists(), search] as const,
  detail: (id: string) => [...adminDataRequestKeys.all, 'detail', id] as const,
};
