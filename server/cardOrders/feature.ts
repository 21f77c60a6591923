import { startSweep } from '#server/jobs/sweep.ts';
import { CARD_PROOF_SWEEP_SECONDS } from '#server/settings.ts';
import { registerCardOrderRoutes } from './card-order-routes.ts';
import { defineCardOrderJobs, remakeOverdueProofs } from './proof-job.ts';
import type { ServerFeature } from '#server/feature.ts';

/** Ordering printed invitation cards, their proofs and print files. Its part of the server (server/features.ts). */
export const cardOrdersFeature: ServerFeature = {
  api: registerCardOrderRoutes,
  jobs: defineCardOrderJobs,
  sweeps: (deps, { jobsRun }) => [
    // Proofs whose job gave up (storage away for longer than its retries) are made again.
    startSweep(deps.log, 'making overdue card proofs', jobsRun ? CARD_PROOF_SWEEP_SECONDS : 0, () =>
      remakeOverdueProofs(deps),
    ),
  ],
};
