import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
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
  // The AWS SDK (about 28 MB of the server's memory) loads with the first file call, so a
  // server that keeps its files on local disk never holds it (decision 035).
  let ready: Promise<{ sdk: typeof S3Sdk; client: S3Client }> | undefined;
  const s3 = () =>
    (ready ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: newClient(sdk.S3Client),
    })));
  const newClient = (Client: typeof S3Client) =>
    new Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      credentials: {
        accessKeyId: settings.accessKeyId,
        secretAccessKey: settings.secretAccessKey,
      },
      // No checksum trailers, which some compatible stores refuse (bodies are whole files).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  const prefix = settings.prefix ?? '';
  const objectKey = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
    return `${prefix}${key}`;
  };
  const isMissing = (error: unknown) => {
    const { name } = error as { name?: string };
    return name === 'NoSuchKey' || name === 'NotFound';
  };
  const putObject = async (
    key: string,
    body: Buffer | Readable,
    length: number,
    contentType: string,
  ) => {
    const { sdk, client } = await s3();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: settings.bucket,
        Key: objectKey(key),
        Body: body,
        ContentType: contentType,
        ContentLength: length,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await putObject(key, body, body.length, contentType);
    },
    async putFile(key, path, contentType) {
      const { size } = await stat(path);
      await putObject(key, createReadStream(path), size, contentType);
    },
    async get(key, range) {
      if (!isStorageKey(key)) return null;
      const { sdk, client } = await s3();
      try {
        const answer = await client.send(
          new sdk.GetObjectCommand({
            Bucket: settings.bucket,
            Key: objectKey(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        if (!answer.Body) return null;
        // A range's answer names the whole size after the slash: `bytes 0-99/1234`.
        const whole = /\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1];
        return {
          body: answer.Body as Readable,
          contentType: answer.ContentType ?? contentTypeOfKey(key),
          size: whole !== undefined ? Number(whole) : range ? null : (answer.ContentLength ?? null),
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async head(key) {
      if (!isStorageKey(key)) return null;
      const { sdk, client } = await s3();
      try {
        const answer = await client.send(
          new sdk.HeadObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }),
        );
        if (answer.ContentLength === undefined) return null;
        return {
          contentType: answer.ContentType ?? contentTypeOfKey(key),
          size: answer.ContentLength,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      const { sdk, client } = await s3();
      await client.send(
        new sdk.DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }),
      );
    },
  };
}
