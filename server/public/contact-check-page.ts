import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageDocument } from './church-page.ts';
import { CHALLENGE_FIELD } from './contact-challenge.ts';
import type { ContactValues } from './contact-form.ts';
import { STARTED_FIELD } from './contact-form.ts';
import type { Html } from './html.ts';
import { markup } from './html.ts';
import { CHECK_SCRIPT } from './public-asset.ts';
import type { Locale, Translate } from './public-i18n.ts';
import { translator } from './public-i18n.ts';
import { CHALLENGE_PAGE_CSP, frameOf, sendPage } from './public-page.ts';
import type { ContactVerdict } from './receive-contact.ts';

export type ChallengeVerdict = Extract<ContactVerdict, { kind: 'challenge' }>;

/** Where the message goes: the church's name and its public page. */
export type ChallengeChurch = { name: string; page: string };

const KEYS = 'publicChurch.form.check';

/** What the visitor wrote, to copy when the check cannot run: the subject, then the message. */
const copyText = (values: ContactValues) => `${values.subject}\n\n${values.message}`;

function copyBlock(id: string, t: Translate, text: string): Html {
  return markup`<div class="field"><label for="${id}">${t(`${KEYS}.copyLabel`)}</label>
<textarea id="${id}" rows="8" readonly>${text}</textarea></div>`;
}

/**
 * The page that holds a message past the church's threshold (decision 062): everything the
 * visitor wrote in hidden fields, and a small script of ours (contact-check.js) that solves the
 * challenge and sends the form again, by itself the first time, by the visitor's press after a
 * refused solution. Without script, it says so plainly and gives the message back to copy.
 */
export function challengeMain(
  action: string,
  verdict: ChallengeVerdict,
  church: ChallengeChurch,
  t: Translate,
): Html {
  const { values } = verdict;
  const hidden = (name: string, value: string) =>
    markup`<input type="hidden" name="${name}" value="${value}">`;
  const refusal =
    verdict.refused === null
      ? ''
      : markup`<div class="alert" role="alert"><p>${t(
          verdict.refused === 'expired' ? `${KEYS}.expired` : `${KEYS}.refused`,
        )}</p></div>`;
  return markup`<main class="narrow human-check">
<h1 id="contact-title">${t(`${KEYS}.title`)}</h1>
<p>${t(`${KEYS}.intro`, { church: church.name })}</p>
${refusal}
<form method="post" action="${action}#contact-title" data-challenge="${JSON.stringify(verdict.challenge)}"${verdict.refused === null ? markup` data-auto` : ''}>
${hidden('name', values.name)}
${hidden('email', values.email)}
${hidden('subject', values.subject)}
${hidden('message', values.message)}
${hidden(STARTED_FIELD, verdict.started)}
${hidden(CHALLENGE_FIELD, '')}
<div role="status">
<p class="check-working" hidden>${t(`${KEYS}.working`)}</p>
<p class="check-ready" hidden>${t(`${KEYS}.ready`)}</p>
</div>
<div class="check-failed" hidden>
<div class="alert note" role="alert"><p>${t(`${KEYS}.failed`)}</p></div>
${copyBlock('check-copy-failed', t, '')}
</div>
<button type="submit" hidden>${t('publicChurch.form.send')}</button>
</form>
<noscript>
<div class="alert note"><p>${t(`${KEYS}.noScript`)}</p></div>
${copyBlock('check-copy', t, copyText(values))}
</noscript>
<p class="church-link"><a href="${church.page}">${t('publicChurch.sent.back', { church: church.name })}</a></p>
</main>`;
}

/**
 * Answers a held message with the check's page: 428 when a proof of work is asked for, 400 when
 * the one sent was refused (with a new challenge either way). Its policy allows our one script;
 * it is never stored (it holds the message).
 */
export async function sendChallengePage(
  request: FastifyRequest,
  reply: FastifyReply,
  locale: Locale,
  path: string,
  action: string,
  verdict: ChallengeVerdict,
  church: ChallengeChurch,
  /** The page's policy: the public pages' with the check script, or a framed player's. */
  csp: Parameters<FastifyReply['helmet']>[0] = CHALLENGE_PAGE_CSP,
) {
  await reply.helmet(csp);
  const t = translator(locale);
  const head = markup`<script src="${CHECK_SCRIPT.url}" defer></script>`;
  return sendPage(
    request,
    reply,
    verdict.refused === null ? 428 : 400,
    pageDocument(
      { ...frameOf(locale, path, t(`${KEYS}.title`), true), head },
      challengeMain(action, verdict, church, t),
    ),
    'no-store',
  );
}
