/** Query keys of the catalogue bookings are made from: services, clinics and the places left in slots. */
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
