/** Query keys of the admin payment screens: the review queue and lists, one payment, its slip images, the slips that look like it. */
export const adminPaymentKeys = {
  all: ['admin', 'payments'] as const,
  lists: () => [...adminPaymentKeys.all, 'list'] as const,
  list: (search: string) => [...adminPaymentKeys.lists(), search] as const,
  details: () => [...adminPaymentKeys.all, 'detail'] as const,
  detail: (id: string) => [...adminPaymentKeys.details(), id] as const,
  slip: (id: string, size: 'image' | 'thumbnail') => [...adminPaymentKeys.detail(id), 'slip', size] as const,
  similarSlips: (id: string) => [...adminPaymentKeys.detail(id), 'similar-slips'] as const,
  receipt: (id: string) => [...adminPaymentKeys.all, 'receipt', id] as const,
};
