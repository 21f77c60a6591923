import { isIP } from 'node:net';
import { join } from 'node:path';
import type { ServerOptions } from './app.ts';
import { DEFAULT_DATA_DIR } from './app.ts';
import type { S3Settings } from './storage/index.ts';
import { stripeKeysFromEnv } from './billing/payment-settings.ts';
import { aiOptionsFromEnv } from './ai/providers.ts';
import { nominatimGeocoder } from './geo/geocoder.ts';
import type { MapSettings } from './geo/maps.ts';
import { isTileUrlTemplate } from './geo/maps.ts';
import { supportMailFromEnv } from './support/support-mail-settings.ts';

export type ListenOptions = { host: string; port: number };

/**
 * How a SIGTERM ends the process (decision 085): /readyz answers 503 at once, the process waits
 * `delaySeconds` for the load balancer to see it, then stops listening, finishes the requests in
 * flight and closes; a close still running after `timeoutSeconds` ends the process anyway.
 */
export type ShutdownOptions = { delaySeconds: number; timeoutSeconds: number };

function flag(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

/**
 * The proxies whose X-Forwarded-For is believed: addresses and subnets, comma-separated
 * (`10.0.0.5, 10.1.0.0/16`). `true` and hop counts are refused: they would let every client
 * choose the address that the sign-in throttle counts.
 */
export function trustedProxies(value: string | undefined): string[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  if (['false', 'no', 'off', '0'].includes(value.trim().toLowerCase())) return undefined;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  // The share of each address space the list covers: a set of narrow ranges may not add up to
  // all of it (`0.0.0.0/1,128.0.0.0/1` is `0.0.0.0/0`).
  const covered = { 4: 0, 6: 0 };
  for (const entry of entries) {
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const validBits =
      bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits && rest.length === 0);
    if (family === 0 || !validBits) {
      throw new Error(
        `TRUST_PROXY lists the proxies to trust, as addresses or subnets separated by commas ` +
          `(e.g. 10.0.0.5,10.1.0.0/16); "${entry}" is not one. ` +
          '"true" and hop counts are not accepted: they let any client choose its address.',
      );
    }
    const prefix = bits === undefined ? maxBits : Number(bits);
    // An IPv4-mapped IPv6 range (::ffff:a.b.c.d/96+n) is the IPv4 range /n.
    const mapped = family === 6 && /^::ffff:/i.test(address) && prefix >= 96;
    const narrowest = family === 4 ? 16 : mapped ? 96 + 16 : 48;
    if (prefix < narrowest) {
      throw new Error(
        `TRUST_PROXY: "${entry}" is too wide; a trusted range may be at most ` +
          `${family === 4 ? '/16 in IPv4' : mapped ? '/112 for mapped IPv4' : '/48 in IPv6'} ` +
          '(list the proxies themselves: every address in it may choose its client address).',
      );
    }
    if (family === 4 || mapped) covered[4] += 2 ** ((mapped ? 128 : 32) - prefix);
    else covered[6] += 2 ** (128 - prefix);
  }
  if (covered[4] >= 2 ** 32 || covered[6] >= 2 ** 128) {
    throw new Error(
      'TRUST_PROXY covers the whole address space: any client could choose its address.',
    );
  }
  return entries;
}

/**
 * S3-compatible storage for uploads when S3_BUCKET is set: S3_REGION (us-east-1), S3_ENDPOINT
 * (for MinIO, R2 and other non-AWS stores), S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (both
 * required), S3_FORCE_PATH_STYLE (on when S3_ENDPOINT is set), S3_PREFIX (a folder in the bucket).
 */
export function s3FromEnv(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return undefined;
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (!accessKeyId || !secretAccessKey) {
    throw new Error(
      'S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required too.',
    );
  }
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  return {
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    endpoint,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE) ?? endpoint !== undefined,
    prefix: env.S3_PREFIX?.trim() || undefined,
  };
}

/** The default of API_RATE_LIMIT_PER_MINUTE: 10 requests a second from one network, sustained. */
export const DEFAULT_API_RATE_LIMIT_PER_MINUTE = 600;

/** API_RATE_LIMIT_PER_MINUTE: requests a minute per address (decision 062); 0 turns it off. */
function outerRateLimit(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_API_RATE_LIMIT_PER_MINUTE;
  if (!/^\d+$/.test(value.trim())) {
    throw new Error(
      `API_RATE_LIMIT_PER_MINUTE is requests a minute per address (0: no limit), not "${value}".`,
    );
  }
  return Number(value.trim());
}

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 3001;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65_535) {
    throw new Error(`PORT must be a number from 0 to 65535 (got "${value}").`);
  }
  return parsed;
}

function seconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  if (!/^\d+$/.test(value.trim())) {
    throw new Error(`${name} is a whole number of seconds, not "${value}".`);
  }
  return Number(value.trim());
}

