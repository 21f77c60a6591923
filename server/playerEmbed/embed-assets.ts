import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyReply } from 'fastify';
import type { PublicAsset } from '#server/public/public-asset.ts';

/** A file of this folder served at `path`; `hashed`: linked with its hash and cached for a year. */
function asset(fileName: string, path: string, contentType: string, hashed: boolean): PublicAsset {
  const content = readFileSync(new URL(`./${fileName}`, import.meta.url));
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 16);
  return {
    path,
    url: hashed ? `${path}?v=${hash}` : path,
    send(reply: FastifyReply) {
      reply.header('content-type', contentType);
      reply.header(
        'cache-control',
        hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
      // The loader runs on the church's website: it must be loadable from there.
      reply.header('cross-origin-resource-policy', 'cross-origin');
      return reply.send(content);
    },
  };
}

/** The player pages' own rules, beside the public pages' stylesheet. */
export const EMBED_STYLESHEET = asset(
  'embed-player.css',
  '/public/embed-player.css',
  'text/css; charset=utf-8',
  true,
);

/** The height reports, only on pages the loader asked for (`?h=1`). */
export const HEIGHT_SCRIPT = asset(
  'embed-height.js',
  '/public/embed-height.js',
  'text/javascript; charset=utf-8',
  true,
);

/**
 * The optional loader the church's website includes: its address is in the snippet, so it has
 * no hash and is cached for an hour.
 */
export const LOADER_SCRIPT = asset(
  'embed-loader.js',
  '/embed/loader.js',
  'text/javascript; charset=utf-8',
  false,
);
