import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimits, sessions, signInDevices } from '../../db/schema.ts';
import { runExclusive } from '../../lib/jobs/job-runner.ts';
import { bearer, registerUser, useTestApp } from '../../test/helpers.ts';
import { authJobs, RATE_LIMIT_RETENTION_SECONDS } from './auth.jobs.ts';
import { SESSION_POLICY } from './auth.service.ts';

const ctx = useTestApp();

const [prune] = authJobs;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

describe('pruning sessions and rate-limit rows', () => {
  it('deletes sessions past their sliding expiry or absolute limit, expired devices and old windows; keeps the rest working', async () => {
    if (!prune) throw new Error('no prune job');
    const db = ctx.database.db;
    const now = new Date();
    const { token, user } = await registerUser(ctx.app);
    const live = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashOf(token)));
    const [slidingGone, absoluteGone] = await db
      .insert(sessions)
      .values([
        // Not used for over a week: its sliding expiry has passed.
        {
          userId: user.id,
          tokenHash: hashOf('sliding'),
          createdAt: new Date(now.getTime() - 10 * DAY),
          expiresAt: new Date(now.getTime() - DAY),
        },
        // Its expiry says tomorrow, but it began more than 30 days ago: the absolute limit ended it.
        {
          userId: user.id,
          tokenHash: hashOf('absolute'),
          createdAt: new Date(now.getTime() - SESSION_POLICY.absoluteSeconds * 1000 - HOUR),
          expiresAt: new Date(now.getTime() + DAY),
        },
      ])
      .returning({ id: sessions.id });
    const retention = RATE_LIMIT_RETENTION_SECONDS * 1000;
    await db.insert(rateLimits).values([
      { key: 'test:old', windowStart: new Date(now.getTime() - retention - HOUR), count: 3 },
      { key: 'test:recent', windowStart: new Date(now.getTime() - retention + HOUR), count: 2 },
      { key: 'test:current', windowStart: now, count: 1 },
    ]);

    // A device token past its 90 days; the one registration just gave stays.
    await db.insert(signInDevices).values({
      userId: user.id,
      tokenHash: hashOf('old-device'),
      expiresAt: new Date(now.getTime() - HOUR),
    });

    expect(await runExclusive(db, prune, now)).toBe(4);

    const left = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(inArray(sessions.id, [live[0]?.id ?? '', slidingGone?.id ?? '', absoluteGone?.id ?? '']));
    expect(left.map((row) => row.id)).toEqual([live[0]?.id]);
    const keys = await db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(inArray(rateLimits.key, ['test:old', 'test:recent', 'test:current']));
    expect(keys.map((row) => row.key).sort()).toEqual(['test:current', 'test:recent']);
    const devices = await db
      .select({ tokenHash: signInDevices.tokenHash })
      .from(signInDevices)
      .where(eq(signInDevices.userId, user.id));
    expect(devices).toHaveLength(1);
    expect(devices[0]?.tokenHash).not.toBe(hashOf('old-device'));
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);

    // Idempotent: nothing more to delete.
    expect(await runExclusive(db, prune, now)).toBe(0);
  });
});