/** VIDEO_MAX_BYTES: the largest video upload in bytes (default 500 MB); a positive whole number. */
function videoMaxBytes(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed <= 0) {
    throw new Error(`VIDEO_MAX_BYTES must be a number of bytes above 0 (got "${value}").`);
  }
  return parsed;
}

/**
 * The map settings: MAP_TILE_URL (a {z}/{x}/{y} template) with MAP_TILE_ATTRIBUTION, and
 * GEOCODER_URL, a Nominatim-compatible service; unset, OpenStreetMap's tiles and no geocoder.
 */
export function mapsFromEnv(env: NodeJS.ProcessEnv): Partial<MapSettings> {
  const maps: Partial<MapSettings> = {};
  if (env.MAP_TILE_URL) {
    if (!isTileUrlTemplate(env.MAP_TILE_URL)) {
      throw new Error(
        `MAP_TILE_URL must be an http(s) address with {z}, {x} and {y} in it (got "${env.MAP_TILE_URL}").`,
      );
    }
    maps.tileUrl = env.MAP_TILE_URL;
    maps.attribution = env.MAP_TILE_ATTRIBUTION || '';
  }
  if (env.GEOCODER_URL) {
    if (!/^https?:\/\//.test(env.GEOCODER_URL)) {
      throw new Error(
        `GEOCODER_URL must start with http:// or https:// (got "${env.GEOCODER_URL}").`,
      );
    }
    maps.geocoder = nominatimGeocoder(env.GEOCODER_URL, {
      userAgent: `outreach-dashboard (${env.APP_URL || 'local'})`,
    });
  }
  return maps;
}

/**
 * Settings from the environment:
 * PORT (3001), HOST (127.0.0.1), DATABASE_URL, DATA_DIR (.data/pglite), JWT_SECRET, APP_URL,
 * SMTP_URL, MAIL_FROM, SEED_DEMO (default on for the embedded database, off with DATABASE_URL),
 * LOG_LEVEL (info), TRUST_PROXY (off; the load balancers' addresses or subnets, comma-separated),
 * the map settings (mapsFromEnv), FILES_DIR (<DATA_DIR>/files: uploads on local disk) or S3_* (uploads in a bucket, s3FromEnv),
 * UPLOADS_DIR (<DATA_DIR>/uploads: resumable video uploads while they arrive, without S3) and
 * VIDEO_MAX_BYTES (500 MB), and STRIPE_SECRET_KEY with STRIPE_PUBLISHABLE_KEY and
 * STRIPE_WEBHOOK_SECRET (unset: the offline payment sandbox, stripeKeysFromEnv), and OPENAI_API_KEY
 * (unset: AI drafts only from the offline sandbox, aiOptionsFromEnv), and SHUTDOWN_DELAY_SECONDS
 * (0) with SHUTDOWN_TIMEOUT_SECONDS (30) for a SIGTERM (ShutdownOptions).
 */
export function optionsFromEnv(env: NodeJS.ProcessEnv): {
  server: ServerOptions;
  listen: ListenOptions;
  shutdown: ShutdownOptions;
} {
  const databaseUrl = env.DATABASE_URL || undefined;
  const proxy = trustedProxies(env.TRUST_PROXY);
  const dataDir = env.DATA_DIR || DEFAULT_DATA_DIR;
  const s3 = s3FromEnv(env);
  const maxBytes = videoMaxBytes(env.VIDEO_MAX_BYTES);
  const stripe = stripeKeysFromEnv(env);
  return {
    server: {
      databaseUrl,
      dataDir,
      filesDir: env.FILES_DIR || join(dataDir, 'files'),
      ...(s3 ? { s3 } : {}),
      videoUploads: {
        dir: env.UPLOADS_DIR || join(dataDir, 'uploads'),
        ...(maxBytes === undefined ? {} : { maxBytes }),
      },
      jwtSecret: env.JWT_SECRET || undefined,
      appUrl: env.APP_URL || 'http://127.0.0.1:5173',
      smtpUrl: env.SMTP_URL || undefined,
      ...(env.MAIL_FROM ? { mailFrom: env.MAIL_FROM } : {}),
      seedDemoData: flag(env.SEED_DEMO) ?? databaseUrl === undefined,
      logger: { level: env.LOG_LEVEL || 'info' },
      outerRateLimit: { perMinute: outerRateLimit(env.API_RATE_LIMIT_PER_MINUTE) },
      ...(proxy === undefined ? {} : { trustProxy: proxy }),
      maps: mapsFromEnv(env),
      ...(stripe ? { stripe } : {}),
      ai: aiOptionsFromEnv(env),
      supportMail: supportMailFromEnv(env),
    },
    listen: { host: env.HOST || '127.0.0.1', port: port(env.PORT) },
    shutdown: {
      delaySeconds: seconds('SHUTDOWN_DELAY_SECONDS', env.SHUTDOWN_DELAY_SECONDS, 0),
      timeoutSeconds: seconds('SHUTDOWN_TIMEOUT_SECONDS', env.SHUTDOWN_TIMEOUT_SECONDS, 30),
    },
  };
}
