import { randomInt } from 'node:crypto';
import type {
  CreatedUser,
  CreateUserBodySchema,
  UserListItem,
  UserListQuerySchema,
  UserPage,
  z,
} from '@jongdee/contracts';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { createUser, type RequestContext, toUserDto, type UserRow } from '../auth/auth.service.ts';

function toListItem(row: UserRow): UserListItem {
  const { address: _address, taxId: _taxId, ...item } = toUserDto(row);
  return item;
}

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

  const column = SORT_COLUMNS[query.sortBy];
  const direction = query.sortOrder === 'asc' ? asc : desc;
  // Never signed in sorts last either way.
  const order =
    query.sortBy !== 'lastLoginAt'
      ? direction(column)
      : query.sortOrder === 'asc'
        ? sql`${column} asc nulls last`
        : sql`${column} desc nulls last`;

  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(order, desc(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  const total = totals?.total ?? 0;
  return {
    items: rows.map(toListItem),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
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

/** An admin opens a customer account (a booking by phone); the temporary password is answered once. */
export async function createUserByAdmin(
  db: Database,
  adminId: string,
  input: z.output<typeof CreateUserBodySchema>,
  context: RequestContext,
): Promise<CreatedUser> {
  const password = temporaryPassword();
  return db.transaction(async (tx) => {
    const user = await createUser(tx, { ...input, password, role: 'user', mustChangePassword: true });
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
      },
      ip: context.ip,
    });
    return { user: toUserDto(user), temporaryPassword: password };
  });
}
