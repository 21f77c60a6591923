import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { ERRORS, type DataStore, type Upload } from '@tus/server';
import type { S3Settings } from '#server/storage/index.ts';

/**
 * Where resumable uploads are kept while they arrive (decision 036): a folder on local disk, or,
 * when S3 is configured for storage, the same bucket through S3 multipart uploads (a phone's
 * upload then survives any one API process). A finished upload is only a step: saving the video
 * copies it into the product's storage under its content's key and removes it here.
 */
export type VideoUploadStore = {
  readonly datastore: DataStore;
  /** The upload's state, or null when there is no such upload. */
  info(id: string): Promise<Upload | null>;
  /** Runs `work` with the upload's bytes in a local file (a temporary copy for S3). */
  withLocalFile<T>(id: string, work: (path: string) => Promise<T>): Promise<T>;
  remove(id: string): Promise<void>;
  /** Removes uploads older than the expiry, finished or not; returns how many. */
  sweep(): Promise<number>;
};

export type VideoUploadStoreOptions = {
  /** The local folder (used without S3). */
  dir: string;
  s3?: S3Settings | undefined;
  expireAfterSeconds: number;
};

/**
 * FileStore's constructor makes its folder with a callback that throws when that fails: an
 * uncaught exception (seen when a data directory is removed right after a server start). The
 * folder is made, awaited, before the store exists, so the store's own attempt is left out.
 */
class PreparedFileStore extends FileStore {}
Object.defineProperty(PreparedFileStore.prototype, 'checkOrCreateDirectory', {
  value: () => undefined,
});

const isGone = (error: unknown) =>
  error === ERRORS.FILE_NOT_FOUND ||
  error === ERRORS.FILE_NO_LONGER_EXISTS ||
  (error as NodeJS.ErrnoException).code === 'ENOENT';

export async function createVideoUploadStore(
  options: VideoUploadStoreOptions,
): Promise<VideoUploadStore> {
  const expirationPeriodInMilliseconds = options.expireAfterSeconds * 1000;
  const { s3 } = options;
  if (s3) {
    // Loaded only for a bucket: with the AWS SDK it is about 28 MB of memory (decision 035).
    const { S3Store } = await import('@tus/s3-store');
    const datastore = new S3Store({
      // 8 MiB parts: above S3's 5 MiB least, small enough that a cut costs little.
      partSize: 8 * 1024 * 1024,
      expirationPeriodInMilliseconds,
      s3ClientConfig: {
        bucket: s3.bucket,
        region: s3.region,
        ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
        forcePathStyle: s3.forcePathStyle,
        credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      },
    });
    return {
      datastore,
      info: async (id) =>
        datastore.getUpload(id).catch((error: unknown) => {
          if (isGone(error)) return null;
          throw error;
        }),
      async withLocalFile(id, work) {
        const dir = await mkdtemp(join(tmpdir(), 'outreach-upload-'));
        try {
          const path = join(dir, 'upload');
          await pipeline(await datastore.read(id), createWriteStream(path));
          return await work(path);
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      },
      remove: (id) =>
        datastore.remove(id).catch((error: unknown) => {
          if (!isGone(error)) throw error;
        }),
      // Unfinished multipart uploads expire here; finished ones are removed when saved.
      sweep: () => datastore.deleteExpired(),
    };
  }

  await mkdir(options.dir, { recursive: true });
  const datastore = new PreparedFileStore({
    directory: options.dir,
    expirationPeriodInMilliseconds,
  });
  const info = async (id: string) =>
    datastore.getUpload(id).catch((error: unknown) => {
      if (isGone(error)) return null;
      throw error;
    });
  const remove = (id: string) =>
    datastore.remove(id).catch((error: unknown) => {
      if (!isGone(error)) throw error;
    });
  return {
    datastore,
    info,
    // The upload is already a file on this disk: no copy.
    withLocalFile: (id, work) => work(join(options.dir, id)),
    remove,
    async sweep() {
      // FileStore's own expiry leaves finished uploads; one never saved is as dead as a cut one.
      const ids = (await datastore.configstore.list?.()) ?? [];
      const oldest = Date.now() - expirationPeriodInMilliseconds;
      let removed = 0;
      for (const id of ids) {
        const upload = await info(id);
        const created = upload?.creation_date ? Date.parse(upload.creation_date) : Number.NaN;
        if (upload && Number.isFinite(created) && created < oldest) {
          await remove(id);
          removed += 1;
        }
      }
      return removed;
    },
  };
}
