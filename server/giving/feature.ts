import { startSweep } from '#server/jobs/sweep.ts';
import { MONTHLY_GIFTS_SWEEP_SECONDS } from '#server/settings.ts';
import { registerDonationRoutes } from './donation-routes.ts';
import { defineGivingJobs, queueDueGifts } from './monthly-gifts.ts';
import type { ServerFeature } from '#server/feature.ts';

/** Gifts, once or monthly. Its part of the server (server/features.ts). */
export const givingFeature: ServerFeature = {
  api: registerDonationRoutes,
  jobs: defineGivingJobs,
  sweeps: (deps, { jobsRun }) => [
    // Monthly gifts whose charge is due become jobs (the job runs once per gift and month).
    startSweep(
      deps.log,
      'queueing the monthly gifts that are due',
      jobsRun ? MONTHLY_GIFTS_SWEEP_SECONDS : 0,
      () => queueDueGifts(deps),
    ),
  ],
};
