import {
  type AuthResult,
  type ChangePasswordBodySchema,
  type LoginBodySchema,
  PRIVACY_NOTICE_VERSION,
  type ProfileUpdateBodySchema,
  type RegisterBodySchema,
  type User,
  type UserListItem,
  type z,
} from '@jongdee/contracts';
import { webPaths } from '@jongdee/contracts/web-paths';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { type Database, isUniqueViolation } from '../../db/client.ts';
import { type Instants, isoInstant, isoTimestamp } from '../../db/iso-timestamp.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { sessions, signInDevices, userConsents, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { batchedLookup } from '../../lib/batch.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import {
  type AttemptLimit,
  claimAttempt,
  hitRateLimit,
  releaseRateLimit,
  resetRateLimit,
} from '../../lib/rate-limit.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { signInNotificationTexts } from './auth.texts.ts';

export type UserRow = typeof users.$inferSelect;
export type RequestContext = { ip: string; userAgent: string | undefined };
export type Authenticated = { user: UserRow; sessionId: string };

const DAY_SECONDS = 24 * 60 * 60;
export const SESSION_POLICY = {
  slidingSeconds: 7 * DAY_SECONDS,
  absoluteSeconds: 30 * DAY_SECONDS,
  touchEverySeconds: 60,
} as const;
/** Password checks per window: per address, per account from unknown devices, per known device. */
export const SIGN_IN_LIMIT = { checks: 10, windowSeconds: 15 * 60 } as const;
/** Checks of the current password (change-password) per signed-in account and window. */
export const PASSWORD_CHECK_LIMIT = { checks: 10, windowSeconds: 15 * 60 } as const;
/** A device stays known this long after its last successful sign-in. */
export const DEVICE_TOKEN_SECONDS = 90 * DAY_SECONDS;
export const REGISTER_LIMIT = { attempts: 20, windowSeconds: 60 * 60 } as const;

/**
 * The columns a user shows in the staff's list, instants as ISO text (db/iso-timestamp.ts): no
 * address or tax id, and nothing of their sign-in.
 */
export const userListColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  companyName: users.companyName,
  isActive: users.isActive,
  mustChangePassword: users.mustChangePassword,
  lastLoginAt: isoTimestamp(users.lastLoginAt),
  createdAt: isoTimestamp(users.createdAt),
  updatedAt: isoTimestamp(users.updatedAt),
};

export function toUserListItem(row: Instants<Pick<UserRow, keyof typeof userListColumns>>): UserListItem {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    companyName: row.companyName,
    isActive: row.isActive,
    mustChangePassword: row.mustChangePassword,
    lastLoginAt: isoInstant(row.lastLoginAt),
    createdAt: isoInstant(row.createdAt),
    updatedAt: isoInstant(row.updatedAt),
  };
}

export function toUserDto(row: UserRow): User {
  return { ...toUserListItem(row), taxId: row.taxId, address: row.address };
}

export async function startSession(db: Database, userId: string, context: RequestContext): Promise<string> {
  const { token, tokenHash } = newToken();
  await db.insert(sessions).values({
    userId,
    tokenHash,
    expiresAt: sql`now() + make_interval(secs => ${SESSION_POLICY.slidingSeconds})`,
    ip: context.ip,
    userAgent: context.userAgent?.slice(0, 500) ?? null,
  });
  return token;
}

export type NewUser = {
  /** Null for a walk-in customer: nobody can sign in to the account until staff add an e-mail. */
  email: string | null;
  /** Null for a walk-in: the stored hash then matches no password (`NO_PASSWORD_HASH`). */
  password: string | null;
  firstName: string;
  lastName: string;
  phone: string;
  role?: UserRow['role'];
  /** A password someone else chose (staff, on the phone): the person must replace it at first sign-in. */
  mustChangePassword?: boolean;
};

/**
 * The password hash of an account without a password (a walk-in): not an argon2 hash, so no password
 * ever verifies against it (`verifyPassword` answers false) until staff issue a temporary one.
 */
