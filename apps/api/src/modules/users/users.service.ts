import { randomInt } from 'node:crypto';
import type {
  CreatedUser,
  CreateUserBodySchema,
  TemporaryPassword,
  UpdateUserBodySchema,
  User,
  UserDetail,
  UserListQuerySchema,
  UserPage,
  z,
} from '@jongdee/contracts';
import { and, asc, count, desc, eq, gt, ilike, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { type Database, isUniqueViolation } from '../../db/client.ts';
import { listPage, listTotal, NO_LIST_TOTAL, preparedOnce } from '../../db/prepared.ts';
import { sessions, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { paginate } from '../../lib/page-total.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  type Authenticated,
  createUser,
  type RequestContext,
  toUserDto,
  toUserListItem,
  type UserRow,
  userListColumns,
} from '../auth/auth.service.ts';
import { listBookings } from '../bookings/bookings.service.ts';
import { enqueueMessage } from '../messages/messages.service.ts';
import { listPayments } from '../payments/payments.service.ts';

const SORT_COLUMNS = {
  createdAt: users.createdAt,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  lastLoginAt: users.lastLoginAt,
} as const;

export async function listUsers(db: Database, query: z.output<typeof UserListQuerySchema>): Promise<UserPage> {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    const digits = query.q.replace(/[\s-]/g, '');
    const matches = or(
      ilike(users.firstName, pattern),
      ilike(users.lastName, pattern),
      ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      ilike(users.email, pattern),
      // Phones are stored as digits; staff often type them with dashes (081-234-5678).
      ilike(users.phone, containsPattern(digits)),
    );
    if (matches) conditions.push(matches);
  }
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.isActive !== undefined) conditions.push(eq(users.isActive, query.isActive));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const offset = (query.page - 1) * query.limit;
  const rows = where
    ? await db
        .select(listColumns())
        .from(users)
        .where(where)
        .orderBy(...listOrder(query))
        .limit(query.limit)
        .offset(offset)
    : await plainListPage(db, query, offset).execute({ limit: query.limit, offset });
  const countAll = async () =>
    (where
      ? (await countUsers(db).where(where))[0]?.total
      : (await preparedOnce(db, 'users_count_all', (statement) => countUsers(db).prepare(statement)).execute())[0]
          ?.total) ?? 0;
  return { items: rows.map(toUserListItem), pagination: await paginate(rows, query.page, query.limit, countAll) };
}

const countUsers = (db: Database) => db.select({ total: count() }).from(users);

// What a user shows in the list, and the list's total where a first page counted it (db/prepared.ts); otherwise null.
const listColumns = (total: SQL<number | null> = NO_LIST_TOTAL) => ({ ...userListColumns, listTotal: total });

// Unfiltered, the list is prepared once per sort and page (db/prepared.ts); filtered, it is built per request.
function plainListPage(db: Database, query: z.output<typeof UserListQuerySchema>, offset: number) {
  const page = listPage(`users_list_${query.sortBy}_${query.sortOrder}`, query.limit, offset);
  return preparedOnce(db, page.name, (statement) =>
    db
      .select(listColumns(listTotal(page.counted, countUsers(db))))
      .from(users)
      .orderBy(...listOrder(query))
      .limit(page.limit)
      .offset(page.offset)
      .prepare(statement),
  );
}

/** The sort key (never signed in, or no e-mail, sorts last either way), then the id so pages never overlap. */
function listOrder(query: z.output<typeof UserListQuerySchema>) {
  const column = SORT_COLUMNS[query.sortBy];
  const direction = query.sortOrder === 'asc' ? asc : desc;
  const order =
    query.sortBy !== 'lastLoginAt' && query.sortBy !== 'email'
      ? direction(column)
      : query.sortOrder === 'asc'
        ? sql`${column} asc nulls last`
        : sql`${column} desc nulls last`;
  return [order, desc(users.id)];
}

// No 0/o, 1/l/i: the password is read out over the phone.
const LETTERS = 'abcdefghjkmnpqrstuvwxyz';
const DIGITS = '23456789';

/** 12 characters in groups of four (≈ 59 bits), with at least one letter and one digit as the password rule asks. */
export function temporaryPassword(): string {
  const alphabet = LETTERS + DIGITS;
  for (;;) {
    const characters = Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)]).join('');
    if (/[a-z]/.test(characters) && /\d/.test(characters)) return characters.match(/.{4}/g)?.join('-') ?? characters;
  }
}

/**
 * A walk-in has only a mobile number to be found by: while one staff member opens a walk-in for a
 * number, another cannot (the lock is the number's, until the transaction ends), so two desks cannot
 * both miss each other's new customer. Answers whether an active customer already holds the number.
 */
