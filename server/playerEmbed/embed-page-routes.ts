import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FunnelStep } from '#contract/results/results.ts';
import { EMBED_ID_PATTERN } from '#contract/playerEmbed/embeds.ts';
import type { Deps } from '#server/deps.ts';
import type { ContactFormState } from '#server/public/church-page.ts';
import { messageMain, pageDocument, sentMain } from '#server/public/church-page.ts';
import { startedToken } from '#server/public/contact-form.ts';
import type { Html } from '#server/public/html.ts';
import type { Locale } from '#server/public/public-i18n.ts';
import { PUBLIC_LOCALES, localized, translator } from '#server/public/public-i18n.ts';
import { frameOf, refusedForm, sendPage } from '#server/public/public-page.ts';
import { receiveContactMessage } from '#server/public/receive-contact.ts';
import { isWatchStep } from '#server/results/funnel-steps.ts';
import type { CatalogCategory } from './catalog.ts';
import { publishedCatalog } from './catalog.ts';
import { countEmbedSteps, countEmbedWatched, embedVisitorOf } from './counts.ts';
import { EMBED_STYLESHEET, HEIGHT_SCRIPT, LOADER_SCRIPT } from './embed-assets.ts';
import type { EmbedPageContext } from './embed-page.ts';
import {
  categoryMain,
  categoryRest,
  embedContactForm,
  embedDocument,
  embedHref,
  indexMain,
  itemMain,
  itemRest,
  playsFile,
  progressScript,
} from './embed-page.ts';
import { embedByPublicId } from './embed-store.ts';
import { embedCsp, NOT_FRAMED_CSP } from './framing.ts';
import { sendChallengePage } from '#server/public/contact-check-page.ts';

type EmbedParams = { embedId: string; category?: string; kind?: string; item?: string };
type EmbedQuery = { h?: unknown; play?: unknown };

/**
 * The player's public pages at /embed/<id>[/<category>[/a|t/<slug>]] (and /es/…, /fr/…, /ko/…):
 * server-rendered, framed only by the church's website and this site, counted per day without a
 * cookie (decision 075). The contact form posts to /embed/<id>/contact, into the church's inbox.
 */
