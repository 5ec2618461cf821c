import { TimestampSchema } from './common.ts';
import { z } from './thai-zod.ts';

/**
 * `npm run backup` against a running server on the embedded database (decision 024): the command
 * downloads the archive, checks it, and then tells the server it is safely written, which records it.
 */
export const RecordBackupBodySchema = z.object({
  snapshotAt: TimestampSchema.describe('the moment of the snapshot the archive holds (its manifest)'),
  fileName: z.string().trim().min(1).max(1000).describe('where the command wrote the archive'),
  bytes: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  rowCount: z.number().int().min(0).max(2_147_483_647),
  fileCount: z.number().int().min(0).max(2_147_483_647),
});
export type RecordBackupBody = z.infer<typeof RecordBackupBodySchema>;

// The recorded file name is answered as stored: the body's trim is for what comes in, and an answer
// with a trimming field could not take the fast serializer (lib/response-serializer.ts).
export const BackupSchema = RecordBackupBodySchema.extend({
  id: z.uuid(),
  fileName: z.string().describe('where the command wrote the archive'),
  finishedAt: TimestampSchema.describe('when the archive was written and checked'),
});
export type Backup = z.infer<typeof BackupSchema>;

/** What /admin shows of the newest backup. */
export const LastBackupSchema = z.object({
  snapshotAt: TimestampSchema,
  finishedAt: TimestampSchema,
});
export type LastBackup = z.infer<typeof LastBackupSchema>;
