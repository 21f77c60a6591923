import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { locations } from '#server/db/schema.ts';
import type { Deps } from '#server/deps.ts';
import { churchProfileOf, fileUrl } from '#server/church/church-profile.ts';
import type { PublicVideo } from '#server/videos/public-video.ts';
import { countView, publicVideo } from '#server/videos/public-video.ts';
import type { ContactFormState } from './church-page.ts';
import { pageDocument, sentMain } from './church-page.ts';
import { startedToken } from './contact-form.ts';
import type { Locale } from './public-i18n.ts';
import { localized, PUBLIC_LOCALES, translator } from './public-i18n.ts';
import {
  frameOf,
  refusedForm,
  sendNotFound,
  sendPage,
  TRACKED_VIDEO_PAGE_CSP,
  VIDEO_PAGE_CSP,
} from './public-page.ts';
import { isNotAPerson } from './link-previewers.ts';
import { chooseLanguageOnce } from './language-choice.ts';
import { receiveContactMessage } from './receive-contact.ts';
import { sendChallengePage } from './contact-check-page.ts';
import { cardVisitorOf } from '#server/results/card-visitor.ts';
import { countCardSteps, countWatched, isWatchStep } from '#server/results/funnel-steps.ts';
import type { PlayableVideo } from './video-page.ts';
import { videoPageMain, videoPageScript, videoPageSeo, videoTitle } from './video-page.ts';

type SlugParams = { slug: string };

function playable({ video }: PublicVideo): PlayableVideo {
  if (video.url) return { source: 'embed', playerUrl: video.url };
  return {
    source: 'file',
    // publicVideo only answers a ready file, which has its key.
    fileUrl: fileUrl(video.fileKey) ?? '',
    posterUrl: fileUrl(video.posterKey),
    width: video.width,
    height: video.height,
  };
}

/**
 * The public page of a video at /v/<custom URL> (and /es/v/…, /fr/v/…, /ko/v/…), decision 039:
 * server-rendered like the church page, no script, views counted per day, and a 'Connect with
 * this church' form that lands in the church's inbox through the church page's form code.
 */
export function registerPublicVideoPages(scope: FastifyInstance, deps: Deps): void {
  const pathOf = (slug: string) => `/v/${encodeURIComponent(slug)}`;

  async function render(
    request: FastifyRequest,
    reply: FastifyReply,
    locale: Locale,
    found: PublicVideo,
    status: number,
    form: Omit<ContactFormState, 'started'> | null,
    play: boolean,
    fromCard: boolean,
  ) {
    const slug = found.video.slug ?? '';
    const path = pathOf(slug);
    const t = translator(locale);
    const campuses = await deps.db
      .select()
      .from(locations)
      .where(eq(locations.accountId, found.church.account.id))
      .orderBy(asc(locations.id));
    const data = {
      slug,
      kind: found.video.kind as 'welcome' | 'profile' | 'story',
      video: playable(found),
      personName: found.personName,
      profile: churchProfileOf(found.church),
      campuses,
      play,
      action: localized(locale, path),
      // Only an uploaded file's progress can be read here; YouTube and Vimeo keep theirs.
      progressUrl: fromCard && found.video.url === null ? `${path}/watched` : null,
      form: {
        values: { name: '', email: '', subject: '', message: '' },
        errors: {},
        ...form,
        started: startedToken(deps.formKey, deps.clock.now()),
      },
    };
    if (data.progressUrl) await reply.helmet(TRACKED_VIDEO_PAGE_CSP);
    const frame = frameOf(
      locale,
      path,
      videoTitle(data, t),
      status !== 200 || play,
      videoPageSeo(data, deps.appUrl, t),
    );
    return sendPage(
      request,
      reply,
      status,
      pageDocument({ ...frame, head: videoPageScript(data) }, videoPageMain(data, locale, t)),
    );
  }

  for (const locale of PUBLIC_LOCALES) {
    const base = localized(locale, '/v/:slug');
    const notAvailable = (request: FastifyRequest, reply: FastifyReply, slug: string) =>
      sendNotFound(request, reply, locale, pathOf(slug), 'publicChurch.video.notAvailable');

    scope.get<{ Params: SlugParams; Querystring: { play?: unknown } }>(
      base,
      { helmet: VIDEO_PAGE_CSP },
      async (request, reply) => {
        if (locale === 'en' && chooseLanguageOnce(request, reply)) return reply;
        const found = await publicVideo(deps.db, request.params.slug);
        if (!found) return notAvailable(request, reply, request.params.slug);
        const play = request.query.play === '1';
        // The visit that opens the page counts, not the one that starts an embedded player.
        if (!play && !isNotAPerson(request.headers['user-agent'])) {
          await countView(deps.db, found.video.id, deps.clock.now());
        }
        const card = await cardVisitorOf(deps, request, found.church.account.id);
        if (card) await countCardSteps(deps.db, card, play ? ['view', 'play'] : ['view']);
        return render(request, reply, locale, found, 200, null, play, card !== null);
      },
    );

    scope.get<{ Params: SlugParams }>(
      `${base}/sent`,
      { helmet: VIDEO_PAGE_CSP },
      async (request, reply) => {
        const found = await publicVideo(deps.db, request.params.slug);
        if (!found) return notAvailable(request, reply, request.params.slug);
        const t = translator(locale);
        const path = `${pathOf(request.params.slug)}/sent`;
        const name = found.church.account.churchName || found.church.account.slug;
        return sendPage(
          request,
          reply,
          200,
          pageDocument(
            frameOf(locale, path, t('publicChurch.sent.title'), true),
            sentMain(name, localized(locale, pathOf(request.params.slug)), t),
          ),
        );
      },
    );

    scope.post<{ Params: SlugParams }>(base, { helmet: VIDEO_PAGE_CSP }, async (request, reply) => {
      const found = await publicVideo(deps.db, request.params.slug);
      if (!found) return notAvailable(request, reply, request.params.slug);
      const verdict = await receiveContactMessage(deps, request, found.church.account.id, locale);
      const card = await cardVisitorOf(deps, request, found.church.account.id);
      if (verdict.kind === 'sent') {
        if (card) await countCardSteps(deps.db, card, ['message']);
        return reply.redirect(localized(locale, `${pathOf(request.params.slug)}/sent`), 303);
      }
      if (verdict.kind === 'challenge') {
        const { account } = found.church;
        const path = pathOf(request.params.slug);
        return sendChallengePage(request, reply, locale, path, localized(locale, path), verdict, {
          name: account.churchName || account.slug,
          page: localized(locale, `/church/${encodeURIComponent(account.slug)}`),
        });
      }
      const { status, form } = refusedForm(verdict, translator(locale), reply);
      return render(request, reply, locale, found, status, form, false, card !== null);
    });

    // How far a visitor who came from a card watched (the progress script's reports).
    scope.post<{ Params: SlugParams; Body: unknown }>(
      `${base}/watched`,
      { helmet: VIDEO_PAGE_CSP },
      async (request, reply) => {
        const step = (request.body as { step?: unknown } | undefined)?.step;
        if (!isWatchStep(step)) return reply.status(400).send();
        const found = await publicVideo(deps.db, request.params.slug);
        const card = found && (await cardVisitorOf(deps, request, found.church.account.id));
        if (card) {
          for (const codeId of card.codeIds) {
            await countWatched(deps.db, codeId, card.day, card.visitor, step);
          }
        }
        return reply.status(204).send();
      },
    );
  }
}
