/** Query keys of the admin booking screens: bookings, their audit, the customers and catalogue they are made from. */
export const adminBookingKeys = {
  all: ['admin', 'bookings'] as const,
  lists: () => [...adminBookingKeys.all, 'list'] as const,
  list: (search: string) => [...adminBookingKeys.lists(), search] as const,
  details: () => [...adminBookingKeys.all, 'detail'] as const,
  detail: (id: string) => [...adminBookingKeys.details(), id] as const,
  audit: (id: string) => [...adminBookingKeys.detail(id), 'audit'] as const,
};

export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  search: (q: string) => [...adminUserKeys.all, 'search', q] as const,
};

export const adminCatalogKeys = {
  all: ['admin', 'catalog'] as const,
  services: () => [...adminCatalogKeys.all, 'services'] as const,
  allServices: () => [...adminCatalogKeys.all, 'services', 'all'] as const,
  clinics: (serviceId?: string) => [...adminCatalogKeys.all, 'clinics', serviceId ?? 'all'] as const,
  day: (clinicId: string, serviceId: string, date: string) =>
    [...adminCatalogKeys.all, 'day', clinicId, serviceId, date] as const,
  month: (clinicId: string, serviceId: string, month: string) =>
    [...adminCatalogKeys.all, 'month', clinicId, serviceId, month] as const,
};