export const NO_PASSWORD_HASH = '!no-password';

/** Inserts a user; a taken email (case-insensitive: emails are stored lower-cased) is EMAIL_TAKEN. */
export async function createUser(db: Database, input: NewUser): Promise<UserRow> {
  const passwordHash = input.password === null ? NO_PASSWORD_HASH : await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({
        email: input.email?.toLowerCase() ?? null,
        passwordHash,
        role: input.role ?? 'user',
        mustChangePassword: input.mustChangePassword ?? false,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
      })
      .returning();
    if (!row) throw new Error('insert into users returned no row');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('EMAIL_TAKEN', { details: [{ field: 'email', message: 'อีเมลนี้ถูกใช้สมัครสมาชิกแล้ว' }] });
    }
    throw error;
  }
}

export async function register(
  db: Database,
  input: z.output<typeof RegisterBodySchema>,
  context: RequestContext,
): Promise<AuthResult> {
  const limit = await hitRateLimit(db, `register:ip:${context.ip}`, REGISTER_LIMIT.windowSeconds);
  if (limit.count > REGISTER_LIMIT.attempts) throw tooMany('TOO_MANY_REQUESTS', limit.retryAfterSeconds);

  return db.transaction(async (tx) => {
    const user = await createUser(tx, input);
    const consents = [
      { userId: user.id, purpose: 'health_data' as const, noticeVersion: PRIVACY_NOTICE_VERSION },
      ...(input.marketingConsent
        ? [{ userId: user.id, purpose: 'marketing' as const, noticeVersion: PRIVACY_NOTICE_VERSION }]
        : []),
    ];
    await tx.insert(userConsents).values(consents);
    const token = await startSession(tx, user.id, context);
    const deviceToken = await rememberDevice(tx, user.id, undefined);
    const [signedIn] = await tx.update(users).set({ lastLoginAt: sql`now()` }).where(eq(users.id, user.id)).returning();
    await recordAudit(tx, {
      actorId: user.id,
      action: 'user.register',
      entity: 'user',
      entityId: user.id,
      after: { email: user.email, consents: consents.map((consent) => consent.purpose) },
      ip: context.ip,
    });
    return { token, deviceToken, user: toUserDto(signedIn ?? user) };
  });
}

