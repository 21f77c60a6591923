import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, count, eq, gt, inArray } from 'drizzle-orm';
import { APP_LOCALES } from '#contract/locales.ts';
import type { AppLocale } from '#contract/locales.ts';
import { supportNumber } from '#contract/support/support.ts';
import type { Db } from '#server/db/database.ts';
import { outbox } from '#server/db/schema.ts';
import { addSeconds } from '#server/clock.ts';
import { localeOfAddress, mailWriter, quoted } from '#server/mail/mail-locale.ts';
import { enqueueMail } from '#server/mail/outbox.ts';
import type { MailKind } from '#server/mail/outbox.ts';
import { translator } from '#server/public/public-i18n.ts';
import { readConfigVar } from '#server/settings/config-store.ts';
import { SUPPORT_RATE_LIMITS } from '#server/settings.ts';

// Support's mail (decision 077): the acknowledgement and each answer go to the person in their
// language with the request's own reply address; a copy of each new request goes to the
// support e-mail setting. Replies to the request's address come back through the inbound webhook.

const SIGNATURE_HEX = 16;

/** The key that signs reply addresses, derived from the server's form key. */
export function replyKeyOf(formKey: Buffer): Buffer {
  return createHmac('sha256', formKey).update('support-reply-address').digest();
}

function signatureOf(key: Buffer, requestId: number): string {
  return createHmac('sha256', key)
    .update(`support-request:${requestId}`)
    .digest('hex')
    .slice(0, SIGNATURE_HEX);
}

/** `support+SR42.<signature>@reply.example.org`: the request's own address, which no one can forge. */
export function replyAddressOf(mailbox: string, key: Buffer, requestId: number): string {
  const at = mailbox.lastIndexOf('@');
  return `${mailbox.slice(0, at)}+SR${requestId}.${signatureOf(key, requestId)}${mailbox.slice(at)}`;
}

/** The request a reply address leads to, when its signature holds; null for anything else. */
export function requestOfReplyAddress(address: string, key: Buffer): number | null {
  const match = /\+SR(\d{1,10})\.([0-9a-f]{16})@/i.exec(address);
  if (!match) return null;
  const id = Number(match[1]);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const expected = Buffer.from(signatureOf(key, id));
  const given = Buffer.from(match[2]!.toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** The line above which a reply by mail is written, in each language (cut at any of them). */
export const replyMarkers = (): string[] =>
  APP_LOCALES.map((locale) => translator(locale)('mail.support.replyAbove'));

/**
 * The person's own words of a reply by mail: the text above our marker line, above the first
 * quoted line ('>') and above the usual "On … wrote:" line, trimmed.
 */
export function replyTextOf(text: string): string {
  const markers = replyMarkers();
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const kept: string[] = [];
  for (const line of lines) {
    const trimmed = line.trim();
    if (markers.some((marker) => trimmed.includes(marker))) break;
    if (trimmed.startsWith('>')) break;
    if (/^(On|Le|El|Am)\b.*(wrote|écrit|escribió|schrieb):$/i.test(trimmed)) break;
    if (/^-{2,}\s*Original Message\s*-{2,}$/i.test(trimmed)) break;
    kept.push(line);
  }
  return kept.join('\n').trim();
}

const SUPPORT_MAIL_KINDS: MailKind[] = ['support_received', 'support_answer'];

/** Whether `to` may get another of support's mails this hour (SUPPORT_RATE_LIMITS). */
async function underMailLimit(db: Db, to: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ sent: count() })
    .from(outbox)
    .where(
      and(
        eq(outbox.toAddress, to),
        inArray(outbox.kind, SUPPORT_MAIL_KINDS),
        gt(outbox.createdAt, addSeconds(now, -SUPPORT_RATE_LIMITS.windowSeconds)),
      ),
    );
  return (row?.sent ?? 0) < SUPPORT_RATE_LIMITS.mailsPerPersonPerHour;
}

export type SupportMailRequest = {
  id: number;
  subject: string;
  language: AppLocale;
  personName: string;
  personEmail: string;
};

export type SupportMailSetup = { appUrl: string; replyAddress: string; replyKey: Buffer };

/** The acknowledgement, in the person's language, with their words quoted. */
export async function queueAcknowledgement(
  db: Db,
  request: SupportMailRequest,
  message: string,
  setup: SupportMailSetup,
  now: Date,
): Promise<boolean> {
  if (!(await underMailLimit(db, request.personEmail, now))) return false;
  const { t, link, paragraphs } = mailWriter(request.language);
  const number = supportNumber(request.id);
  await enqueueMail(
    db,
    {
      kind: 'support_received',
      to: request.personEmail,
      replyTo: replyAddressOf(setup.replyAddress, setup.replyKey, request.id),
      subject: t('mail.support.received.subject', { number, subject: request.subject }),
      text: paragraphs(
        t('mail.support.replyAbove'),
        t('mail.helloName', { name: request.personName }),
        t('mail.support.received.body', {
          number,
          link: link(setup.appUrl, `/support-request?request=${request.id}`),
        }),
        quoted(message),
      ),
    },
    now,
  );
  return true;
}

/** Support's answer, in the person's language. */
export async function queueAnswerMail(
  db: Db,
  request: SupportMailRequest,
  answer: string,
  setup: SupportMailSetup,
  now: Date,
): Promise<boolean> {
  if (!(await underMailLimit(db, request.personEmail, now))) return false;
  const { t, link, paragraphs } = mailWriter(request.language);
  const number = supportNumber(request.id);
  await enqueueMail(
    db,
    {
      kind: 'support_answer',
      to: request.personEmail,
      replyTo: replyAddressOf(setup.replyAddress, setup.replyKey, request.id),
      subject: t('mail.support.answer.subject', { number, subject: request.subject }),
      text: paragraphs(
        t('mail.support.replyAbove'),
        t('mail.helloName', { name: request.personName }),
        answer,
        t('mail.support.answer.footer', {
          number,
          link: link(setup.appUrl, `/support-request?request=${request.id}`),
        }),
      ),
    },
    now,
  );
  return true;
}

export type SupportCopyDetails = {
  church: string;
  role: string;
  page: string;
  browser: string;
  screen: string;
  cardOrder: string;
  shortLinks: string;
  attachments: number;
};

/** A copy of a new request to the support e-mail setting (nothing when it is not set). */
export async function queueSupportCopy(
  db: Db,
  request: SupportMailRequest,
  message: string,
  details: SupportCopyDetails,
  setup: SupportMailSetup,
  now: Date,
): Promise<boolean> {
  const { value: to } = await readConfigVar(db, 'support_email');
  if (!to) return false;
  const { t, link, paragraphs } = mailWriter(await localeOfAddress(db, to));
  const number = supportNumber(request.id);
  await enqueueMail(
    db,
    {
      kind: 'support_new_request',
      to,
      subject: t('mail.support.copy.subject', { number, subject: request.subject }),
      text: paragraphs(
        t('mail.support.copy.body', {
          number,
          name: request.personName,
          email: request.personEmail,
          ...details,
          link: link(setup.appUrl, `/admin/support/${request.id}`),
        }),
        quoted(message),
      ),
    },
    now,
  );
  return true;
}
