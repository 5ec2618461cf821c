import type {
  AuthResult,
  ForgotPasswordBodySchema,
  ForgotPasswordResult,
  ResetPasswordBodySchema,
  z,
} from '@jongdee/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passwordResetTokens, sessions, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { enqueueMessage } from '../messages/messages.service.ts';
import { type RequestContext, rememberDevice, startSession, tooMany, toUserDto } from './auth.service.ts';
import { passwordResetTexts } from './auth.texts.ts';

/** How long the link in the e-mail works: the e-mail and the reset page both say 30 minutes. */
export const PASSWORD_RESET_TOKEN_SECONDS = 30 * 60;
/**
 * Per address typed: over it the answer stays the same and nothing is sent, so the limit neither
 * floods someone's inbox nor tells a stranger whether the address has an account.
 */
export const RESET_EMAIL_LIMIT = { requests: 3, windowSeconds: 15 * 60 } as const;
/** Per client address, for asking (a flood of e-mails to many addresses) and for using links (guessing). */
export const RESET_ADDRESS_LIMIT = { requests: 10, windowSeconds: 15 * 60 } as const;

// An id no user has: the unknown address's request runs the same statements as a known one's.
const NOBODY = '00000000-0000-0000-0000-000000000000';

/**
 * Sends a link to set a new password to the account with this e-mail, if there is an active one, and
 * answers the same sentence either way. The token is stored hashed, lives 30 minutes and ends the
 * person's earlier links; the token, the message in the outbox and the audit entry commit together.
 */
export async function requestPasswordReset(
  db: Database,
  input: z.output<typeof ForgotPasswordBodySchema>,
  context: RequestContext,
): Promise<ForgotPasswordResult> {
  const address = await hitRateLimit(db, `password-reset:ip:${context.ip}`, RESET_ADDRESS_LIMIT.windowSeconds);
  if (address.count > RESET_ADDRESS_LIMIT.requests) throw tooMany('TOO_MANY_REQUESTS', address.retryAfterSeconds);
  const perEmail = await hitRateLimit(db, `password-reset:email:${input.email}`, RESET_EMAIL_LIMIT.windowSeconds);
  const withinLimit = perEmail.count <= RESET_EMAIL_LIMIT.requests;
  // Made for every request, so a known address costs no more work before the database than an unknown one.
  const { token, tokenHash } = newToken();

  await db.transaction(async (tx) => {
    const [person] = await tx
      .select({ id: users.id, isActive: users.isActive, anonymizedAt: users.anonymizedAt })
      .from(users)
      .where(eq(users.email, input.email))
      .for('update');
    const eligible = person?.isActive === true && person.anonymizedAt === null && withinLimit;
    const userId = eligible ? person.id : NOBODY;
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    if (!eligible) return;
    await tx.insert(passwordResetTokens).values({
      userId,
      tokenHash,
      expiresAt: sql`now() + make_interval(secs => ${PASSWORD_RESET_TOKEN_SECONDS})`,
    });
    await enqueueMessage(tx, { kind: 'password_reset', userId, payload: { token } });
    await recordAudit(tx, {
      actorId: null,
      action: 'user.password_reset_request',
      entity: 'user',
      entityId: userId,
      ip: context.ip,
    });
  });
  return { message: passwordResetTexts.requested };
}

/**
 * Sets the password from a link's token: once per token, even when two requests race (the token row is
 * locked). Every session of the person ends, their other links too, and a new session is answered so
 * the page that asked signs in at once, like sign-up does.
 */
export async function resetPassword(
  db: Database,
  input: z.output<typeof ResetPasswordBodySchema>,
  context: RequestContext,
): Promise<AuthResult> {
  const address = await hitRateLimit(db, `password-reset-use:ip:${context.ip}`, RESET_ADDRESS_LIMIT.windowSeconds);
  if (address.count > RESET_ADDRESS_LIMIT.requests) throw tooMany('TOO_MANY_REQUESTS', address.retryAfterSeconds);
  // Hashed before the row is locked: argon2 takes a while, and the lock should not.
  const passwordHash = await hashPassword(input.password);

  return db.transaction(async (tx) => {
    const [link] = await tx
      .select({
        id: passwordResetTokens.id,
        userId: passwordResetTokens.userId,
        usedAt: passwordResetTokens.usedAt,
        expired: sql<boolean>`${passwordResetTokens.expiresAt} <= now()`,
      })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashToken(input.token)))
      .for('update');
    if (!link || link.usedAt) throw new AppError('PASSWORD_RESET_LINK_INVALID');
    if (link.expired) throw new AppError('PASSWORD_RESET_LINK_EXPIRED');

    const [person] = await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, lastLoginAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(users.id, link.userId), eq(users.isActive, true), isNull(users.anonymizedAt)))
      .returning();
    // Deactivated or erased since the link was sent: the link is no good any more.
    if (!person) throw new AppError('PASSWORD_RESET_LINK_INVALID');
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, person.id), isNull(passwordResetTokens.usedAt)));
    await tx.delete(sessions).where(eq(sessions.userId, person.id));
    const token = await startSession(tx, person.id, context);
    const deviceToken = await rememberDevice(tx, person.id, undefined);
    await recordAudit(tx, {
      actorId: person.id,
      action: 'user.password_reset',
      entity: 'user',
      entityId: person.id,
      ip: context.ip,
    });
    return { token, deviceToken, user: toUserDto(person) };
  });
}
