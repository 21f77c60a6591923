import { startSweep } from '#server/jobs/sweep.ts';
import { defineVideoJobs } from './processing.ts';
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
  site: (app, deps, { videoUploads, uploadLimits }) =>
    registerVideoUploads(app, deps, videoUploads, uploadLimits),
  jobs: defineVideoJobs,
  sweeps: (deps, { videoUploads, uploadLimits }) => [
    // Unfinished uploads, and finished ones nobody saved, are removed once they expire.
    startSweep(deps.log, 'removing expired video uploads', uploadLimits.cleanupEverySeconds, () =>
      videoUploads.sweep(),
    ),
  ],
};
