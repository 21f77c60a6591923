import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyReply } from 'fastify';

/** A file the public pages load from here, addressed by its hash so it may be cached for a year. */
export type PublicAsset = {
  /** Where it is served. */
  path: string;
  /** The address pages link: the path with the file's hash. */
  url: string;
  send(reply: FastifyReply): FastifyReply;
};

export function publicAsset(fileName: string, contentType: string): PublicAsset {
  const content = readFileSync(new URL(`./${fileName}`, import.meta.url));
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 16);
  const path = `/public/${fileName}`;
  return {
    path,
    url: `${path}?v=${hash}`,
    send(reply) {
      reply.header('content-type', contentType);
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return reply.send(content);
    },
  };
}

/** The public pages' one stylesheet. */
export const STYLESHEET = publicAsset('church-page.css', 'text/css; charset=utf-8');

/** The video page's progress reports, for visitors who came from a card (decision 052). */
export const PROGRESS_SCRIPT = publicAsset('video-progress.js', 'text/javascript; charset=utf-8');

/**
 * The contact forms' check (decision 062): altcha-lib's solver, bundled from
 * contact-check.source.ts by contact-check-build.ts; only the check page loads it.
 */
export const CHECK_SCRIPT = publicAsset('contact-check.js', 'text/javascript; charset=utf-8');
