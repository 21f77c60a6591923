import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '#server/deps.ts';
import { publicChurchRow } from '#server/church/church-profile.ts';
import { consentText } from '#server/testimonials/consent.ts';
import {
  isWithdrawable,
  receiveTestimony,
  withdrawTestimony,
} from '#server/testimonials/receive-testimony.ts';
import { messageMain, pageDocument } from './church-page.ts';
import { formText, startedToken } from './contact-form.ts';
import type { Locale } from './public-i18n.ts';
import { localized, PUBLIC_LOCALES, translator } from './public-i18n.ts';
import { frameOf, PUBLIC_PAGE_CSP, refusedForm, sendNotFound, sendPage } from './public-page.ts';
import type { TestimonyFormState } from './testimony-page.ts';
import {
  EMPTY_TESTIMONY,
  testimonyFormMain,
  testimonySentMain,
  withdrawMain,
} from './testimony-page.ts';

type SlugParams = { slug: string };

const churchPath = (slug: string) => `/church/${encodeURIComponent(slug)}`;

/** A withdrawal link that leads to nothing: never sent, or used already. */
function linkInvalid(request: FastifyRequest, reply: FastifyReply, locale: Locale) {
  const t = translator(locale);
  const key = 'publicChurch.testimony.linkInvalid';
  return sendPage(
    request,
    reply,
    404,
    pageDocument(
      frameOf(locale, '/testimony/withdraw', t(`${key}.title`), true),
      messageMain(t(`${key}.title`), t(`${key}.body`)),
    ),
    'no-store',
  );
}

/**
 * The public testimony pages (decision 054), inside the church pages' scope (its form parser and
 * error pages): the form at /church/<slug>/testimony, its thank-you page, and the withdrawal
 * page a confirmation mail links to, in each language.
 */
export function registerTestimonyPages(scope: FastifyInstance, deps: Deps): void {
  async function renderForm(
    request: FastifyRequest,
    reply: FastifyReply,
    locale: Locale,
    slug: string,
    status: number,
    form: Omit<TestimonyFormState, 'started'>,
  ) {
    const path = `${churchPath(slug)}/testimony`;
    const row = await publicChurchRow(deps.db, slug);
    if (!row) return sendNotFound(request, reply, locale, path, 'publicChurch.notFound');
    const t = translator(locale);
    const churchName = row.account.churchName || slug;
    const main = testimonyFormMain(
      {
        churchName,
        churchHref: localized(locale, churchPath(slug)),
        action: localized(locale, path),
        consent: consentText(locale, churchName),
        form: { ...form, started: startedToken(deps.formKey, deps.clock.now()) },
      },
      t,
    );
    // Not for search engines: the page is a form, the church page is what to find.
    return sendPage(
      request,
      reply,
      status,
      pageDocument(frameOf(locale, path, t('publicChurch.testimony.title'), true), main),
    );
  }

  for (const locale of PUBLIC_LOCALES) {
    const base = localized(locale, '/church/:slug/testimony');
    const withdrawPath = localized(locale, '/testimony/withdraw');

    scope.get<{ Params: SlugParams; Querystring: { from?: unknown } }>(
      base,
      { helmet: PUBLIC_PAGE_CSP },
      (request, reply) =>
        renderForm(request, reply, locale, request.params.slug, 200, {
          values: {
            ...EMPTY_TESTIMONY,
            source: request.query.from === 'video' ? 'video_page' : 'church_page',
          },
          errors: {},
        }),
    );

    scope.post<{ Params: SlugParams }>(
      base,
      { helmet: PUBLIC_PAGE_CSP },
      async (request, reply) => {
        const { slug } = request.params;
        const row = await publicChurchRow(deps.db, slug);
        if (!row) {
          return sendNotFound(
            request,
            reply,
            locale,
            `${churchPath(slug)}/testimony`,
            'publicChurch.notFound',
          );
        }
        const churchName = row.account.churchName || slug;
        const verdict = await receiveTestimony(
          deps,
          request,
          { accountId: row.account.id, name: churchName },
          locale,
        );
        if (verdict.kind === 'sent') {
          return reply.redirect(localized(locale, `${churchPath(slug)}/testimony/sent`), 303);
        }
        const { status, form } = refusedForm(
          verdict,
          translator(locale),
          reply,
          'publicChurch.testimony.errors.tooMany',
        );
        return renderForm(request, reply, locale, slug, status, form);
      },
    );

    scope.get<{ Params: SlugParams }>(
      `${base}/sent`,
      { helmet: PUBLIC_PAGE_CSP },
      async (request, reply) => {
        const { slug } = request.params;
        const path = `${churchPath(slug)}/testimony/sent`;
        const row = await publicChurchRow(deps.db, slug);
        if (!row) return sendNotFound(request, reply, locale, path, 'publicChurch.notFound');
        const t = translator(locale);
        const name = row.account.churchName || slug;
        return sendPage(
          request,
          reply,
          200,
          pageDocument(
            frameOf(locale, path, t('publicChurch.testimony.sent.title'), true),
            testimonySentMain(name, localized(locale, churchPath(slug)), t),
          ),
        );
      },
    );

    // The mailed link: shows a button; the secret stays out of logs of other sites (no-referrer).
    scope.get<{ Querystring: { token?: unknown } }>(
      withdrawPath,
      { helmet: { ...PUBLIC_PAGE_CSP, referrerPolicy: { policy: 'no-referrer' } } },
      async (request, reply) => {
        const token = typeof request.query.token === 'string' ? request.query.token : '';
        if (!(await isWithdrawable(deps, token))) return linkInvalid(request, reply, locale);
        const t = translator(locale);
        return sendPage(
          request,
          reply,
          200,
          pageDocument(
            frameOf(
              locale,
              '/testimony/withdraw',
              t('publicChurch.testimony.withdraw.title'),
              true,
            ),
            withdrawMain(withdrawPath, token, t),
          ),
          'no-store',
        );
      },
    );

    scope.post(
      withdrawPath,
      { helmet: { ...PUBLIC_PAGE_CSP, referrerPolicy: { policy: 'no-referrer' } } },
      async (request, reply) => {
        const t = translator(locale);
        const form =
          request.body && typeof request.body === 'object'
            ? (request.body as Record<string, unknown>)
            : {};
        if (!(await withdrawTestimony(deps, formText(form, 'token')))) {
          return linkInvalid(request, reply, locale);
        }
        const key = 'publicChurch.testimony.withdrawn';
        return sendPage(
          request,
          reply,
          200,
          pageDocument(
            frameOf(locale, '/testimony/withdraw', t(`${key}.title`), true),
            messageMain(t(`${key}.title`), t(`${key}.body`)),
          ),
          'no-store',
        );
      },
    );
  }
}
