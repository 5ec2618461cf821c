import { randomBytes, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { createUser } from './auth.service.ts';

export type FirstAdmin = { email: string; generatedPassword: string | undefined };

/**
 * On a database without any admin, creates one so the clinic can sign in. Without ADMIN_PASSWORD the
 * password is random and returned once, for the start-up log; it is stored only as a hash.
 */
export async function ensureFirstAdmin(
  db: Database,
  settings: { email: string | undefined; password: string | undefined },
): Promise<FirstAdmin | null> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (existing) return null;
  const email = settings.email ?? 'admin@example.com';
  const generatedPassword = settings.password
    ? undefined
    : `Jd-${randomBytes(9).toString('base64url')}-${randomInt(10, 100)}`;
  try {
    await createUser(db, {
      email,
      password: settings.password ?? generatedPassword ?? '',
      role: 'admin',
      firstName: 'ผู้ดูแลระบบ',
      lastName: 'คลินิก',
      phone: '0800000000',
    });
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'EMAIL_TAKEN')) throw error;
    // Another process may have created it a moment ago; otherwise a regular account holds the email.
    const [created] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
    if (created) return null;
    throw new Error(`ADMIN_EMAIL ${email} belongs to an existing non-admin account: choose another address`);
  }
  return { email, generatedPassword };
}