async function phoneHeldByCustomer(tx: Database, phone: string): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`walk-in-phone:${phone}`}))`);
  const [held] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), eq(users.role, 'user'), eq(users.isActive, true), isNull(users.anonymizedAt)))
    .limit(1);
  return Boolean(held);
}

/**
 * An admin opens a customer account (a booking by phone): with an e-mail, a temporary password is
 * answered once; without one (a walk-in), the account has no password and nobody can sign in to it.
 */
export async function createUserByAdmin(
  db: Database,
  adminId: string,
  input: z.output<typeof CreateUserBodySchema>,
  context: RequestContext,
): Promise<CreatedUser> {
  const walkIn = input.email === null;
  const password = walkIn ? null : temporaryPassword();
  return db.transaction(async (tx) => {
    if (walkIn && !input.samePhoneConfirmed && (await phoneHeldByCustomer(tx, input.phone))) {
      throw new AppError('WALK_IN_PHONE_TAKEN', {
        details: [{ field: 'phone', message: 'มีลูกค้าที่ใช้เบอร์มือถือนี้อยู่แล้ว' }],
      });
    }
    const user = await createUser(tx, {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      password,
      role: 'user',
      mustChangePassword: !walkIn,
    });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'user.create_by_admin',
      entity: 'user',
      entityId: user.id,
      after: {
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        phone: user.phone,
        role: user.role,
        ...(walkIn ? { walkIn: true, samePhoneConfirmed: input.samePhoneConfirmed } : {}),
      },
      ip: context.ip,
    });
    // How to sign in, never the password: staff hand that over (enqueueMessage skips a walk-in).
    await enqueueMessage(tx, { kind: 'account_opened', userId: user.id });
    return { user: toUserDto(user), temporaryPassword: password };
  });
}

/** How many of a user's latest bookings and payments the admin's user view shows. */
const RECENT_LIMIT = 10;

/** One user for the admin: the profile, counts, and the latest bookings and payments with links to them. */
export async function getUserDetail(db: Database, admin: Authenticated['user'], id: string): Promise<UserDetail> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  const latest = { page: 1, limit: RECENT_LIMIT, sortBy: 'createdAt', sortOrder: 'desc' } as const;
  const [bookingPage, paymentPage, [signedIn]] = await Promise.all([
    listBookings(db, admin, { ...latest, userId: id }),
    listPayments(db, admin, { ...latest, status: undefined, userId: id }),
    db
      .select({ value: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, id), gt(sessions.expiresAt, sql`now()`))),
  ]);
  return {
    user: toUserDto(row),
    counts: {
      bookings: bookingPage.pagination.total,
      payments: paymentPage.pagination.total,
      activeSessions: signedIn?.value ?? 0,
    },
    recentBookings: bookingPage.items,
    recentPayments: paymentPage.items,
  };
}

type UserUpdate = z.output<typeof UpdateUserBodySchema>;
const UPDATABLE_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'phone',
  'companyName',
  'taxId',
  'address',
  'role',
  'isActive',
] as const satisfies readonly (keyof UserUpdate & keyof UserRow)[];

/**
 * An admin edits a user's profile, role and active flag. Nobody removes their own admin access, and
 * the last active admin stays one: the active admins are locked first, so two admins demoting each
 * other at once cannot both succeed. Deactivation ends every session of the user at once.
 */
export async function updateUserByAdmin(
  db: Database,
  admin: Authenticated['user'],
  id: string,
  input: UserUpdate,
  context: RequestContext,
): Promise<User> {
  return db.transaction(async (tx) => {
    // Changing an admin locks every active admin first, in id order, and only then the row itself:
    // two admins demoting each other at once take the locks in the same order and cannot deadlock.
    const activeAdmins = () =>
      tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.isActive, true)))
        .orderBy(asc(users.id))
        .for('update');
    const [peek] = await tx.select({ role: users.role, isActive: users.isActive }).from(users).where(eq(users.id, id));
    if (!peek) throw new AppError('NOT_FOUND');
    if (peek.role === 'admin' && peek.isActive) await activeAdmins();
    const [current] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND');
    const losesAdmin = current.role === 'admin' && current.isActive && (input.role !== 'admin' || !input.isActive);
    if (losesAdmin) {
      if (current.id === admin.id) throw new AppError('OWN_ACCESS_CHANGE');
      if ((await activeAdmins()).filter((other) => other.id !== id).length === 0) {
        throw new AppError('LAST_ACTIVE_ADMIN');
      }
    }
    // An e-mail is added or corrected, never removed: without one nobody could sign in again.
    const { email, ...profile } = input;
    const [after] = await tx
      .update(users)
      .set({ ...profile, ...(email ? { email } : {}), updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning()
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) {
          throw new AppError('EMAIL_TAKEN', { details: [{ field: 'email', message: 'อีเมลนี้ถูกใช้สมัครสมาชิกแล้ว' }] });
        }
        throw error;
      });
    if (!after) throw new AppError('NOT_FOUND');
    const deactivated = current.isActive && !after.isActive;
    if (deactivated) await tx.delete(sessions).where(eq(sessions.userId, id));
    const changed = UPDATABLE_FIELDS.filter((key) => current[key] !== after[key]);
    if (changed.length > 0) {
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'user.update_by_admin',
        entity: 'user',
        entityId: id,
        before: Object.fromEntries(changed.map((key) => [key, current[key]])),
        after: {
          ...Object.fromEntries(changed.map((key) => [key, after[key]])),
          ...(deactivated ? { sessionsEnded: true } : {}),
        },
        ip: context.ip,
      });
    }
    return toUserDto(after);
  });
}

/**
 * A one-time temporary password for a user who lost theirs (read out by phone). It is answered once and
 * never stored in clear; the user must replace it at next sign-in, and every other session of theirs ends.
 */
export async function issueTemporaryPassword(
  db: Database,
  admin: Authenticated,
  id: string,
  context: RequestContext,
): Promise<TemporaryPassword> {
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ email: users.email }).from(users).where(eq(users.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND');
    // A walk-in has nothing to sign in with: a password is of use once an e-mail is added.
    if (current.email === null) throw new AppError('NO_EMAIL_TO_SIGN_IN');
    const [row] = await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: true, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning({ id: users.id });
    if (!row) throw new AppError('NOT_FOUND');
    // An admin resetting their own password keeps the browser they are using.
    await tx.delete(sessions).where(and(eq(sessions.userId, id), ne(sessions.id, admin.sessionId)));
    await recordAudit(tx, {
      actorId: admin.user.id,
      action: 'user.temporary_password',
      entity: 'user',
      entityId: id,
      after: { mustChangePassword: true, sessionsEnded: true },
      ip: context.ip,
    });
    return { temporaryPassword: password };
  });
}
