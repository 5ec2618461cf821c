import { RegisterBodySchema, RoleSchema, UserSchema } from './auth.ts';
import { listQuerySchema, pageOf } from './common.ts';
import { z } from './thai-zod.ts';

/** A user in the admin list: the profile without address and tax id. */
export const UserListItemSchema = UserSchema.omit({ address: true, taxId: true });
export type UserListItem = z.infer<typeof UserListItemSchema>;
export const UserPageSchema = pageOf(UserListItemSchema);
export type UserPage = z.infer<typeof UserPageSchema>;

export const USER_SORT_KEYS = ['createdAt', 'email', 'firstName', 'lastName', 'lastLoginAt'] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];

/** GET /api/admin/users: q searches first/last name, email and phone. */
export const UserListQuerySchema = listQuerySchema(USER_SORT_KEYS, 'createdAt').extend({
  q: z.string().trim().max(100, 'คำค้นต้องไม่เกิน 100 ตัวอักษร').optional(),
  role: RoleSchema.optional(),
  isActive: z
    .enum(['true', 'false'], 'สถานะการใช้งานต้องเป็น true หรือ false')
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
});
export type UserListQuery = z.input<typeof UserListQuerySchema>;

/** POST /api/admin/users: staff open an account for a customer who books by phone. */
export const CreateUserBodySchema = RegisterBodySchema.pick({
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
});
export type CreateUserBody = z.input<typeof CreateUserBodySchema>;

/** The new account and its temporary password, answered once and never stored in clear. */
export const CreatedUserSchema = z.object({
  user: UserSchema,
  temporaryPassword: z.string(),
});
export type CreatedUser = z.infer<typeof CreatedUserSchema>;
