import { defineRoutes } from './define.ts';

/** Where the banners routes are (zod-free; the schemas are in banners.schemas.ts). */
export const bannersRoutes = defineRoutes({
  listBanners: { method: 'GET', path: '/banners', access: 'public' },
  getBannerImage: { method: 'GET', path: '/banners/:id/image', access: 'public' },
  getBannerThumbnail: { method: 'GET', path: '/banners/:id/thumbnail', access: 'public' },
  listAdminBanners: { method: 'GET', path: '/admin/banners', access: 'admin' },
  createBanner: { method: 'POST', path: '/admin/banners', access: 'admin' },
  reorderBanners: { method: 'PUT', path: '/admin/banners/order', access: 'admin' },
  updateBanner: { method: 'PUT', path: '/admin/banners/:id', access: 'admin' },
  deleteBanner: { method: 'DELETE', path: '/admin/banners/:id', access: 'admin' },
});
