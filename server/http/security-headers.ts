import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { API_BASE } from '#contract/endpoints.ts';

type Directives = Record<string, string[]>;

/**
 * The Content-Security-Policy of every answer. Scripts only from our own origin (plus the hashes
 * of the page's inline scripts); styles also inline, because styled-components injects its rules
 * at run time (decision 011). Images may be data: (the favicon, inline icons) or https (profile
 * photos, video posters); frames from https (the YouTube and Vimeo players, embeds) and from our
 * own origin (an uploaded video's file in the embed overlay, decision 072).
 * When payments go live, Stripe.js needs `https://js.stripe.com` in script-src and frame-src,
 * `https://hooks.stripe.com` in frame-src and `https://api.stripe.com` in connect-src.
 * A later embeddable player page will need its own frame-ancestors rule.
 */
export function contentSecurityDirectives(scriptHashes: readonly string[] = []): Directives {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    mediaSrc: ["'self'", 'blob:', 'https:'],
    frameSrc: ["'self'", 'https:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/** Helmet's options for a page whose inline scripts have these hashes. */
export function pageHelmetOptions(scriptHashes: readonly string[]) {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityDirectives(scriptHashes),
    },
  };
}

/**
 * Security headers on every answer (@fastify/helmet): CSP, X-Frame-Options DENY,
 * X-Content-Type-Options nosniff, Referrer-Policy no-referrer, HSTS and the cross-origin
 * policies; API answers are never stored by a cache (`Cache-Control: no-store`), since they
 * carry tokens and personal data. Register before any route.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives() },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // require-corp would stop the YouTube and Vimeo players from loading in their frames.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === API_BASE || path.startsWith(`${API_BASE}/`)) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
