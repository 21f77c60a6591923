import Negotiator from 'negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeShortCode, shortCodePath } from '#contract/shortCodes/shortCodes.ts';
import type { Deps } from '#server/deps.ts';
import { messageMain, pageDocument } from '#server/public/church-page.ts';
import { isNotAPerson } from '#server/public/link-previewers.ts';
import type { Locale } from '#server/public/public-i18n.ts';
import { localized, PUBLIC_LOCALES, translator } from '#server/public/public-i18n.ts';
import { frameOf, PUBLIC_PAGE_CSP, sendPage } from '#server/public/public-page.ts';
import { tickActionStep } from '#server/dashboard/action-steps.ts';
import { countScan, scanDay, scanVisitor } from './scans.ts';
import { shortCodeTarget } from './short-code-target.ts';

type CodeParams = { code: string };

/** The language a scan lands in at `/c/<code>`: the phone's, when the product speaks it. */
function languageOf(request: FastifyRequest): Locale {
  const negotiator = new Negotiator({
    headers: { 'accept-language': request.headers['accept-language'] },
  });
  return (negotiator.language([...PUBLIC_LOCALES]) as Locale | undefined) ?? 'en';
}

/**
 * The short codes printed on invitation cards, at /c/<code> and /es/c/<code>… (decision 047):
 * a 302 to where the code leads now (never a 301, which browsers would keep), not stored by any
 * cache, with no script. People are counted once a day; link previewers and bots not at all. A
 * code that leads nowhere (unknown, disabled, or a church the public may not see) shows the
 * church finder in the visitor's language.
 */
export function registerShortCodes(app: FastifyInstance, deps: Deps): void {
  async function scan(
    request: FastifyRequest<{ Params: CodeParams }>,
    reply: FastifyReply,
    locale: Locale,
  ) {
    reply.header('cache-control', 'no-store');
    const code = normalizeShortCode(request.params.code);
    const target = code ? await shortCodeTarget(deps.db, code) : null;
    const destination = target?.videoSlug
      ? `/v/${encodeURIComponent(target.videoSlug)}`
      : target?.churchSlug
        ? `/church/${encodeURIComponent(target.churchSlug)}`
        : null;
    if (!target || !destination)
      return leadsNowhere(request, reply, locale, code ?? request.params.code);
    const userAgent = request.headers['user-agent'];
    if (!isNotAPerson(userAgent)) {
      const now = deps.clock.now();
      const day = scanDay(now);
      const counted = await countScan(
        deps.db,
        target.codeId,
        day,
        scanVisitor(deps.scanKey, day, request.ip, userAgent ?? ''),
      );
      if (counted) await tickActionStep(deps.db, target.accountId, 'see-first-scan', now);
    }
    return reply.redirect(localized(locale, destination), 302);
  }

  function leadsNowhere(
    request: FastifyRequest,
    reply: FastifyReply,
    locale: Locale,
    code: string,
  ) {
    const t = translator(locale);
    const path = shortCodePath(encodeURIComponent(code));
    return sendPage(
      request,
      reply,
      404,
      pageDocument(
        frameOf(locale, path, t('publicChurch.shortCode.title'), true),
        messageMain(t('publicChurch.shortCode.title'), t('publicChurch.shortCode.body')),
      ),
      // The code may lead somewhere again (an admin enables it): nothing keeps this answer.
      'no-store',
    );
  }

  app.get<{ Params: CodeParams }>(
    shortCodePath(':code'),
    { helmet: PUBLIC_PAGE_CSP },
    (request, reply) => scan(request, reply, languageOf(request)),
  );
  for (const locale of PUBLIC_LOCALES.filter((other) => other !== 'en')) {
    app.get<{ Params: CodeParams }>(
      localized(locale, shortCodePath(':code')),
      { helmet: PUBLIC_PAGE_CSP },
      (request, reply) => scan(request, reply, locale),
    );
  }
}
