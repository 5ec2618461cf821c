/** Query keys of every booking screen, the customer's and the admin's: bookings, and the catalogue they are made from. */
export const bookingKeys = {
  all: ['bookings'] as const,
  lists: () => [...bookingKeys.all, 'list'] as const,
  list: (search: string) => [...bookingKeys.lists(), search] as const,
  details: () => [...bookingKeys.all, 'detail'] as const,
  detail: (id: string) => [...bookingKeys.details(), id] as const,
  audit: (id: string) => [...bookingKeys.detail(id), 'audit'] as const,
};

export const catalogKeys = {
  all: ['catalog'] as const,
  services: () => [...catalogKeys.all, 'services'] as const,
  clinics: (serviceId?: string) => [...catalogKeys.all, 'clinics', serviceId ?? 'all'] as const,
  availability: () => [...catalogKeys.all, 'availability'] as const,
  day: (clinicId: string, serviceId: string, date: string) =>
    [...catalogKeys.availability(), 'day', clinicId, serviceId, date] as const,
  month: (clinicId: string, serviceId: string, month: string) =>
    [...catalogKeys.availability(), 'month', clinicId, serviceId, month] as const,
};
