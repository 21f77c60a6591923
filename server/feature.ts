import type { FastifyInstance } from 'fastify';
import type { Deps } from './deps.ts';
import type { Sweep } from './jobs/sweep.ts';
import type { STORAGE_QUOTAS, VIDEO_UPLOAD_LIMITS } from './settings.ts';
import type { VideoUploadStore } from './videos/upload-store.ts';
import type { SupportMailSettings } from './support/support-mail-settings.ts';

/** What the server hands every feature when it registers it (server/app.ts). */
export type FeatureContext = {
  /** Resumable video uploads: the store of unfinished ones, and their limits. */
  videoUploads: VideoUploadStore;
  uploadLimits: typeof VIDEO_UPLOAD_LIMITS;
  /** What one person and one church may keep in uploaded videos (decision 062). */
  storageQuotas: typeof STORAGE_QUOTAS;
  /** How often the renewal-like sweeps look for due work, in seconds; 0 never (tests). */
  sweepSeconds: number;
  /** Whether this process runs jobs (the sweeps that only queue jobs stay off when not). */
  jobsRun: boolean;
  /** Support mail: the inbound webhook's token (none: off) and the address replies go to. */
  supportMail: SupportMailSettings;
};

/**
 * A feature's part of the server (decision 060): server/<feature>/feature.ts declares it,
 * server/features.ts lists every feature, and server/app.ts registers them all, so adding a route
 * or a job touches the feature's folder only.
 */
export type ServerFeature = {
  /** Its routes under /api/v1 (the API's scope, with its conventions and limits). */
  api?: (api: FastifyInstance, deps: Deps, context: FeatureContext) => void | Promise<void>;
  /** Its routes outside the API: webhooks, uploads, public pages. */
  site?: (app: FastifyInstance, deps: Deps, context: FeatureContext) => void | Promise<void>;
  /** The handlers of its durable jobs (server/jobs/queue.ts). */
  jobs?: (deps: Deps) => Promise<void>;
  /** Its periodic sweeps, started with the server and stopped when it closes. */
  sweeps?: (deps: Deps, context: FeatureContext) => Sweep[];
};