export function tooMany(
  code: 'TOO_MANY_LOGIN_ATTEMPTS' | 'TOO_MANY_PASSWORD_ATTEMPTS' | 'TOO_MANY_REQUESTS',
  retryAfterSeconds: number,
): AppError {
  return new AppError(code, {
    params: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}

type KnownDevice = { id: string; token: string };

/** The known device a presented token stands for, if it belongs to this account and has not expired. */
async function findDevice(db: Database, userId: string, token: string): Promise<KnownDevice | undefined> {
  const [device] = await db
    .select({ id: signInDevices.id })
    .from(signInDevices)
    .where(
      and(
        eq(signInDevices.tokenHash, hashToken(token)),
        eq(signInDevices.userId, userId),
        gt(signInDevices.expiresAt, sql`now()`),
      ),
    );
  return device && { id: device.id, token };
}

/**
 * After a successful sign-in: a known device's lifetime starts again (same token); any other browser
 * becomes a known device with a new token. Answers the token the browser keeps.
 */
export async function rememberDevice(db: Database, userId: string, known: KnownDevice | undefined): Promise<string> {
  const expiresAt = sql`now() + make_interval(secs => ${DEVICE_TOKEN_SECONDS})`;
  if (known) {
    await db.update(signInDevices).set({ expiresAt }).where(eq(signInDevices.id, known.id));
    return known.token;
  }
  const { token, tokenHash } = newToken();
  await db.insert(signInDevices).values({ userId, tokenHash, expiresAt });
  await db.delete(signInDevices).where(and(eq(signInDevices.userId, userId), sql`${signInDevices.expiresAt} <= now()`));
  return token;
}

/**
 * Unknown devices are being held back from this account: tell its owner, once per window (the alert
 * counter's first hit in a window is the only one that sends).
 */
async function warnOwnerOfGuessing(db: Database, userId: string): Promise<void> {
  const alerts = await hitRateLimit(db, `login-alert:user:${userId}`, SIGN_IN_LIMIT.windowSeconds);
  if (alerts.count !== 1) return;
  await notify(db, {
    userId,
    type: 'sign_in_attempts',
    ...signInNotificationTexts.guessing(SIGN_IN_LIMIT.windowSeconds / 60),
    link: webPaths.changePassword.href(),
  });
}

/**
 * Checks the password and opens a session (decision 013). Each check is counted before it is made, per
 * address and per account — or, for a device that signed in to this account before, per device instead
 * of per account, so guesses from elsewhere cannot lock the owner out. Failed checks stay counted for
 * the window; a success takes its own check back and clears the known device's count.
 */
export async function login(
  db: Database,
  input: z.output<typeof LoginBodySchema>,
  context: RequestContext,
  audience: 'any' | 'admin',
): Promise<AuthResult> {
  const [user] = await db.select().from(users).where(eq(users.email, input.email));
  const device = user && input.deviceToken ? await findDevice(db, user.id, input.deviceToken) : undefined;
  const window = { max: SIGN_IN_LIMIT.checks, windowSeconds: SIGN_IN_LIMIT.windowSeconds };
  const addressLimit: AttemptLimit = { key: `login:ip:${context.ip}`, ...window };
  const holderLimit: AttemptLimit = device
    ? { key: `login:device:${device.id}`, ...window }
    : { key: `login:account:${input.email}`, ...window };
  const claim = await claimAttempt(db, [addressLimit, holderLimit]);
  if (!claim.allowed) {
    if (user && !device && claim.blockedBy === holderLimit) await warnOwnerOfGuessing(db, user.id);
    throw tooMany('TOO_MANY_LOGIN_ATTEMPTS', claim.retryAfterSeconds);
  }

  const passwordMatches = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !passwordMatches) throw new AppError('INVALID_CREDENTIALS');
  await Promise.all([
    releaseRateLimit(db, addressLimit.key, addressLimit.windowSeconds),
    device ? resetRateLimit(db, holderLimit.key) : releaseRateLimit(db, holderLimit.key, holderLimit.windowSeconds),
  ]);
  if (!user.isActive) throw new AppError('ACCOUNT_DISABLED');
  if (audience === 'admin' && user.role !== 'admin') throw new AppError('NOT_ADMIN');

  return db.transaction(async (tx) => {
    const token = await startSession(tx, user.id, context);
    const deviceToken = await rememberDevice(tx, user.id, device);
    const [signedIn] = await tx.update(users).set({ lastLoginAt: sql`now()` }).where(eq(users.id, user.id)).returning();
    if (user.role === 'admin') {
      await recordAudit(tx, {
        actorId: user.id,
        action: 'admin.sign_in',
        entity: 'user',
        entityId: user.id,
        ip: context.ip,
      });
    }
    return { token, deviceToken, user: toUserDto(signedIn ?? user) };
  });
}

// Every signed-in request runs this lookup: its SQL is built once per database, not per request
// (db/prepared.ts, bench/README.md), and the requests that arrive together share one statement.
function sessionLookup(db: Database) {
  return preparedOnce(db, 'session_lookup', (statement) =>
    db
      .select({ tokenHash: sessions.tokenHash, user: users, sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          sql`${sessions.tokenHash} = any(${sql.placeholder('tokenHashes')}::text[])`,
          gt(sessions.expiresAt, sql`now()`),
          gt(sessions.createdAt, sql`now() - make_interval(secs => ${SESSION_POLICY.absoluteSeconds})`),
          eq(users.isActive, true),
        ),
      )
      .prepare(statement),
  );
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionLookup>['execute']>>[number];

// Two look-ups at a time per process, each for up to 100 tokens: under a crowd, the session checks of
// 500 requests cost a handful of statements and leave the pool to the requests' own work.
const SESSION_LOOKUPS_IN_FLIGHT = 2;
const TOKENS_PER_LOOKUP = 100;
const lookups = new WeakMap<Database, (tokenHash: string) => Promise<SessionRow | undefined>>();

function lookupSession(db: Database, tokenHash: string): Promise<SessionRow | undefined> {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = batchedLookup(
      async (tokenHashes: string[]) => {
        const rows = await sessionLookup(db).execute({ tokenHashes });
        return new Map(rows.map((row) => [row.tokenHash, row]));
      },
      { inFlight: SESSION_LOOKUPS_IN_FLIGHT, maxKeys: TOKENS_PER_LOOKUP },
    );
    lookups.set(db, lookup);
  }
  return lookup(tokenHash);
}

/**
 * Resolves a bearer token to its active user. Expired sessions, sessions past the absolute limit and
 * deactivated users are refused at once. The expiry slides, written at most once a minute.
 */
export async function authenticate(db: Database, token: string): Promise<Authenticated | null> {
  const row = await lookupSession(db, hashToken(token));
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > SESSION_POLICY.touchEverySeconds * 1000) {
    await db
      .update(sessions)
      .set({
        lastSeenAt: sql`now()`,
        expiresAt: sql`least(now() + make_interval(secs => ${SESSION_POLICY.slidingSeconds}), ${sessions.createdAt} + make_interval(secs => ${SESSION_POLICY.absoluteSeconds}))`,
      })
      .where(eq(sessions.id, row.sessionId));
  }
  return { user: row.user, sessionId: row.sessionId };
}

