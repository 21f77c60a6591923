import { createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { API_BASE } from '#contract/endpoints.ts';
import { resolveJwtSecret } from './auth/jwt-secret.ts';
import { createTokenService } from './auth/tokens.ts';
import type { Background } from './background.ts';
import { createPayments } from './billing/payment-settings.ts';
import type { StripeKeys } from './billing/payment-settings.ts';
import type { PaymentProvider } from './billing/payment-provider.ts';
import { seedPlans } from './billing/plan-catalogue.ts';
import { registerStripeWebhook } from './billing/stripe-webhook.ts';
import { defineBillingJobs, sweepRenewals } from './billing/renewals.ts';
import { settleInterruptedOrderCharges } from './billing/order-charges.ts';
import { cardOrderPaid } from './cardOrders/card-orders.ts';
import { defineCardOrderJobs, remakeOverdueProofs } from './cardOrders/proof-job.ts';
import { registerCardOrderRoutes } from './cardOrders/card-order-routes.ts';
import { registerBillingRoutes } from './billing/billing-routes.ts';
import { registerBillingAdminRoutes } from './billing/billing-admin-routes.ts';
import { createBackground } from './background.ts';
import type { Clock, Sleep } from './clock.ts';
import { realSleep, systemClock } from './clock.ts';
import type { Database } from './db/database.ts';
import { applyMigrations, withMaintenanceLock } from './db/migrate.ts';
import { openDatabase } from './db/open.ts';
import type { Deps } from './deps.ts';
import { defineGivingJobs, queueDueGifts } from './giving/monthly-gifts.ts';
import { registerDonationRoutes } from './giving/donation-routes.ts';
import { registerResultsRoutes } from './results/results-routes.ts';
import { registerStoreRoutes } from './store/store-routes.ts';
import { clientErrorHandler, frameworkErrors, installHttpConventions } from './http/conventions.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import type { JobQueue, JobQueueOptions } from './jobs/queue.ts';
import { startJobQueue } from './jobs/queue.ts';
import { startSweep } from './jobs/sweep.ts';
import type { MailSender } from './mail/mailer.ts';
import { createMailer, smtpSender } from './mail/mailer.ts';
import { registerResources } from './resources/index.ts';
import { registerAdminDashboardRoute } from './dashboard/admin-dashboard-routes.ts';
import { registerAuthRoutes } from './auth/auth-routes.ts';
import { registerConfigRoutes } from './settings/config-routes.ts';
import { registerHealthRoute } from './http/health-routes.ts';
import { registerProfileRoutes } from './account/profile-routes.ts';
import { registerUserRoutes } from './account/user-routes.ts';
import { registerCareRoutes } from './care/care-routes.ts';
import { registerChurchProfileRoutes } from './church/church-profile-routes.ts';
import { registerFileRoutes } from './storage/file-routes.ts';
import { registerVideoReviewRoutes } from './videos/video-review-routes.ts';
import { registerTestimonialRoutes } from './testimonials/testimonial-routes.ts';
import { ensureDemoMedia } from './seed/demo-media.ts';
import { registerPublicChurchPages } from './public/church-page-routes.ts';
import { registerShortCodes } from './shortCodes/short-code-routes.ts';
import type { S3Settings, Storage } from './storage/index.ts';
import { createStorage } from './storage/index.ts';
import { registerLocationRoutes } from './campuses/location-routes.ts';
import { registerChurchRoutes } from './connections/church-routes.ts';
import { registerConnectionRoutes } from './connections/connection-routes.ts';
import { registerMessageRoutes } from './messages/message-routes.ts';
import { registerModeratorRoutes } from './moderators/moderator-routes.ts';
import { seedDemoData } from './seed/seed-demo.ts';
import { defineVideoJobs } from './videos/processing.ts';
import { registerVideoRoutes } from './videos/video-routes.ts';
import { registerVideoUploads } from './videos/upload-routes.ts';
import { createVideoUploadStore } from './videos/upload-store.ts';
import type { ThrottlePolicy } from './settings.ts';
import type { MapSettings } from './geo/maps.ts';
import { OSM_TILES } from './geo/maps.ts';
import {
  CARD_PROOF_SWEEP_SECONDS,
  DEFAULT_LIFETIMES,
  DEFAULT_THROTTLE,
  MONTHLY_GIFTS_SWEEP_SECONDS,
  VIDEO_UPLOAD_LIMITS,
} from './settings.ts';
import { storeOrderPaid } from './store/checkout.ts';

export const DEFAULT_DATA_DIR = '.data/pglite';

export type ServerOptions = {
  /** postgres://… to use a PostgreSQL server; otherwise the embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite's data directory (default `.data/pglite`); null keeps the database in memory. */
  dataDir?: string | null;
  /** HS256 key; required with `databaseUrl`, generated and kept in `dataDir` otherwise. */
  jwtSecret?: string | undefined;
  /** Where the app runs; links in mails point there. */
  appUrl?: string;
  /** smtp://user:pass@host:port to send outbox mail; without it mail stays in the outbox table. */
  smtpUrl?: string | undefined;
  mailFrom?: string;
  /** Overrides SMTP delivery (tests). */
  sendMail?: MailSender;
  /** Seed the demo accounts and settings on first start (default true). */
  seedDemoData?: boolean;
  clock?: Clock;
  sleep?: Sleep;
  throttle?: Partial<ThrottlePolicy>;
  /** Runs work after its answer (tests pass one that can hold a task back). */
  background?: Background;
  /** The job queue: whether this process runs jobs (default yes), polling, retry delays (tests). */
  jobs?: JobQueueOptions;
  lifetimes?: Partial<typeof DEFAULT_LIFETIMES>;
  logger?: FastifyServerOptions['logger'];
  /** Proxies (addresses or subnets) whose X-Forwarded-For is believed; none by default. */
  trustProxy?: readonly string[];
  /** S3-compatible storage for uploads; without it files go to `filesDir`. */
  s3?: S3Settings | undefined;
  /** Local folder for uploads (default `<dataDir>/files`, or a temp folder without one). */
  filesDir?: string;
  /** Overrides the store altogether (tests). */
  storage?: Storage;
  /**
   * Resumable video uploads: where unfinished ones are kept on local disk without S3 (default
   * `<dataDir>/uploads`, or a temp folder without one) and the limits (VIDEO_UPLOAD_LIMITS).
   */
  videoUploads?: { dir?: string } & Partial<typeof VIDEO_UPLOAD_LIMITS>;
  /** The campus map's tiles (OpenStreetMap's by default) and a geocoder, if one is configured. */
  maps?: Partial<MapSettings>;
  /** Stripe's keys (STRIPE_SECRET_KEY…); without them the offline sandbox takes payments. */
  stripe?: StripeKeys | undefined;
  /** Overrides the payment provider altogether (tests). */
  paymentProvider?: PaymentProvider;
  /** How often due renewals are looked for, in seconds (default 600); 0 never (tests). */
  renewalSweepSeconds?: number;
};

export type Server = { app: FastifyInstance; deps: Deps };

async function prepareDatabase(database: Database, seed: boolean, clock: Clock): Promise<void> {
  await database.withSession((session) =>
    withMaintenanceLock(session, async () => {
      await applyMigrations(session);
      // The plans on sale are data every database needs, demo or not (decision 043).
      await seedPlans(session.db);
      if (seed) await seedDemoData(session.db, clock.now());
    }),
  );
}

/**
 * The API and what it runs on. Opens the database (taking the data directory's lock), applies
 * migrations, seeds the demo data once, and registers every route under /api/v1.
 * Closing the app closes the database and releases the lock.
 */
export async function createServer(options: ServerOptions = {}): Promise<Server> {
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy:
      options.trustProxy && options.trustProxy.length > 0 ? [...options.trustProxy] : false,
    bodyLimit: 100 * 1024,
    frameworkErrors,
    clientErrorHandler,
  });

  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir === undefined ? DEFAULT_DATA_DIR : options.dataDir,
    onIdleError: (error) => app.log.error({ err: error }, 'idle database connection failed'),
  });
  let secret: string;
  let jobs: JobQueue;
  try {
    secret = resolveJwtSecret({
      configured: options.jwtSecret,
      kind: database.kind,
      dataDir: database.dataDir,
    });
    await prepareDatabase(database, options.seedDemoData ?? true, clock);
    jobs = await startJobQueue(database, app.log, options.jobs);
  } catch (error) {
    await database.close();
    throw error;
  }

  const lifetimes = { ...DEFAULT_LIFETIMES, ...options.lifetimes };
  const send =
    options.sendMail ??
    (options.smtpUrl
      ? smtpSender(options.smtpUrl, options.mailFrom ?? 'Outreach Dashboard <no-reply@localhost>')
      : null);
  const mailer = createMailer({ db: database.db, clock, send, log: app.log });

  const storage =
    options.storage ??
    createStorage({
      s3: options.s3,
      localDir:
        options.filesDir ??
        (database.dataDir
          ? join(database.dataDir, 'files')
          : mkdtempSync(join(tmpdir(), 'outreach-files-'))),
    });

  // The demo's sample videos are files: they go where this server keeps files.
  // A store that cannot take them now only leaves the demo's videos without their files.
  if (options.seedDemoData ?? true) {
    await ensureDemoMedia(storage).catch((error: unknown) =>
      app.log.warn({ err: error }, 'the demo videos could not be stored'),
    );
  }

  const deps: Deps = {
    database,
    db: database.db,
    clock,
    sleep: options.sleep ?? realSleep,
    tokens: createTokenService(secret, lifetimes.session),
    mailer,
    background: options.background ?? createBackground(app.log),
    jobs,
    log: app.log,
    appUrl: (options.appUrl ?? 'http://127.0.0.1:5173').replace(/\/+$/, ''),
    throttle: { ...DEFAULT_THROTTLE, ...options.throttle },
    maps: { ...OSM_TILES, geocoder: null, ...options.maps },
    lifetimes,
    storage,
    formKey: createHmac('sha256', secret).update('public-contact-form').digest(),
    payments: createPayments({ stripe: options.stripe, provider: options.paymentProvider }),
    scanKey: createHmac('sha256', secret).update('short-code-scans').digest(),
    downloadKey: createHmac('sha256', secret).update('store-downloads').digest(),
    routes: [],
  };

  const uploadLimits = { ...VIDEO_UPLOAD_LIMITS, ...options.videoUploads };
  const videoUploads = await createVideoUploadStore({
    dir:
      options.videoUploads?.dir ??
      (database.dataDir
        ? join(database.dataDir, 'uploads')
        : mkdtempSync(join(tmpdir(), 'outreach-uploads-'))),
    s3: options.storage ? undefined : options.s3,
    expireAfterSeconds: uploadLimits.expireAfterSeconds,
  });

  installHttpConventions(app);
  await installSecurityHeaders(app);
  await app.register(
    async (api) => {
      registerHealthRoute(api, deps);
      registerAuthRoutes(api, deps);
      registerProfileRoutes(api, deps);
      registerUserRoutes(api, deps);
      registerCareRoutes(api, deps);
      registerModeratorRoutes(api, deps);
      registerLocationRoutes(api, deps);
      registerChurchRoutes(api, deps);
      registerConnectionRoutes(api, deps);
      registerMessageRoutes(api, deps);
      registerVideoReviewRoutes(api, deps);
      registerTestimonialRoutes(api, deps);
      await registerChurchProfileRoutes(api, deps);
      registerConfigRoutes(api, deps);
      registerAdminDashboardRoute(api, deps);
      registerVideoRoutes(api, deps, videoUploads);
      registerBillingRoutes(api, deps);
      registerBillingAdminRoutes(api, deps);
      registerDonationRoutes(api, deps);
      await registerCardOrderRoutes(api, deps);
      registerResultsRoutes(api, deps);
      await registerStoreRoutes(api, deps);
      registerResources(api, deps);
    },
    { prefix: API_BASE },
  );
  registerFileRoutes(app, deps);
  await registerStripeWebhook(app, deps);
  await registerVideoUploads(app, deps, videoUploads, uploadLimits);
  const sweepSeconds = options.renewalSweepSeconds ?? 600;
  const jobsRun = options.jobs?.run !== false;
  const sweeps = [
    // Unfinished uploads, and finished ones nobody saved, are removed once they expire.
    startSweep(app.log, 'removing expired video uploads', uploadLimits.cleanupEverySeconds, () =>
      videoUploads.sweep(),
    ),
    // Monthly gifts whose charge is due become jobs (the job runs once per gift and month).
    startSweep(
      app.log,
      'queueing the monthly gifts that are due',
      jobsRun ? MONTHLY_GIFTS_SWEEP_SECONDS : 0,
      () => queueDueGifts(deps),
    ),
    startSweep(app.log, 'the renewal sweep', sweepSeconds, () => sweepRenewals(deps)),
    // One-off order charges left pending are settled with their kind's own step after payment.
    startSweep(app.log, 'settling interrupted order charges', sweepSeconds, () =>
      settleInterruptedOrderCharges(deps, {
        card_order: cardOrderPaid(deps.jobs),
        store_order: storeOrderPaid,
      }),
    ),
    // Proofs whose job gave up (storage away for longer than its retries) are made again.
    startSweep(app.log, 'making overdue card proofs', jobsRun ? CARD_PROOF_SWEEP_SECONDS : 0, () =>
      remakeOverdueProofs(deps),
    ),
  ];
  await registerPublicChurchPages(app, deps);
  registerShortCodes(app, deps);
  app.addHook('onClose', async () => {
    for (const sweep of sweeps) sweep.stop();
    await jobs.stop();
    await deps.background.idle();
    await mailer.close();
    await database.close();
  });
  mailer.kick(); // mail left over from an earlier run
  try {
    await defineVideoJobs(deps);
    await defineBillingJobs(deps);
    await defineGivingJobs(deps);
    await defineCardOrderJobs(deps);
  } catch (error) {
    await app.close();
    throw error;
  }
  return { app, deps };
}

/** The Fastify app alone, e.g. for `app.inject()`. */
export async function buildServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  return (await createServer(options)).app;
}
