import type { ServerOptions } from './app.ts';
import { DEFAULT_DATA_DIR } from './app.ts';

export type ListenOptions = { host: string; port: number };

function flag(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

/** true/false, or addresses and subnets to trust, comma-separated (Fastify's trustProxy). */
function trustProxy(value: string | undefined): ServerOptions['trustProxy'] | undefined {
  if (value === undefined || value === '') return undefined;
  const lower = value.toLowerCase();
  if (['true', 'yes', 'on'].includes(lower)) return true;
  if (['false', 'no', 'off'].includes(lower)) return false;
  return value;
}

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 3001;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65_535) {
    throw new Error(`PORT must be a number from 0 to 65535 (got "${value}").`);
  }
  return parsed;
}

/**
 * Settings from the environment:
 * PORT (3001), HOST (127.0.0.1), DATABASE_URL, DATA_DIR (.data/pglite), JWT_SECRET, APP_URL,
 * SMTP_URL, MAIL_FROM, SEED_DEMO (default on for the embedded database, off with DATABASE_URL),
 * LOG_LEVEL (info), TRUST_PROXY (off; set it behind a load balancer so client addresses are real).
 */
export function optionsFromEnv(env: NodeJS.ProcessEnv): {
  server: ServerOptions;
  listen: ListenOptions;
} {
  const databaseUrl = env.DATABASE_URL || undefined;
  const proxy = trustProxy(env.TRUST_PROXY);
  return {
    server: {
      databaseUrl,
      dataDir: env.DATA_DIR || DEFAULT_DATA_DIR,
      jwtSecret: env.JWT_SECRET || undefined,
      appUrl: env.APP_URL || 'http://127.0.0.1:5173',
      smtpUrl: env.SMTP_URL || undefined,
      ...(env.MAIL_FROM ? { mailFrom: env.MAIL_FROM } : {}),
      seedDemoData: flag(env.SEED_DEMO) ?? databaseUrl === undefined,
      logger: { level: env.LOG_LEVEL || 'info' },
      ...(proxy === undefined ? {} : { trustProxy: proxy }),
    },
    listen: { host: env.HOST || '127.0.0.1', port: port(env.PORT) },
  };
}
