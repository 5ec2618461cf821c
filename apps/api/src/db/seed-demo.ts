import { PRIVACY_NOTICE_VERSION } from '@jongdee/contracts';
import { eq } from 'drizzle-orm';
import { createUser } from '../modules/auth/auth.service.ts';
import { seedClinicDemo } from '../modules/clinics/clinics.demo.ts';
import type { Database } from './client.ts';
import { userConsents, users } from './schema.ts';

export const DEMO_USER = { email: 'demo@example.com', password: 'Demo1234' } as const;

/**
 * The demo data set (`--demo`, on by default for the embedded database): enough to try the product
 * at once. Each feature adds its part here; every part is idempotent.
 */
export async function seedDemoData(db: Database): Promise<string[]> {
  const added: string[] = [];
  const [demoUser] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USER.email));
  if (!demoUser) {
    const user = await createUser(db, {
      ...DEMO_USER,
      firstName: 'สมชาย',
      lastName: 'ใจดี',
      phone: '0812345678',
    });
    // As if they had registered: health data consent (needed to book) under the current notice.
    await db
      .insert(userConsents)
      .values({ userId: user.id, purpose: 'health_data', noticeVersion: PRIVACY_NOTICE_VERSION });
    added.push(`demo user ${DEMO_USER.email} / ${DEMO_USER.password}`);
  }
  added.push(...(await seedClinicDemo(db)));
  return added;
}
