import { startSweep } from '#server/jobs/sweep.ts';
import { defineVideoJobs } from './processing.ts';
import { sweepUploadReservations } from './storage-quotas.ts';
import { registerVideoUploads } from './upload-routes.ts';
import { registerVideoReviewRoutes } from './video-review-routes.ts';
import { registerVideoRoutes } from './video-routes.ts';
import type { ServerFeature } from '#server/feature.ts';

/** Pastors' and people's videos: uploads, processing, review and the stories. Its part of the server (server/features.ts). */
export const videosFeature: ServerFeature = {
  api(api, deps, { videoUploads }) {
    registerVideoReviewRoutes(api, deps);
    registerVideoRoutes(api, deps, videoUploads);
  },
  site: (app, deps, { videoUploads, uploadLimits, storageQuotas }) =>
    registerVideoUploads(app, deps, videoUploads, uploadLimits, storageQuotas),
  jobs: defineVideoJobs,
  sweeps: (deps, { videoUploads, uploadLimits }) => [
    // Unfinished uploads, and finished ones nobody saved, are removed once they expire.
    startSweep(deps.log, 'removing expired video uploads', uploadLimits.cleanupEverySeconds, () =>
      videoUploads.sweep(),
    ),
    // Their reservations against the storage quotas go with them.
    startSweep(
      deps.log,
      'removing expired upload reservations',
      uploadLimits.cleanupEverySeconds,
      () => sweepUploadReservations(deps.db, deps.clock.now(), uploadLimits.expireAfterSeconds),
    ),
  ],
};
