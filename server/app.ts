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
import { createBackground } from './background.ts';
import type { Clock, Sleep } from './clock.ts';
import { realSleep, systemClock } from './clock.ts';
import type { Database } from './db/database.ts';
import { applyMigrations, withMaintenanceLock } from './db/migrate.ts';
import { openDatabase } from './db/open.ts';
import type { Deps } from './deps.ts';
import type { FeatureContext } from './feature.ts';
import { serverFeatures } from './features.ts';
import { createAiProviders, type AiOptions } from './ai/providers.ts';
import { clientErrorHandler, frameworkErrors, installHttpConventions } from './http/conventions.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import type { JobQueue, JobQueueOptions } from './jobs/queue.ts';
import { startJobQueue } from './jobs/queue.ts';
import { installCardDeclineLimits } from './billing/card-declines.ts';
import { withRedactedUrls } from './http/log-redaction.ts';
import { installOuterRateLimit } from './http/outer-rate-limit.ts';
import type { OuterRateLimit } from './http/outer-rate-limit.ts';
import type { MailSender } from './mail/mailer.ts';
import { createMailer, smtpSender } from './mail/mailer.ts';
import { registerResources } from './resources/index.ts';
import { registerHealthRoute } from './http/health-routes.ts';
import { installLifecycle, type Lifecycle } from './http/lifecycle.ts';
import { registerFileRoutes } from './storage/file-routes.ts';
import { ensureDemoMedia } from './seed/demo-media.ts';
import type { S3Settings, Storage } from './storage/index.ts';
import { createStorage } from './storage/index.ts';
import { seedDemoData } from './seed/seed-demo.ts';
import { createVideoUploadStore } from './videos/upload-store.ts';
import type { ThrottlePolicy } from './settings.ts';
import type { MapSettings } from './geo/maps.ts';
import { OSM_TILES } from './geo/maps.ts';
import { supportMailSettings, type SupportMailSettings } from './support/support-mail-settings.ts';
import {
  CARD_DECLINE_LIMITS,
  DEFAULT_LIFETIMES,
  DEFAULT_THROTTLE,
  STORAGE_QUOTAS,
  VIDEO_UPLOAD_LIMITS,
} from './settings.ts';

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
  /** The coarse per-address limit on every request (decision 062); none when not given. */
  outerRateLimit?: OuterRateLimit | null;
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
  /**
   * Refused cards (CARD_DECLINE_LIMITS): tests of other things than card testing move the proof
   * of work out of their way (`challengeAfter`), card-declines.test.ts keeps the settings.
   */
  cardDeclineLimits?: Partial<typeof CARD_DECLINE_LIMITS>;
  /** The storage quotas on uploaded videos (STORAGE_QUOTAS; tests make them small). */
  storageQuotas?: Partial<typeof STORAGE_QUOTAS>;
  /** The campus map's tiles (OpenStreetMap's by default) and a geocoder, if one is configured. */
  maps?: Partial<MapSettings>;
  /** Stripe's keys (STRIPE_SECRET_KEY…); without them the offline sandbox takes payments. */
  stripe?: StripeKeys | undefined;
  /** Overrides the payment provider altogether (tests). */
  paymentProvider?: PaymentProvider;
  /** The AI providers' settings (OPENAI_API_KEY…); without them only the offline sandbox. */
  ai?: AiOptions;
  /** Support mail (decision 077): the inbound webhook's token and the reply address. */
  supportMail?: Partial<SupportMailSettings>;
  /** How often due renewals are looked for, in seconds (default 600); 0 never (tests). */
  renewalSweepSeconds?: number;
};

export type Server = {
  app: FastifyInstance;
  deps: Deps;
  /** Set `draining` when a shutdown begins: /readyz then answers 503 (server/http/lifecycle.ts). */
  lifecycle: Lifecycle;
};

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
    logger: withRedactedUrls(options.logger ?? false),
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
    ai: createAiProviders(options.ai),
    scanKey: createHmac('sha256', secret).update('short-code-scans').digest(),
    downloadKey: createHmac('sha256', secret).update('store-downloads').digest(),
    cardChallengeKeys: {
      challenge: createHmac('sha256', secret).update('card-challenges').digest('hex'),
      derivedKey: createHmac('sha256', secret).update('card-challenge-keys').digest('hex'),
    },
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
  if (options.outerRateLimit && options.outerRateLimit.perMinute > 0) {
    await installOuterRateLimit(app, options.outerRateLimit);
  }
  await installSecurityHeaders(app);
  installCardDeclineLimits(app, deps, { ...CARD_DECLINE_LIMITS, ...options.cardDeclineLimits });
  const context: FeatureContext = {
    videoUploads,
    uploadLimits,
    storageQuotas: { ...STORAGE_QUOTAS, ...options.storageQuotas },
    sweepSeconds: options.renewalSweepSeconds ?? 600,
    jobsRun: options.jobs?.run !== false,
    supportMail: supportMailSettings(options.supportMail),
  };
  // The features' parts (server/features.ts), around what every feature shares: the health
  // route and the admin resources in the API, the stored files beside it.
  await app.register(
    async (api) => {
      registerHealthRoute(api, deps);
      for (const feature of serverFeatures) await feature.api?.(api, deps, context);
      registerResources(api, deps);
    },
    { prefix: API_BASE },
  );
  const lifecycle = installLifecycle(app, deps);
  registerFileRoutes(app, deps);
  for (const feature of serverFeatures) await feature.site?.(app, deps, context);
  const sweeps = serverFeatures.flatMap((feature) => feature.sweeps?.(deps, context) ?? []);
  app.addHook('onClose', async () => {
    for (const sweep of sweeps) sweep.stop();
    await jobs.stop();
    await deps.background.idle();
    await mailer.close();
    await database.close();
  });
  mailer.kick(); // mail left over from an earlier run
  try {
    for (const feature of serverFeatures) await feature.jobs?.(deps);
  } catch (error) {
    await app.close();
    throw error;
  }
  return { app, deps, lifecycle };
}

/** The Fastify app alone, e.g. for `app.inject()`. */
export async function buildServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  return (await createServer(options)).app;
}
