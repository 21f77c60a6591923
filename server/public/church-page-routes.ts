import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { takeRateLimits, pruneThrottle } from '../auth/throttle.ts';
import { locations, messages } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { churchProfileOf, publicChurchRow } from '../profile/church-profile.ts';
import { CONTACT_FORM_LIMITS } from '../settings.ts';
import { FINDER_MAX_RESULTS } from '../../contract/churches.ts';
import type { ContactFormState } from './church-page.ts';
import { churchPageMain, finderMain, messageMain, pageDocument, sentMain } from './church-page.ts';
import { findChurches } from '../churches/find-churches.ts';
import {
  checkStarted,
  contactErrors,
  contactValuesOf,
  HONEYPOT_FIELD,
  startedToken,
  STARTED_FIELD,
} from './contact-form.ts';
import type { Html } from './html.ts';
import type { Locale } from './public-i18n.ts';
import { localized, PUBLIC_LOCALES, translator } from './public-i18n.ts';

const STYLESHEET = readFileSync(new URL('./church-page.css', import.meta.url));
const STYLESHEET_HASH = createHash('sha256').update(STYLESHEET).digest('hex').slice(0, 16);
const STYLESHEET_PATH = `/public/church-page.css`;
const STYLESHEET_URL = `${STYLESHEET_PATH}?v=${STYLESHEET_HASH}`;

const CONTACT_PREFIX = 'contact-';

/**
 * The public pages' policy: no script at all, styles only from the served file, pictures from
 * here, frames only from the two video players, the form posting only here.
 */
const PUBLIC_PAGE_CSP = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
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
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
    },
  },
};

type SlugParams = { slug: string };

/** Sends a page, gzipped when the browser takes it: a phone on a slow network gets ~3 KB. */
function sendPage(request: FastifyRequest, reply: FastifyReply, status: number, page: Html) {
  reply.status(status);
  reply.header('content-type', 'text/html; charset=utf-8');
  reply.header('cache-control', 'no-cache');
  reply.header('vary', 'accept-encoding');
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    reply.header('content-encoding', 'gzip');
    return reply.send(gzipSync(page.value));
  }
  return reply.send(page.value);
}

/**
 * The church's public page at /church/<custom URL> (and /es/…, /fr/…, /ko/…), rendered here as
 * HTML with no script (decision 026), and its contact form, whose messages land in the church's
 * inbox; the form's defences are in decision 027.
 */
