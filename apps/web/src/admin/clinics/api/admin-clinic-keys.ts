export const adminClinicKeys = {
  all: ['admin-clinics'] as const,
  lists: () => [...adminClinicKeys.all, 'list'] as const,
  services: () => [...adminClinicKeys.all, 'services'] as const,
};
