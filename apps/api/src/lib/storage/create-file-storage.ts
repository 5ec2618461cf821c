import path from 'node:path';
import type { Config } from '../../config.ts';
import { diskStorage, type FileStorage } from './file-storage.ts';

/**
 * The store the configuration names, ready to use: the server, the test app and the commands all
 * build theirs here, so none of them can fall back to the disk when FILE_STORAGE=s3. On S3 the
 * bucket is created when missing, so a wrong endpoint or key stops the start with one line.
 */
export async function createFileStorage(config: Pick<Config, 'dataDir' | 'fileStorage' | 's3'>): Promise<FileStorage> {
  if (config.fileStorage === 'disk') return diskStorage(path.join(config.dataDir, 'files'));
  if (!config.s3) throw new Error('FILE_STORAGE=s3 without the S3 settings');
  // The S3 client (about 15 MB once loaded) only where the files live in a bucket (decision 018).
  const { s3Storage } = await import('./s3-storage.ts');
  const storage = s3Storage(config.s3);
  try {
    await storage.ensureBucket();
  } catch (error) {
    await storage.close();
    throw error;
  }
  return storage;
}
