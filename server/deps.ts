import type { FastifyBaseLogger } from 'fastify';
import type { TokenService } from './auth/tokens.ts';
import type { Payments } from './billing/payment-settings.ts';
import type { AiProviders } from './ai/providers.ts';
import type { Background } from './background.ts';
import type { Clock, Sleep } from './clock.ts';
import type { Database, Db } from './db/database.ts';
import type { RouteRegistry } from './http/route-registry.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { MapSettings } from './geo/maps.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Storage } from './storage/index.ts';
import type { DEFAULT_LIFETIMES, ThrottlePolicy } from './settings.ts';

/** What route handlers need, passed in explicitly (no globals, no Fastify decorations). */
export type Deps = {
  database: Database;
  db: Db;
  clock: Clock;
  sleep: Sleep;
  tokens: TokenService;
  mailer: Mailer;
  /** Work done after the answer (e.g. the password-reset mail). */
  background: Background;
  /** The durable job queue in the database (video processing; decision 034). */
  jobs: JobQueue;
  log: FastifyBaseLogger;
  /** Where the app runs; e-mailed links point there. */
  appUrl: string;
  throttle: ThrottlePolicy;
  /** The campus map's tile source and the optional geocoder. */
  maps: MapSettings;
  lifetimes: typeof DEFAULT_LIFETIMES;
  /** Where uploaded files (church pictures) are kept: local disk or S3-compatible storage. */
  storage: Storage;
  /** Signs the public contact form's timestamp (derived from the token secret). */
  formKey: Buffer;
  /** The payment provider (Stripe, or the offline sandbox) and its public settings. */
  payments: Payments;
  /** The AI providers: the offline sandbox, and OpenAI when its key is set (decision 078). */
  ai: AiProviders;
  /** Salts the day's hash that counts a short code's scanner once a day (decision 047). */
  scanKey: Buffer;
  /** Signs the store's download links (decision 050). */
  downloadKey: Buffer;
  /** Signs the proof-of-work challenges of the card routes (decision 062), and their keys. */
  cardChallengeKeys: { challenge: string; derivedKey: string };
  /** Every contract route `defineRoute` registered, with its access (read by tests). */
  routes: RouteRegistry;
};
