/**
 * Files in a bucket of an S3-compatible server (MinIO, Ceph RGW, Cloudflare R2, AWS S3), behind the
 * same interface as the disk (decision 009). Keys are the disk's keys; the bucket stays private and
 * files are served only through the API's authorised endpoints, never by presigned URLs.
 */
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkStorageKey, type FileStorage, isStorageKey } from './file-storage.ts';

export type S3Settings = {
  /** e.g. `http://127.0.0.1:9000` (MinIO) or `https://s3.ap-southeast-1.amazonaws.com`. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

export type S3Storage = FileStorage & {
  /** Creates the bucket when it is missing; another process creating it at the same time is fine. */
  ensureBucket(): Promise<void>;
};

/** A server that does not answer the connection within this is down; fail and let the retry decide. */
const CONNECTION_TIMEOUT_MS = 5_000;
/** Longest silence on an open request (a 10 MB slip moves well within it on any working link). */
const REQUEST_TIMEOUT_MS = 30_000;
/** The first try and two retries, with the SDK's backoff, for throttling, 5xx and dropped connections. */
const MAX_ATTEMPTS = 3;

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || statusOf(error) === 404)
  );
}

export function s3Storage(settings: S3Settings): S3Storage {
  const { bucket } = settings;
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // `host/bucket/key` instead of `bucket.host/key`: MinIO, Ceph RGW and a bare IP need no wildcard DNS.
    forcePathStyle: true,
    // Newer SDKs add CRC32 checksums to every upload, which older MinIO and Ceph releases refuse.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: MAX_ATTEMPTS,
    requestHandler: { connectionTimeout: CONNECTION_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  });
  const location = `${settings.endpoint.replace(/\/$/, '')}/${bucket}`;

  async function* objects() {
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        // Objects someone else put in the bucket are not ours to list, copy or sweep.
        if (object.Key && isStorageKey(object.Key)) yield object;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  const remove = async (key: string): Promise<void> => {
    // S3 answers 204 for a key that is not there, so a missing file needs no special case.
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkStorageKey(key) }));
  };

  return {
    location,

    async put(key, bytes) {
      checkStorageKey(key);
      // One PUT is atomic on S3: readers see the old object or the new one, never part of it, and the
      // object exists once the call returns, before the caller commits its row.
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream',
        }),
      );
    },

    async get(key) {
      checkStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!object.Body) return null;
        const bytes = await object.Body.transformToByteArray();
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    remove,

    async *list() {
      for await (const object of objects()) yield object.Key as string;
    },

    async *scan() {
      // A PUT leaves nothing half-written on S3, so there are no temporary objects to report.
      for await (const object of objects()) {
        yield {
          key: object.Key as string,
          temporary: false,
          modifiedMs: object.LastModified?.getTime() ?? 0,
          size: object.Size ?? 0,
        };
      }
    },

    discard: (entry) => remove(entry.key),

    async ensureBucket() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
        return;
      } catch (error) {
        if (!isNotFound(error)) throw bucketError(error, settings);
      }
      try {
        const constraint = settings.region === 'us-east-1' || settings.region === 'auto' ? undefined : settings.region;
        await client.send(
          new CreateBucketCommand({
            Bucket: bucket,
            ...(constraint ? { CreateBucketConfiguration: { LocationConstraint: constraint as never } } : {}),
          }),
        );
      } catch (error) {
        if (error instanceof S3ServiceException && error.name === 'BucketAlreadyOwnedByYou') return;
        // Some servers say "already exists" for a bucket another process of ours has just created:
        // it is ours if we can reach it now.
        if (error instanceof S3ServiceException && error.name === 'BucketAlreadyExists') {
          await client.send(new HeadBucketCommand({ Bucket: bucket })).catch((again: unknown) => {
            throw bucketError(again, settings);
          });
          return;
        }
        throw bucketError(error, settings);
      }
    },

    async close() {
      client.destroy();
    },
  };
}

/** One line an operator can act on, instead of the SDK's stack. */
function bucketError(error: unknown, settings: S3Settings): Error {
  const status = statusOf(error);
  const reason =
    status === 403
      ? 'access denied: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, and that they may use this bucket'
      : status === 301 || status === 400
        ? `refused (${(error as Error).name}): check S3_REGION and S3_BUCKET`
        : (error as Error).message || (error as Error).name;
  return new Error(`Object storage ${settings.endpoint} bucket ${settings.bucket}: ${reason}`, { cause: error });
}
