import { defineRoutes } from './define.ts';

/**
 * Where the backup routes are (zod-free; the schemas are in backups.schemas.ts). For `npm run backup`
 * on the machine of a server on the embedded database only: no session is asked, the route checks
 * that the connection is local and carries the secret the server keeps in DATA_DIR/backup.secret.
 */
export const backupsRoutes = defineRoutes({
  getBackupArchive: { method: 'GET', path: '/backups/archive', access: 'public' },
  recordBackup: { method: 'POST', path: '/backups', access: 'public' },
});
