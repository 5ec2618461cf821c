import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates one database for the whole run and hands its name (or file) to the test files, which each
 * start from a copy: a PGlite dump in well under a second, a PostgreSQL `CREATE DATABASE … TEMPLATE` in
 * a fraction of the 14 migrations' time. Both are made afresh each run from the migrations on disk, so
 * they are never behind them, and removed at teardown.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env.TEST_DATABASE === 'postgres') {
    const template = await createPostgresTemplate();
    project.provide('postgresTemplate', template.name);
    return template.drop;
  }
  const pglite = await PGlite.create();
  const database = await openDatabase({ pglite });
  await database.migrate();
  const dump = await pglite.dumpDataDir('none');
  const folder = await mkdtemp(path.join(tmpdir(), 'jongdee-template-'));
  const file = path.join(folder, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => rm(folder, { recursive: true, force: true });
}

const TEMPLATE_PREFIX = 'jongdee_template_';
// A run that was killed leaves its template behind; one this old belongs to no run still going.
const STALE_AFTER_MS = 12 * 60 * 60 * 1000;

async function createPostgresTemplate(): Promise<{ name: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  // Several runs (people, CI) may share one server: each has a template of its own, named by its start.
  const name = `${TEMPLATE_PREFIX}${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await dropStaleTemplates(admin);
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    // Copying needs a template nobody is connected to: once migrated, nobody may connect again.
    await admin.query(`alter database ${name} with is_template true allow_connections false`);
  } finally {
    await admin.end();
  }
  return {
    name,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await dropTemplate(client, name);
      } finally {
        await client.end();
      }
    },
  };
}

async function dropTemplate(admin: pg.Client, name: string): Promise<void> {
  await admin.query(`alter database ${name} with is_template false`);
  await admin.query(`drop database if exists ${name} with (force)`);
}

async function dropStaleTemplates(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname like '${TEMPLATE_PREFIX}%'`,
  );
  for (const { datname } of rows) {
    const started = Number.parseInt(datname.slice(TEMPLATE_PREFIX.length).split('_')[0] ?? '', 36);
    if (Date.now() - started > STALE_AFTER_MS) await dropTemplate(admin, datname).catch(() => undefined);
  }
}
