import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { locations } from '#server/db/schema.ts';
import { ApiError } from '#server/http/api-error.ts';
import type { Deps } from '#server/deps.ts';
import { churchProfileOf, publicChurchRow } from '#server/church/church-profile.ts';
import { FINDER_MAX_RESULTS } from '#contract/connections/churches.ts';
import type { ContactFormState } from './church-page.ts';
import { churchPageMain, finderMain, messageMain, pageDocument, sentMain } from './church-page.ts';
import { findChurches } from '#server/connections/find-churches.ts';
import { startedToken } from './contact-form.ts';
import type { Locale } from './public-i18n.ts';
import { localized, PUBLIC_LOCALES, translator } from './public-i18n.ts';
import { frameOf, PUBLIC_PAGE_CSP, refusedForm, sendNotFound, sendPage } from './public-page.ts';
import { receiveContactMessage } from './receive-contact.ts';
import { registerPublicVideoPages } from './video-page-routes.ts';
import { registerTestimonyPages } from './testimony-routes.ts';
import { testimonialsSection } from './testimony-page.ts';
import { approvedTestimonials } from '#server/testimonials/moderation.ts';
import { PUBLIC_TESTIMONIALS_SHOWN } from '#server/settings.ts';
import { CHECK_SCRIPT, PROGRESS_SCRIPT, STYLESHEET } from './public-asset.ts';
import { sendChallengePage } from './contact-check-page.ts';
import { churchJsonLd, jsonLdScript } from './church-json-ld.ts';
import { chooseLanguageOnce } from './language-choice.ts';
import type { PageSeo } from './page-head.ts';
import { pageUrl } from './page-head.ts';
import { shareImageOf } from './share-image.ts';
import { registerSiteFiles, shareCardOf } from './site-routes.ts';

type SlugParams = { slug: string };

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

    for (const asset of [STYLESHEET, PROGRESS_SCRIPT, CHECK_SCRIPT]) {
      scope.get(asset.path, (_request, reply) => asset.send(reply));
    }

    const notFound = (request: FastifyRequest, reply: FastifyReply, locale: Locale, path: string) =>
      sendNotFound(request, reply, locale, path, 'publicChurch.notFound');

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
      const [campuses, shown] = await Promise.all([
        deps.db
          .select()
          .from(locations)
          .where(eq(locations.accountId, row.account.id))
          .orderBy(asc(locations.id)),
        approvedTestimonials(deps.db, row.account.id, PUBLIC_TESTIMONIALS_SHOWN),
      ]);
      const profile = churchProfileOf(row);
      const t = translator(locale);
      const state: ContactFormState = {
        values: { name: '', email: '', subject: '', message: '' },
        errors: {},
        ...form,
        started: startedToken(deps.formKey, deps.clock.now()),
      };
      const main = churchPageMain(
        {
          profile,
          campuses,
          action: localized(locale, path),
          form: state,
          testimonials: testimonialsSection(
            shown,
            localized(locale, `${path}/testimony`),
            locale,
            t,
          ),
        },
        locale,
        t,
      );
      const title = profile.church_name || slug;
      const origin = deps.appUrl;
      const image = shareImageOf(row.account.slug, shareCardOf(row, campuses[0]));
      const seo: PageSeo = {
        origin,
        siteName: title,
        description:
          profile.description ||
          t(campuses[0] ? 'publicChurch.meta.churchIn' : 'publicChurch.meta.church', {
            church: title,
            city: campuses[0]?.city ?? '',
          }),
        image,
        extra: jsonLdScript(
          churchJsonLd({
            profile,
            campuses,
            pageUrl: pageUrl({ origin }, locale, path),
            origin,
            serviceTimesLabel: t('publicChurch.serviceTimes'),
            image: `${origin}${image.path}`,
          }),
        ),
      };
      return sendPage(
        request,
        reply,
        status,
        pageDocument(frameOf(locale, path, title, status !== 200, seo), main),
      );
    }

    for (const locale of PUBLIC_LOCALES) {
      const base = localized(locale, '/church/:slug');

      // The church finder for the public (findChurches, as GET /church_finder uses it).
      scope.get<{ Querystring: { q?: unknown } }>(
        localized(locale, '/churches'),
        { helmet: PUBLIC_PAGE_CSP },
        async (request, reply) => {
          if (locale === 'en' && chooseLanguageOnce(request, reply)) return reply;
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
              {
                ...frameOf(locale, '/churches', t('publicChurch.finder.title'), false, {
                  origin: deps.appUrl,
                  description: t('publicChurch.meta.finder'),
                  search: query ? `?${new URLSearchParams({ q: query }).toString()}` : '',
                }),
                query,
              },
              finderMain(query, churches, locale, t),
            ),
          );
        },
      );

      scope.get<{ Params: SlugParams }>(base, { helmet: PUBLIC_PAGE_CSP }, (request, reply) => {
        if (locale === 'en' && chooseLanguageOnce(request, reply)) return reply;
        return renderChurch(request, reply, locale, request.params.slug, 200, null);
      });

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
          const sent = localized(locale, `/church/${encodeURIComponent(slug)}/sent`);
          const row = await publicChurchRow(deps.db, slug);
          if (!row) {
            return notFound(request, reply, locale, `/church/${encodeURIComponent(slug)}`);
          }
          const verdict = await receiveContactMessage(deps, request, row.account.id, locale);
          if (verdict.kind === 'challenge') {
            const path = `/church/${encodeURIComponent(slug)}`;
            return sendChallengePage(
              request,
              reply,
              locale,
              path,
              localized(locale, path),
              verdict,
              {
                name: row.account.churchName || slug,
                page: localized(locale, path),
              },
            );
          }
          if (verdict.kind !== 'sent') {
            const { status, form } = refusedForm(verdict, t, reply);
            return renderChurch(request, reply, locale, slug, status, form);
          }
          return reply.redirect(sent, 303);
        },
      );
    }

    registerSiteFiles(scope, deps);
    registerPublicVideoPages(scope, deps);
    registerTestimonyPages(scope, deps);

    // Errors of these pages (a body too large, a wrong media type) are pages too, not JSON.
    scope.setErrorHandler((error, request, reply) => {
      // The API's own refusals (a body nested too deeply) carry `status`, Fastify's `statusCode`.
      const given =
        error instanceof ApiError ? error.status : (error as { statusCode?: unknown }).statusCode;
      const status = typeof given === 'number' && given >= 400 && given < 500 ? given : 500;
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
