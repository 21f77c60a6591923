import { DetailedError, Upload, type UploadOptions } from 'tus-js-client';
import { STORAGE_QUOTA_REACHED, VIDEO_UPLOAD_PATH } from '#contract/videos/videos';

/** Why an upload did not finish, as the person can act on it. */
export type UploadProblem =
  | { kind: 'notVideo' }
  | { kind: 'tooLarge' }
  | { kind: 'quotaReached' }
  | { kind: 'tooMany'; retryAfterMinutes: number }
  | { kind: 'signedOut' }
  | { kind: 'failed' };

export class VideoUploadError extends Error {
  readonly problem: UploadProblem;
  constructor(problem: UploadProblem) {
    super(`video upload failed: ${problem.kind}`);
    this.problem = problem;
  }
}

export type UploadVideoOptions = {
  /** The session's bearer token, sent on every tus request. */
  token: string;
  /** Whose upload this is: a resumed upload is only ever the same person's. */
  userId: number;
  /** 0 to 100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  /** Stops the upload (the page was left); the part sent stays resumable. */
  signal?: AbortSignal;
  /** Waits between tries after a network failure (tests shorten them). */
  retryDelays?: number[];
};

/**
 * Each PATCH carries at most this much: a cut costs at most one part, and the server keeps
 * everything before it (a phone's connection drops more often than a desk's).
 */
const CHUNK_BYTES = 5 * 1024 * 1024;

/** Network failures are tried again after these waits, about a minute in all. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000];

/** Which refusal a tus answer is (statuses of server/videos/upload-routes.ts). */
export function uploadProblemOf(error: unknown): UploadProblem {
  const status = error instanceof DetailedError ? error.originalResponse?.getStatus() : undefined;
  switch (status) {
    case 422:
      return { kind: 'notVideo' };
    case 413: {
      // The storage quota's 413 starts with its code (decision 062); any other is the size's.
      const body = error instanceof DetailedError ? (error.originalResponse?.getBody() ?? '') : '';
      return body.startsWith(STORAGE_QUOTA_REACHED)
        ? { kind: 'quotaReached' }
        : { kind: 'tooLarge' };
    }
    case 429: {
      const minutes = /in (\d+) minute/.exec(error instanceof DetailedError ? error.message : '');
      return { kind: 'tooMany', retryAfterMinutes: Number(minutes?.[1] ?? 60) };
    }
    case 401:
      return { kind: 'signedOut' };
    default:
      return { kind: 'failed' };
  }
}

/**
 * Sends a video with the tus protocol (decision 036) and resolves with the upload's id, which
 * Save all hands to the server. A file this person began to send before (same name, size and
 * date, kept in localStorage by tus-js-client) continues from where the server says it stopped,
 * also after a reload; a network failure is retried, then reported as `failed`, and Save all
 * again continues it.
 */
export function uploadVideo(file: File, options: UploadVideoOptions): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const tusOptions: UploadOptions = {
      endpoint: `${globalThis.location.origin}${VIDEO_UPLOAD_PATH}`,
      headers: { Authorization: `Bearer ${options.token}` },
      metadata: { filename: file.name, filetype: file.type },
      chunkSize: CHUNK_BYTES,
      retryDelays: options.retryDelays ?? RETRY_DELAYS,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      fingerprint: async (source) =>
        [
          'outreach-video',
          options.userId,
          source.name,
          source.type,
          source.size,
          source.lastModified,
        ].join(':'),
      onProgress: (sent, total) => {
        if (total > 0) options.onProgress?.(Math.floor((sent / total) * 100));
      },
      onSuccess: () => {
        const id = upload.url?.slice(upload.url.lastIndexOf('/') + 1);
        if (id) resolve(id);
        else reject(new VideoUploadError({ kind: 'failed' }));
      },
      onError: (error) => reject(new VideoUploadError(uploadProblemOf(error))),
    };
    const upload = new Upload(file, tusOptions);
    options.signal?.addEventListener('abort', () => {
      void upload.abort();
      reject(new VideoUploadError({ kind: 'failed' }));
    });
    void upload.findPreviousUploads().then(
      (previous) => {
        const latest = previous[0];
        if (latest) upload.resumeFromPreviousUpload(latest);
        upload.start();
      },
      () => upload.start(),
    );
  });
}

/** A recording as a file to upload: a name, and a date that tells two recordings apart. */
export function recordingFile(blob: Blob, now = Date.now()): File {
  const extension = blob.type.includes('mp4') ? 'mp4' : 'webm';
  return new File([blob], `recording-${now}.${extension}`, {
    type: blob.type || 'video/webm',
    lastModified: now,
  });
}
