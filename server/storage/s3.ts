import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Storage } from './storage.ts';
import { contentTypeOfKey, isStorageKey } from './storage.ts';

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2, …). */
export type S3Settings = {
  bucket: string;
  region: string;
  /** The service's address for non-AWS stores (e.g. http://127.0.0.1:9000 for MinIO). */
  endpoint?: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** `bucket` in the path instead of the host name (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
  /** A folder inside the bucket for this product's files (e.g. `church-pictures/`). */
  prefix?: string | undefined;
};

/**
 * Files in an S3-compatible bucket. The objects carry their content type and a year-long
 * immutable Cache-Control, so a CDN in front of the bucket may serve them as this product does.
 */
export function s3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // Uploads are small and whole: no checksum trailers that some compatible stores refuse.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const prefix = settings.prefix ?? '';
  const objectKey = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
    return `${prefix}${key}`;
  };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: objectKey(key),
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }),
        );
        if (!answer.Body) return null;
        return {
          body: answer.Body as Readable,
          contentType: answer.ContentType ?? contentTypeOfKey(key),
          size: answer.ContentLength ?? null,
        };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NotFound') {
          return null;
        }
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
    },
  };
}
