/** Query keys of the admin banner screen: the one list (banners are few, and reordering needs them all). */
export const adminBannerKeys = {
  all: ['admin', 'banners'] as const,
  list: () => [...adminBannerKeys.all, 'list'] as const,
};
