import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageFrame } from './church-page.ts';
import { messageMain, pageDocument } from './church-page.ts';
import type { Html } from './html.ts';
import type { PageSeo } from './page-head.ts';
import { STYLESHEET } from './public-asset.ts';
import type { Locale, Translate } from './public-i18n.ts';
import { translator } from './public-i18n.ts';

const PUBLIC_DIRECTIVES = {
  defaultSrc: ["'none'"],
  scriptSrc: ["'none'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  frameSrc: [
    'https://www.youtube.com',
    'https://www.youtube-nocookie.com',
    'https://player.vimeo.com',
  ],
  formAction: ["'self'"],
  manifestSrc: ["'self'"],
  // No script runs here to connect anywhere; crawlers' tools (Lighthouse) read /robots.txt
  // through the page, under its policy (decision 083).
  connectSrc: ["'self'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
};

/**
 * The public pages' policy: no script at all, styles only from the served file, pictures from
 * here, frames only from the two video players, the form posting only here, the manifest and
 * fetches (none of ours; a crawler tool's robots.txt) only from here.
 */
export const PUBLIC_PAGE_CSP = {
  contentSecurityPolicy: { useDefaults: false, directives: PUBLIC_DIRECTIVES },
};

/** The video page's: the same, and video files from here (`/files/…`). */
export const VIDEO_PAGE_CSP = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { ...PUBLIC_DIRECTIVES, mediaSrc: ["'self'"] },
  },
};

/**
 * The video page's for a visitor who came from a card: the same, and the one progress script
 * from here, which reports only to here (decision 052).
 */
export const TRACKED_VIDEO_PAGE_CSP = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      ...PUBLIC_DIRECTIVES,
      mediaSrc: ["'self'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
    },
  },
};

/**
 * The contact forms' check page (decision 062): the public pages' policy, and the one script
 * that solves the proof of work, from here. It sends nothing itself: the form posts here.
 */
export const CHALLENGE_PAGE_CSP = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { ...PUBLIC_DIRECTIVES, scriptSrc: ["'self'"] },
  },
};

/** Sends a page, gzipped when the browser takes it: a phone on a slow network gets ~3 KB. */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  page: Html,
  cacheControl: 'no-cache' | 'no-store' = 'no-cache',
) {
  reply.status(status);
  reply.header('content-type', 'text/html; charset=utf-8');
  reply.header('cache-control', cacheControl);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    reply.header('content-encoding', 'gzip');
    return reply.send(gzipSync(page.value));
  }
  return reply.send(page.value);
}

/**
 * A 404 page that says what is missing (`<keys>.title` and `<keys>.body`), kept out of search
 * engines.
 */
export function sendNotFound(
  request: FastifyRequest,
  reply: FastifyReply,
  locale: Locale,
  path: string,
  keys: 'publicChurch.notFound' | 'publicChurch.video.notAvailable',
) {
  const t = translator(locale);
  return sendPage(
    request,
    reply,
    404,
    pageDocument(
      frameOf(locale, path, t(`${keys}.title`), true),
      messageMain(t(`${keys}.title`), t(`${keys}.body`)),
    ),
  );
}

/** The frame of a public page in a language. */
export function frameOf(
  locale: Locale,
  path: string,
  title: string,
  noindex = false,
  seo?: PageSeo,
): PageFrame & { t: Translate } {
  return { locale, t: translator(locale), title, stylesheet: STYLESHEET.url, path, noindex, seo };
}

/** Why a public page's form (contact, testimony) was refused, with what was typed. */
export type FormRefusal<Values, Field extends string, Error> =
  | { kind: 'invalid'; values: Values; errors: Partial<Record<Field, Error>> }
  | { kind: 'timing'; values: Values; timing: 'too_fast' | 'expired' }
  | { kind: 'limited'; values: Values; retryAfterSeconds: number };

/**
 * A refused public form as the page shows it again: its status, the values kept and what to
 * say (`tooManyKey` when the limits refused it, with the minutes to wait). Sets Retry-After
 * then.
 */
export function refusedForm<Values, Field extends string, Error>(
  verdict: FormRefusal<Values, Field, Error>,
  t: Translate,
  reply: FastifyReply,
  tooManyKey = 'publicChurch.form.errors.tooMany',
): {
  status: number;
  form: { values: Values; errors: Partial<Record<Field, Error>>; formError?: string };
} {
  switch (verdict.kind) {
    case 'invalid':
      return { status: 400, form: { values: verdict.values, errors: verdict.errors } };
    case 'timing':
      return {
        status: 400,
        form: {
          values: verdict.values,
          errors: {},
          formError: t(
            verdict.timing === 'too_fast'
              ? 'publicChurch.form.errors.tooFast'
              : 'publicChurch.form.errors.expired',
          ),
        },
      };
    case 'limited': {
      const minutes = Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60));
      reply.header('retry-after', String(verdict.retryAfterSeconds));
      return {
        status: 429,
        form: { values: verdict.values, errors: {}, formError: t(tooManyKey, { count: minutes }) },
      };
    }
  }
}
