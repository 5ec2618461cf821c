import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser, useTestApp } from '../test/helpers.ts';
import { isoFromPostgres, isoTimestamp } from './iso-timestamp.ts';
import { users } from './schema.ts';

// Lists read their instants as PostgreSQL's text, rearranged into what `Date#toISOString` writes
// (db/iso-timestamp.ts). Each case is the database's own text of an instant, in this app's session and
// in other time zones, and must come out as the `Date` Drizzle used to make would have written it.

const ctx = useTestApp();

/** The database's text for each instant, in the session's time zone or the one named. */
async function postgresText(instants: string[], timeZone?: string): Promise<string[]> {
  return ctx.app.db.transaction(async (tx) => {
    if (timeZone) await tx.execute(sql`select set_config('TimeZone', ${timeZone}, true)`);
    const texts: string[] = [];
    for (const instant of instants) {
      const result = (await tx.execute(sql`select ${instant}::timestamptz::text as text`)) as unknown as {
        rows: { text: string }[];
      };
      texts.push(result.rows[0]?.text ?? '');
    }
    return texts;
  });
}

const INSTANTS = {
  '2026-12-07T02:29:23Z': '2026-12-07T02:29:23.000Z',
  '2026-12-07T02:29:23.2Z': '2026-12-07T02:29:23.200Z',
  '2026-12-07T02:29:23.25Z': '2026-12-07T02:29:23.250Z',
  '2026-12-07T02:29:23.259Z': '2026-12-07T02:29:23.259Z',
  '2026-12-07T02:29:23.259999Z': '2026-12-07T02:29:23.259Z',
  '2026-12-31T23:59:59.999999Z': '2026-12-31T23:59:59.999Z',
  '2028-02-29T17:00:00.000001Z': '2028-02-29T17:00:00.000Z',
  '1970-01-01T00:00:00Z': '1970-01-01T00:00:00.000Z',
};

describe('isoFromPostgres', () => {
  it("writes the session's UTC text as Date#toISOString would, microseconds cut to milliseconds", async () => {
    const texts = await postgresText(Object.keys(INSTANTS));
    expect(texts[4]).toMatch(/^2026-12-07 02:29:23\.259999\+00$/);
    expect(texts.map(isoFromPostgres)).toEqual(Object.values(INSTANTS));
    expect(texts.map(isoFromPostgres)).toEqual(texts.map((text) => new Date(text).toISOString()));
  });

  it('reads the text of another session time zone through a Date, to the same instant', async () => {
    for (const timeZone of ['Asia/Bangkok', 'Asia/Kolkata', 'America/St_Johns']) {
      const texts = await postgresText(Object.keys(INSTANTS), timeZone);
      expect(texts[0]).not.toMatch(/\+00$/);
      expect(texts.map(isoFromPostgres)).toEqual(Object.values(INSTANTS));
    }
  });

  it('passes a Date on as its ISO text', () => {
    expect(isoFromPostgres(new Date('2026-12-07T02:29:23.259Z'))).toBe('2026-12-07T02:29:23.259Z');
  });
});

describe('isoTimestamp', () => {
  let userId: string;
  beforeAll(async () => {
    userId = (await registerUser(ctx.app)).user.id;
  });

  it("selects a column's instants as the Date it holds would write them, and a null as null", async () => {
    const [row] = await ctx.app.db
      .select({
        createdText: isoTimestamp(users.createdAt),
        created: users.createdAt,
        lastLoginText: isoTimestamp(users.lastLoginAt),
        anonymizedText: isoTimestamp(users.anonymizedAt),
      })
      .from(users)
      .where(eq(users.id, userId));
    expect(row?.createdText).toBe(row?.created.toISOString());
    expect(row?.lastLoginText).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(row?.anonymizedText).toBeNull();
  });
});
