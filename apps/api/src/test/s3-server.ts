/// <reference path="./s3rver.d.ts" />
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../lib/storage/s3-storage.ts';

export type TestS3Server = {
  /** Settings for a bucket of its own on the server (not created: the store creates it at start). */
  settings: S3Settings;
  /** The same as the environment the server reads, FILE_STORAGE=s3 included. */
  env: Record<string, string>;
  stop: () => Promise<void>;
};

/** s3rver's own account: it refuses any other access key id (it does not check SigV4 signatures). */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

/**
 * A real S3-protocol server (the `s3rver` package keeps objects in a folder) on a loopback port of its
 * own: the S3 store is tested through the SDK and HTTP, never a mocked client.
 */
export async function startTestS3Server(bucket = 'jongdee-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'jongdee-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await server.run();
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
  };
  return {
    settings,
    env: {
      FILE_STORAGE: 's3',
      S3_ENDPOINT: settings.endpoint,
      S3_BUCKET: bucket,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
    },
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