export async function registerEmbedPages(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 32 * 1024 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    for (const asset of [EMBED_STYLESHEET, HEIGHT_SCRIPT, LOADER_SCRIPT]) {
      scope.get(asset.path, (_request, reply) => asset.send(reply));
    }

    async function found(
      request: FastifyRequest<{ Params: EmbedParams; Querystring: EmbedQuery }>,
      locale: Locale,
    ) {
      const { embedId } = request.params;
      if (!EMBED_ID_PATTERN.test(embedId)) return null;
      const row = await embedByPublicId(deps.db, embedId);
      if (!row) return null;
      const context: EmbedPageContext = {
        locale,
        t: translator(locale),
        embedId,
        church: row.churchName || row.slug,
        websiteOrigin: row.embed.websiteOrigin,
        donationUrl: row.embed.donationUrl,
        autoHeight: request.query.h === '1',
        origin: deps.appUrl,
      };
      return { row, context };
    }

    /** A page of the player, with its own frame-ancestors and scripts. */
    async function send(
      request: FastifyRequest,
      reply: FastifyReply,
      context: EmbedPageContext,
      status: number,
      page: { title: string; rest: string; main: Html; scripts?: Html },
      playing = false,
    ) {
      await reply.helmet(embedCsp(context.websiteOrigin, context.autoHeight || playing));
      return sendPage(request, reply, status, embedDocument(context, page), 'no-store');
    }

    function missing(request: FastifyRequest, reply: FastifyReply, locale: Locale) {
      const t = translator(locale);
      return sendPage(
        request,
        reply,
        404,
        pageDocument(
          frameOf(locale, '/', t('publicChurch.player.notFound.title'), true),
          messageMain(
            t('publicChurch.player.notFound.title'),
            t('publicChurch.player.notFound.body'),
          ),
        ),
      );
    }

    const formState = (form: Omit<ContactFormState, 'started'> | null): ContactFormState => ({
      values: { name: '', email: '', subject: '', message: '' },
      errors: {},
      ...form,
      started: startedToken(deps.formKey, deps.clock.now()),
    });

    async function countView(request: FastifyRequest, embedRowId: number, steps: FunnelStep[]) {
      await countEmbedSteps(deps.db, embedVisitorOf(deps, request, embedRowId), steps);
    }

    const catalogOf = (accountId: number, locale: Locale): Promise<CatalogCategory[]> =>
      publishedCatalog(deps.db, accountId, locale, deps.clock.now());

    for (const locale of PUBLIC_LOCALES) {
      const base = localized(locale, '/embed/:embedId');
      const options = { helmet: NOT_FRAMED_CSP };

      scope.get<{ Params: EmbedParams; Querystring: EmbedQuery }>(
        base,
        options,
        async (request, reply) => {
          const page = await found(request, locale);
          if (!page) return missing(request, reply, locale);
          const { context, row } = page;
          await countView(request, row.embed.id, ['view']);
          const categories = await catalogOf(row.embed.accountId, locale);
          const title = context.t('publicChurch.player.frameTitle', { church: context.church });
          return send(request, reply, context, 200, {
            title,
            rest: '',
            main: indexMain(context, categories, embedContactForm(context, formState(null))),
          });
        },
      );

      scope.get<{ Params: EmbedParams; Querystring: EmbedQuery }>(
        `${base}/:category`,
        options,
        async (request, reply) => {
          const page = await found(request, locale);
          if (!page) return missing(request, reply, locale);
          const { context, row } = page;
          const categories = await catalogOf(row.embed.accountId, locale);
          const category = categories.find((item) => item.slug === request.params.category);
          if (!category) return missing(request, reply, locale);
          await countView(request, row.embed.id, ['view']);
          return send(request, reply, context, 200, {
            title: context.t('publicChurch.player.categoryFrameTitle', {
              church: context.church,
              category: category.title,
            }),
            rest: categoryRest(category.slug),
            main: categoryMain(
              context,
              category,
              row.embed.categorySlug !== category.slug,
              embedContactForm(context, formState(null)),
            ),
          });
        },
      );

      scope.get<{ Params: EmbedParams; Querystring: EmbedQuery }>(
        `${base}/:category/:kind/:item`,
        options,
        async (request, reply) => {
          const page = await found(request, locale);
          if (!page) return missing(request, reply, locale);
          const { context, row } = page;
          const { kind } = request.params;
          if (kind !== 'a' && kind !== 't') return missing(request, reply, locale);
          const categories = await catalogOf(row.embed.accountId, locale);
          const category = categories.find((item) => item.slug === request.params.category);
          const item = (kind === 'a' ? category?.answers : category?.testimonials)?.find(
            (candidate) => candidate.slug === request.params.item,
          );
          if (!category || !item) return missing(request, reply, locale);
          const play = request.query.play === '1' && item.video !== null;
          await countView(request, row.embed.id, play ? ['view', 'play'] : ['view']);
          const playing = playsFile(item, play);
          return send(
            request,
            reply,
            context,
            200,
            {
              title: item.title,
              rest: itemRest(category.slug, kind, item.slug),
              main: itemMain(
                context,
                category,
                item,
                kind,
                play,
                embedContactForm(context, formState(null)),
              ),
              ...(playing ? { scripts: progressScript } : {}),
            },
            playing,
          );
        },
      );

      scope.get<{ Params: EmbedParams; Querystring: EmbedQuery }>(
        `${base}/contact/sent`,
        options,
        async (request, reply) => {
          const page = await found(request, locale);
          if (!page) return missing(request, reply, locale);
          const { context } = page;
          return send(request, reply, context, 200, {
            title: context.t('publicChurch.sent.title'),
            rest: '/contact/sent',
            main: sentMain(context.church, embedHref(context), context.t),
          });
        },
      );

      scope.post<{ Params: EmbedParams; Querystring: EmbedQuery }>(
        `${base}/contact`,
        options,
        async (request, reply) => {
          const page = await found(request, locale);
          if (!page) return missing(request, reply, locale);
          const { context, row } = page;
          const verdict = await receiveContactMessage(deps, request, row.embed.accountId, locale);
          if (verdict.kind === 'sent') {
            await countView(request, row.embed.id, ['message']);
            return reply.redirect(embedHref(context, '/contact/sent'), 303);
          }
          if (verdict.kind === 'challenge') {
            // Past the church's threshold (decision 062): the check page, framed as the player is.
            const action = embedHref(context, '/contact');
            return sendChallengePage(
              request,
              reply,
              locale,
              action,
              action,
              verdict,
              { name: context.church, page: embedHref(context) },
              embedCsp(context.websiteOrigin, true),
            );
          }
          const { status, form } = refusedForm(verdict, context.t, reply);
          const categories = await catalogOf(row.embed.accountId, locale);
          return send(request, reply, context, status, {
            title: context.t('publicChurch.player.contactTitle'),
            rest: '',
            main: indexMain(context, categories, embedContactForm(context, formState(form))),
          });
        },
      );

      // How far a visitor played one of our own files (the progress script's reports).
      scope.post<{ Params: EmbedParams; Querystring: EmbedQuery; Body: unknown }>(
        `${base}/watched`,
        options,
        async (request, reply) => {
          const step = (request.body as { step?: unknown } | undefined)?.step;
          if (!isWatchStep(step) || !EMBED_ID_PATTERN.test(request.params.embedId)) {
            return reply.status(400).send();
          }
          const row = await embedByPublicId(deps.db, request.params.embedId);
          if (row)
            await countEmbedWatched(deps.db, embedVisitorOf(deps, request, row.embed.id), step);
          return reply.status(204).send();
        },
      );
    }
  });
}
