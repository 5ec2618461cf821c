/** Query keys of the admin's user screens; the root is the one the booking screens' user search uses too. */
export const userAccountKeys = {
  all: ['admin', 'users'] as const,
  lists: () => [...userAccountKeys.all, 'list'] as const,
  list: (search: string) => [...userAccountKeys.lists(), search] as const,
  detail: (id: string) => [...userAccountKeys.all, 'detail', id] as const,
};
