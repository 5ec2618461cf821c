import { defineRoutes } from './define.ts';

/** Where the auth routes are (zod-free; the schemas are in auth.schemas.ts). */
export const authRoutes = defineRoutes({
  registerAccount: { method: 'POST', path: '/auth/register', access: 'public' },
  signIn: { method: 'POST', path: '/auth/login', access: 'public' },
  requestPasswordReset: { method: 'POST', path: '/auth/forgot-password', access: 'public' },
  resetPassword: { method: 'POST', path: '/auth/reset-password', access: 'public' },
  // Public on purpose: the admin sign-in is what makes a session; it answers 401 NOT_ADMIN to others.
  signInAdmin: { method: 'POST', path: '/admin/auth/login', access: 'public' },
  getCurrentUser: { method: 'GET', path: '/auth/me', access: 'user' },
  getMyProfile: { method: 'GET', path: '/auth/profile', access: 'user' },
  updateMyProfile: { method: 'PUT', path: '/auth/profile', access: 'user' },
  signOut: { method: 'POST', path: '/auth/logout', access: 'user' },
  changePassword: { method: 'POST', path: '/auth/change-password', access: 'user' },
  getMyMessagePreferences: { method: 'GET', path: '/auth/message-preferences', access: 'user' },
  updateMyMessagePreferences: { method: 'PUT', path: '/auth/message-preferences', access: 'user' },
  getCurrentAdmin: { method: 'GET', path: '/admin/auth/me', access: 'admin' },
});