export async function registerPublicChurchPages(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(async (scope) => {
    // A plain HTML form posts urlencoded text; only these routes read it.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 32 * 1024 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    scope.get(STYLESHEET_PATH, (_request, reply) => {
      reply.header('content-type', 'text/css; charset=utf-8');
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return reply.send(STYLESHEET);
    });

    const frameOf = (locale: Locale, path: string, title: string, noindex = false) => ({
      locale,
      t: translator(locale),
      title,
      stylesheet: STYLESHEET_URL,
      path,
      noindex,
    });

    const notFound = (
      request: FastifyRequest,
      reply: FastifyReply,
      locale: Locale,
      path: string,
    ) => {
      const t = translator(locale);
      return sendPage(
        request,
        reply,
        404,
        pageDocument(
          frameOf(locale, path, t('publicChurch.notFound.title'), true),
          messageMain(t('publicChurch.notFound.title'), t('publicChurch.notFound.body')),
        ),
      );
    };

    async function renderChurch(
      request: FastifyRequest,
      reply: FastifyReply,
      locale: Locale,
      slug: string,
      status: number,
      form: Omit<ContactFormState, 'started'> | null,
    ) {
      const path = `/church/${encodeURIComponent(slug)}`;
      const row = await publicChurchRow(deps.db, slug);
      if (!row) return notFound(request, reply, locale, path);
      const campuses = await deps.db
        .select()
        .from(locations)
        .where(eq(locations.accountId, row.account.id))
        .orderBy(asc(locations.id));
      const profile = churchProfileOf(row);
      const t = translator(locale);
      const state: ContactFormState = {
        values: { name: '', email: '', subject: '', message: '' },
        errors: {},
        ...form,
        started: startedToken(deps.formKey, deps.clock.now()),
      };
      const main = churchPageMain(
        { profile, campuses, action: localized(locale, path), form: state },
        locale,
        t,
      );
      const title = profile.church_name || slug;
      return sendPage(request, reply, status, pageDocument(frameOf(locale, path, title), main));
    }

    for (const locale of PUBLIC_LOCALES) {
      const base = localized(locale, '/church/:slug');

      // The church finder for the public (findChurches, as GET /church_finder uses it).
      scope.get<{ Querystring: { q?: unknown } }>(
        localized(locale, '/churches'),
        { helmet: PUBLIC_PAGE_CSP },
        async (request, reply) => {
          const t = translator(locale);
          const raw = request.query.q;
          const query = (typeof raw === 'string' ? raw : '')
            .replace(/\0/g, '')
            .trim()
            .slice(0, 100);
          const churches = query
            ? await findChurches(deps.db, { query, limit: FINDER_MAX_RESULTS })
            : [];
          return sendPage(
            request,
            reply,
            200,
            pageDocument(
              { ...frameOf(locale, '/churches', t('publicChurch.finder.title')), query },
              finderMain(query, churches, locale, t),
            ),
          );
        },
      );

      scope.get<{ Params: SlugParams }>(base, { helmet: PUBLIC_PAGE_CSP }, (request, reply) =>
        renderChurch(request, reply, locale, request.params.slug, 200, null),
      );

      scope.get<{ Params: SlugParams }>(
        `${base}/sent`,
        { helmet: PUBLIC_PAGE_CSP },
        async (request, reply) => {
          const { slug } = request.params;
          const path = `/church/${encodeURIComponent(slug)}/sent`;
          const row = await publicChurchRow(deps.db, slug);
          if (!row) return notFound(request, reply, locale, path);
          const t = translator(locale);
          const name = row.account.churchName || slug;
          const back = localized(locale, `/church/${encodeURIComponent(slug)}`);
          return sendPage(
            request,
            reply,
            200,
            pageDocument(
              frameOf(locale, path, t('publicChurch.sent.title'), true),
              sentMain(name, back, t),
            ),
          );
        },
      );

      scope.post<{ Params: SlugParams }>(
        base,
        { helmet: PUBLIC_PAGE_CSP },
        async (request, reply) => {
          const { slug } = request.params;
          const t = translator(locale);
          const form =
            request.body && typeof request.body === 'object'
              ? (request.body as Record<string, unknown>)
              : {};
          const values = contactValuesOf(form);
          const sent = localized(locale, `/church/${encodeURIComponent(slug)}/sent`);
          const row = await publicChurchRow(deps.db, slug);
          if (!row) {
            return notFound(request, reply, locale, `/church/${encodeURIComponent(slug)}`);
          }
          // A robot filled in the field people never see: it is told it worked, and nothing is kept.
          const trap = form[HONEYPOT_FIELD];
          if (typeof trap === 'string' && trap !== '') return reply.redirect(sent, 303);

          const now = deps.clock.now();
          const timing = checkStarted(deps.formKey, String(form[STARTED_FIELD] ?? ''), now);
          const errors = contactErrors(values);
          if (Object.keys(errors).length > 0) {
            return renderChurch(request, reply, locale, slug, 400, { values, errors });
          }
          if (timing !== 'ok') {
            const formError = t(
              timing === 'too_fast'
                ? 'publicChurch.form.errors.tooFast'
                : 'publicChurch.form.errors.expired',
            );
            return renderChurch(request, reply, locale, slug, 400, { values, errors, formError });
          }

          let retryAfterSeconds: number | null = null;
          await deps.db
            .transaction(async (tx) => {
              ({ retryAfterSeconds } = await takeRateLimits(
                tx,
                [
                  {
                    key: `${CONTACT_PREFIX}address:${request.ip}`,
                    limit: CONTACT_FORM_LIMITS.perAddress,
                    windowSeconds: CONTACT_FORM_LIMITS.windowSeconds,
                  },
                  {
                    key: `${CONTACT_PREFIX}church:${row.account.id}`,
                    limit: CONTACT_FORM_LIMITS.perChurch,
                    windowSeconds: CONTACT_FORM_LIMITS.windowSeconds,
                  },
                ],
                now,
              ));
              if (retryAfterSeconds !== null) {
                // Undo the counting: a refused message must not use up the allowance.
                tx.rollback();
              }
              await pruneThrottle(tx, CONTACT_PREFIX, CONTACT_FORM_LIMITS.windowSeconds, now);
              await tx.insert(messages).values({
                accountId: row.account.id,
                senderName: values.name.trim(),
                senderEmail: values.email.trim().toLowerCase(),
                subject: values.subject.trim(),
                body: values.message.trim(),
                createdAt: now,
              });
            })
            .catch((error: unknown) => {
              if (retryAfterSeconds === null) throw error;
            });
          if (retryAfterSeconds !== null) {
            const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
            reply.header('retry-after', String(retryAfterSeconds));
            return renderChurch(request, reply, locale, slug, 429, {
              values,
              errors: {},
              formError: t('publicChurch.form.errors.tooMany', { minutes }),
            });
          }
          return reply.redirect(sent, 303);
        },
      );
    }

    // Errors of these pages (a body too large, a wrong media type) are pages too, not JSON.
    scope.setErrorHandler((error, request, reply) => {
      const status =
        typeof (error as { statusCode?: number }).statusCode === 'number' &&
        (error as { statusCode: number }).statusCode < 500
          ? (error as { statusCode: number }).statusCode
          : 500;
      if (status >= 500) request.log.error({ err: error }, 'public page failed');
      const t = translator('en');
      return sendPage(
        request,
        reply,
        status,
        pageDocument(
          frameOf('en', '/', t('publicChurch.error.title'), true),
          messageMain(t('publicChurch.error.title'), t('publicChurch.error.body')),
        ),
      );
    });
  });
}
