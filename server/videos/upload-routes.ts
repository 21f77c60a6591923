import type { IncomingMessage } from 'node:http';
import { EVENTS, Server, type ServerOptions } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STORAGE_QUOTA_REACHED, VIDEO_UPLOAD_PATH } from '#contract/videos/videos.ts';
import type { AuthUser } from '#server/auth/authenticate.ts';
import { authenticate } from '#server/auth/authenticate.ts';
import { pruneThrottle, takeRateLimits } from '#server/auth/throttle.ts';
import type { Deps } from '#server/deps.ts';
import { forbidden } from '#server/http/api-error.ts';
import type { StorageQuotas } from './storage-quotas.ts';
import { quotaRefusalText, releaseUpload, reserveUpload } from './storage-quotas.ts';
import type { VideoUploadStore } from './upload-store.ts';
import { NOT_A_VIDEO, VideoRefused, videoContentOf } from './video-content.ts';
import { VIDEO_UPLOADER_ROLES } from './video-roles.ts';

export type VideoUploadLimits = {
  maxBytes: number;
  uploadsPerUser: number;
  windowSeconds: number;
};

/** The metadata key naming the user an upload belongs to (set by the server, never the client). */
export const UPLOAD_OWNER = 'owner';

/** The request tus hands its hooks (srvx's, wrapping Node's). */
type TusRequest = Parameters<NonNullable<ServerOptions['onIncomingRequest']>>[0];

const THROTTLE_PREFIX = 'video-upload-';

/** A tus refusal: its status and the text the client gets. */
const refusal = (status_code: number, body: string) => ({ status_code, body: `${body}\n` });

const megabytes = (bytes: number) => Math.floor(bytes / (1024 * 1024));

/** The storage quota's 413, which keeps its own text (not the size limit's). */
const quotaRefusal = (error: object) =>
  'body' in error && String(error.body).startsWith(STORAGE_QUOTA_REACHED);

/**
 * The resumable video upload (tus 1.0, decision 036) at `VIDEO_UPLOAD_PATH`: creation, HEAD for
 * the offset, PATCH to continue, DELETE to give up. Every request is signed in (bearer token) by
 * a maker role or an admin, checked here before tus sees it; an upload carries its owner in its
 * metadata and answers nobody else (404). The size comes first (Upload-Length, at most
 * `maxBytes`), new uploads are rate-limited per user, its size is reserved against its person's
 * and church's storage quotas (413 `storage_quota_reached` past either, decision 062), and a
 * finished upload is checked by its content: anything but a video is removed and refused with 422.
 */
export async function registerVideoUploads(
  app: FastifyInstance,
  deps: Deps,
  store: VideoUploadStore,
  limits: VideoUploadLimits,
  quotas: StorageQuotas,
): Promise<void> {
  // The caller, found before tus handles the request; tus hands its hooks the same Node request.
  const callers = new WeakMap<IncomingMessage, AuthUser>();
  const callerOf = (req: TusRequest): AuthUser => {
    const node = req.runtime?.node?.req;
    const user = node ? callers.get(node as IncomingMessage) : undefined;
    if (!user) throw refusal(401, 'Please sign in to continue.');
    return user;
  };

  const tus = new Server({
    path: VIDEO_UPLOAD_PATH,
    datastore: store.datastore,
    maxSize: limits.maxBytes,
    relativeLocation: true,
    // Deleting a finished upload would pull it from under a save in progress.
    disableTerminationForFinishedUploads: true,
    async onIncomingRequest(req, id) {
      const user = callerOf(req);
      if (req.method === 'POST') return;
      const upload = await store.info(id);
      // Someone else's upload is answered as if there were none.
      if (upload?.metadata?.[UPLOAD_OWNER] !== String(user.id)) {
        throw refusal(404, 'There is no such upload.');
      }
    },
    async onUploadCreate(req, upload) {
      const user = callerOf(req);
      if (upload.sizeIsDeferred || upload.size === undefined) {
        throw refusal(400, 'Send the size of the video when the upload starts (Upload-Length).');
      }
      const now = deps.clock.now();
      const { retryAfterSeconds } = await deps.db.transaction(async (tx) => {
        const result = await takeRateLimits(
          tx,
          [
            {
              key: `${THROTTLE_PREFIX}user:${user.id}`,
              limit: limits.uploadsPerUser,
              windowSeconds: limits.windowSeconds,
            },
          ],
          now,
        );
        await pruneThrottle(tx, THROTTLE_PREFIX, limits.windowSeconds, now);
        return result;
      });
      if (retryAfterSeconds !== null) {
        const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
        throw refusal(429, `Too many videos were uploaded. Try again in ${minutes} minutes.`);
      }
      // Last, so that a refused creation reserves nothing.
      const reached = await reserveUpload(deps.db, user, upload.id, upload.size, quotas, now);
      if (reached) throw refusal(413, quotaRefusalText(reached));
      // Only the file's name and type are kept from the client; the owner is ours.
      const { filename, filetype } = upload.metadata ?? {};
      return {
        metadata: {
          ...(filename ? { filename: filename.slice(0, 200) } : {}),
          ...(filetype ? { filetype: filetype.slice(0, 100) } : {}),
          [UPLOAD_OWNER]: String(user.id),
        },
      };
    },
    async onUploadFinish(_req, upload) {
      try {
        await store.withLocalFile(upload.id, videoContentOf);
      } catch (error) {
        if (!(error instanceof VideoRefused)) throw error;
        await store.remove(upload.id);
        await releaseUpload(deps.db, upload.id);
        throw refusal(422, NOT_A_VIDEO);
      }
      return {};
    },
    onResponseError(_req, error) {
      // More bytes than the upload announced: not the size limit (issue 23).
      if (
        'status_code' in error &&
        error.status_code === 413 &&
        'body' in error &&
        String(error.body).startsWith("upload's size exceeded")
      ) {
        return refusal(
          413,
          'This upload sent more than the size it announced when it started (Upload-Length). Start the upload again.',
        );
      }
      if ('status_code' in error && error.status_code === 413 && !quotaRefusal(error)) {
        return refusal(
          413,
          `This video is larger than ${megabytes(limits.maxBytes)} MB. Choose a shorter or smaller one.`,
        );
      }
      return undefined;
    },
  });

  // A terminated upload no longer holds its bytes.
  tus.on(EVENTS.POST_TERMINATE, (_req, _res, id) => {
    releaseUpload(deps.db, id).catch((error: unknown) =>
      deps.log.error({ err: error }, 'releasing a terminated upload failed'),
    );
  });

  await app.register(async (scope) => {
    // tus reads the PATCH body itself, as a stream straight to the store.
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) =>
      done(null),
    );
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const user = await authenticate(request, deps);
      if (!user.roles.some((role) => VIDEO_UPLOADER_ROLES.includes(role as never))) {
        throw forbidden();
      }
      callers.set(request.raw, user);
      reply.hijack();
      await tus.handle(request.raw, reply.raw);
    };
    scope.route({ method: 'POST', url: VIDEO_UPLOAD_PATH, handler });
    scope.route({ method: ['HEAD', 'PATCH', 'DELETE'], url: `${VIDEO_UPLOAD_PATH}/:id`, handler });
  });
}
