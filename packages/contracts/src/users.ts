import { EmailSchema, ProfileUpdateBodySchema, RegisterBodySchema, RoleSchema, UserSchema } from './auth.ts';
import { BookingListItemSchema } from './bookings.ts';
import { listQuerySchema, pageOf } from './common.ts';
import { PaymentSchema } from './payments.ts';
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

/**
 * POST /api/admin/users: staff open an account for a customer who books by phone or walks in.
 * `email: null` opens a walk-in customer: no sign-in until staff add an e-mail (PUT /api/admin/users/{id})
 * and issue a temporary password. A walk-in whose mobile number an active customer already has needs
 * `samePhoneConfirmed` (staff checked it is another person): otherwise 409 `WALK_IN_PHONE_TAKEN`.
 */
export const CreateUserBodySchema = RegisterBodySchema.pick({
  firstName: true,
  lastName: true,
  phone: true,
}).extend({
  email: EmailSchema.nullable().describe('null: a walk-in customer without an e-mail'),
  samePhoneConfirmed: z
    .boolean()
    .default(false)
    .describe('a walk-in: staff checked that the customers already holding this mobile number are other people'),
});
export type CreateUserBody = z.input<typeof CreateUserBodySchema>;

/** The new account and its temporary password, answered once and never stored in clear. */
export const CreatedUserSchema = z.object({
  user: UserSchema,
  temporaryPassword: z.string().nullable().describe('null for a walk-in: there is nothing to sign in with'),
});
export type CreatedUser = z.infer<typeof CreatedUserSchema>;

/** PUT /api/admin/users/{id}: the profile rules of /profile, plus role and active, and an e-mail to add or correct. */
export const UpdateUserBodySchema = ProfileUpdateBodySchema.extend({
  email: z
    .union([EmailSchema, z.literal('').transform(() => null), z.null()])
    .optional()
    .transform((value) => value ?? null)
    .describe('a new e-mail (a walk-in gets one this way); null or absent keeps the one there is — never removed'),
  role: RoleSchema.describe('user | admin'),
  isActive: z.boolean({ error: 'กรุณาระบุสถานะการใช้งาน' }),
});
export type UpdateUserBody = z.input<typeof UpdateUserBodySchema>;

/** GET /api/admin/users/{id}: the profile, its counts, and the latest bookings and payments. */
export const UserDetailSchema = z.object({
  user: UserSchema,
  counts: z.object({
    bookings: z.number().int(),
    payments: z.number().int(),
    activeSessions: z.number().int().describe('browsers signed in now'),
  }),
  recentBookings: z.array(BookingListItemSchema),
  recentPayments: z.array(PaymentSchema),
});
export type UserDetail = z.infer<typeof UserDetailSchema>;

/** POST /api/admin/users/{id}/temporary-password: answered once, never stored in clear. */
export const TemporaryPasswordSchema = z.object({ temporaryPassword: z.string() });
export type TemporaryPassword = z.infer<typeof TemporaryPasswordSchema>;
