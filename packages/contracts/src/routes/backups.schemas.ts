import { BackupSchema, RecordBackupBodySchema } from '../backups.ts';
import type { backupsRoutes } from './backups.ts';
import { defineRouteSchemas } from './define.ts';

export const backupsRouteSchemas = defineRouteSchemas<typeof backupsRoutes>()({
  getBackupArchive: {
    tag: 'backups',
    summary:
      'The online backup of a server on the embedded database, as a gzipped tar (`npm run backup`): only over a local connection with `Authorization: Bearer <DATA_DIR/backup.secret>`; 404 on PostgreSQL',
    file: 'application/gzip',
  },
  recordBackup: {
    tag: 'backups',
    summary:
      'Records a backup the command has written and checked, for /admin: local connection and backup secret, as above',
    body: RecordBackupBodySchema,
    response: BackupSchema,
    status: 201,
  },
});
