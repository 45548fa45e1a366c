import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { S3UploadStorage } from '../../config/config';
import {
  contentTypeOf,
  type ListedFile,
  type StorageDriver,
  type StoredFile,
} from './storage-driver';

function isNotFound(err: unknown): boolean {
  if (err instanceof S3ServiceException)
    return (
      err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404
    );
  return false;
}

/**
 * How long one request to the bucket may take: each attempt is bounded by the two timeouts, and the
 * SDK tries `maxAttempts` times (the orphaned-file age is derived from these: orphaned-files.ts).
 */
export const S3_CLIENT_LIMITS = {
  connectionTimeoutMs: 5_000,
  requestTimeoutMs: 30_000,
  maxAttempts: 3,
} as const;

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO...), so that several app instances share them.
 * Objects are named like the local files, at the top of the bucket; this app still serves them
 * (GET /uploads/...): the Content-Security-Policy shows images from the site's own origin only.
 * Checksums are sent and checked only where S3 requires them, as MinIO and other S3-compatible
 * servers do not all know the newer SDKs' default ones.
 */
export class S3StorageDriver implements StorageDriver {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly config: S3UploadStorage) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: {
        accessKeyId: config.accessKeyId,
        secretAccessKey: config.secretAccessKey,
      },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: S3_CLIENT_LIMITS.maxAttempts,
      requestHandler: {
        connectionTimeout: S3_CLIENT_LIMITS.connectionTimeoutMs,
        requestTimeout: S3_CLIENT_LIMITS.requestTimeoutMs,
      },
    });
  }

  get bucket(): string {
    return this.config.bucket;
  }

  async put(name: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: name,
        Body: data,
        ContentLength: data.length,
        ContentType: contentType,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async get(name: string): Promise<StoredFile | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: name }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error('S3 answered without a body stream');
      return {
        body: answer.Body,
        size: answer.ContentLength ?? 0,
        contentType: contentTypeOf(name),
      };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async delete(name: string): Promise<void> {
    // S3 answers a delete of a missing key with success.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: name }));
  }

  async exists(name: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: name }));
      return true;
    } catch (err) {
      if (isNotFound(err)) return false;
      throw err;
    }
  }

  /** ListObjectsV2 over the whole bucket, one page of keys per request. */
  async *list(pageSize: number): AsyncIterable<ListedFile[]> {
    let continuationToken: string | undefined;
    do {
      const answer = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.config.bucket,
          MaxKeys: pageSize,
          ContinuationToken: continuationToken,
        }),
      );
      const page = (answer.Contents ?? []).flatMap((object) =>
        object.Key && object.LastModified
          ? [{ name: object.Key, modifiedAt: object.LastModified }]
          : [],
      );
      if (page.length) yield page;
      continuationToken = answer.IsTruncated ? answer.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  destroy(): void {
    this.client.destroy();
  }
}
