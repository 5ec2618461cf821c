import { defineRoutes } from './define.ts';

/** Where the users routes are (zod-free; the schemas are in users.schemas.ts). */
export const usersRoutes = defineRoutes({
  listUsers: { method: 'GET', path: '/admin/users', access: 'admin' },
  createUser: { method: 'POST', path: '/admin/users', access: 'admin' },
  getUser: { method: 'GET', path: '/admin/users/:id', access: 'admin' },
  updateUser: { method: 'PUT', path: '/admin/users/:id', access: 'admin' },
  issueTemporaryPassword: { method: 'POST', path: '/admin/users/:id/temporary-password', access: 'admin' },
});
