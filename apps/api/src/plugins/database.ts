import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    databaseKind: DatabaseHandle['kind'];
  }
}

/** Exposes the database to routes; the process that opened it (server.ts or a test) closes it. */
export default fp<{ database: DatabaseHandle }>(
  async (app, { database }) => {
    app.decorate('db', database.db);
    app.decorate('databaseKind', database.kind);
  },
  { name: 'database' },
);