export async function logout(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function updateProfile(
  db: Database,
  userId: string,
  input: z.output<typeof ProfileUpdateBodySchema>,
  context: RequestContext,
): Promise<User> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, userId));
    const [after] = await tx
      .update(users)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    if (!before || !after) throw new AppError('NOT_FOUND');
    const changed = (Object.keys(input) as (keyof typeof input)[]).filter((key) => before[key] !== after[key]);
    if (changed.length > 0) {
      await recordAudit(tx, {
        actorId: userId,
        action: 'user.profile_update',
        entity: 'user',
        entityId: userId,
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: Object.fromEntries(changed.map((key) => [key, after[key]])),
        ip: context.ip,
      });
    }
    return toUserDto(after);
  });
}

/** Changes the password and ends every other session of the user; the current one stays signed in. */
export async function changePassword(
  db: Database,
  auth: Authenticated,
  input: z.output<typeof ChangePasswordBodySchema>,
  context: RequestContext,
): Promise<void> {
  // Counted before the check, like sign-in: a stolen session must not become a way to guess the password.
  const checkLimit: AttemptLimit = {
    key: `password-check:user:${auth.user.id}`,
    max: PASSWORD_CHECK_LIMIT.checks,
    windowSeconds: PASSWORD_CHECK_LIMIT.windowSeconds,
  };
  const claim = await claimAttempt(db, [checkLimit]);
  if (!claim.allowed) throw tooMany('TOO_MANY_PASSWORD_ATTEMPTS', claim.retryAfterSeconds);
  if (!(await verifyPassword(auth.user.passwordHash, input.currentPassword))) {
    throw new AppError('WRONG_CURRENT_PASSWORD', {
      details: [{ field: 'currentPassword', message: 'รหัสผ่านปัจจุบันไม่ถูกต้อง' }],
    });
  }
  await releaseRateLimit(db, checkLimit.key, checkLimit.windowSeconds);
  if (input.newPassword === input.currentPassword) {
    throw new AppError('SAME_PASSWORD', {
      details: [{ field: 'newPassword', message: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม' }],
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, updatedAt: sql`now()` })
      .where(eq(users.id, auth.user.id));
    await tx.delete(sessions).where(and(eq(sessions.userId, auth.user.id), ne(sessions.id, auth.sessionId)));
    await recordAudit(tx, {
      actorId: auth.user.id,
      action: 'user.password_change',
      entity: 'user',
      entityId: auth.user.id,
      ip: context.ip,
    });
  });
}
