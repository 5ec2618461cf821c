import { PassThrough } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { writeBackupArchive } from '../../lib/backup/backup-archive.ts';
import { bearerToken, sameToken } from '../../lib/bearer-token.ts';
import { ok } from '../../lib/envelope.ts';
import { contractRoute } from '../../lib/route.ts';
import { isLocalConnection, recordBackup } from './backups.service.ts';

/** `secret`: what this server wrote to DATA_DIR/backup.secret; unset (PostgreSQL), the routes answer 404. */
type Options = { secret: string | undefined };

/**
 * For `npm run backup` on the machine of a server on the embedded database, which alone may open it
 * (decision 024): the archive of a snapshot taken while the server goes on serving, and the record
 * of a backup the command has written and checked. Checked before the body is read: a local
 * connection (a proxy's relayed requests are not), then the secret.
 */
export const backupsRoutes: FastifyPluginAsyncZod<Options> = async (app, { secret }) => {
  const onlyTheBackupCommand = async (request: FastifyRequest) => {
    if (!secret) throw new AppError('ROUTE_NOT_FOUND');
    if (!isLocalConnection(request.socket, request.headers)) throw new AppError('BACKUP_LOCAL_ONLY');
    const sent = bearerToken(request.headers.authorization);
    if (sent === null || !sameToken(sent, secret)) {
      throw new AppError('BACKUP_SECRET_INVALID', { headers: { 'www-authenticate': 'Bearer' } });
    }
  };

  app.route({
    ...contractRoute('getBackupArchive'),
    onRequest: onlyTheBackupCommand,
    handler: async (request, reply) => {
      const archive = new PassThrough();
      // A failure half-way cuts the answer short: the command finds no manifest at its end and says so.
      writeBackupArchive({ db: app.db, kind: app.databaseKind, storage: app.storage }, archive).then(
        (manifest) =>
          request.log.info({ snapshotAt: manifest.snapshotAt, files: manifest.files.length }, 'backup sent'),
        (error: unknown) => {
          request.log.error({ err: error }, 'backup failed');
          archive.destroy(error as Error);
        },
      );
      return reply
        .header('content-type', 'application/gzip')
        .header('content-disposition', 'attachment; filename="jongdee-backup.tar.gz"')
        .send(archive);
    },
  });

  app.route({
    ...contractRoute('recordBackup'),
    onRequest: onlyTheBackupCommand,
    handler: async (request, reply) => reply.code(201).send(ok(await recordBackup(app.db, request.body))),
  });
};
