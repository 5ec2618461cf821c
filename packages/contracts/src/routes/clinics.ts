import { defineRoutes } from './define.ts';

/** Where the clinics routes are (zod-free; the schemas are in clinics.schemas.ts). */
export const clinicsRoutes = defineRoutes({
  listClinics: { method: 'GET', path: '/clinics', access: 'public' },
  getClinic: { method: 'GET', path: '/clinics/:id', access: 'public' },
  getAvailability: { method: 'GET', path: '/clinics/:id/availability', access: 'public' },
  getAvailabilityMonth: { method: 'GET', path: '/clinics/:id/availability/month', access: 'public' },
  listServices: { method: 'GET', path: '/services', access: 'public' },
  listAdminClinics: { method: 'GET', path: '/admin/clinics', access: 'admin' },
  getAdminClinic: { method: 'GET', path: '/admin/clinics/:id', access: 'admin' },
  createClinic: { method: 'POST', path: '/admin/clinics', access: 'admin' },
  updateClinic: { method: 'PUT', path: '/admin/clinics/:id', access: 'admin' },
  setClinicActive: { method: 'PATCH', path: '/admin/clinics/:id/active', access: 'admin' },
  createDoctor: { method: 'POST', path: '/admin/clinics/:id/doctors', access: 'admin' },
  updateDoctor: { method: 'PUT', path: '/admin/doctors/:id', access: 'admin' },
  listAdminServices: { method: 'GET', path: '/admin/services', access: 'admin' },
  createService: { method: 'POST', path: '/admin/services', access: 'admin' },
  updateService: { method: 'PUT', path: '/admin/services/:id', access: 'admin' },
});
