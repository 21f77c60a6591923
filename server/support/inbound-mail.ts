import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { and, count, eq, gt } from 'drizzle-orm';
import { API_BASE } from '#contract/endpoint.ts';
import { SUPPORT_LIMITS } from '#contract/support/support.ts';
import type { Deps } from '#server/deps.ts';
import { supportMessages, supportRequests, users } from '#server/db/schema.ts';
import type { FeatureContext } from '#server/feature.ts';
import { addSeconds } from '#server/clock.ts';
import { ApiError, unauthorized } from '#server/http/api-error.ts';
import { SUPPORT_RATE_LIMITS } from '#server/settings.ts';
import { replyKeyOf, replyTextOf, requestOfReplyAddress } from './support-mail.ts';
import { filePersonReply } from './support-routes.ts';

/** Where the mail provider posts each mail sent to a request's reply address (raw RFC 5322). */
export const SUPPORT_INBOUND_PATH = `${API_BASE}/support/inbound_mail`;

/** The largest raw mail taken (attachments in mail are not kept: the dashboard takes files). */
const MAX_MAIL_BYTES = 2_000_000;

type Outcome = { filed: boolean; reason?: string };

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Every address a mail was sent to (To, Cc, Delivered-To), lower case. */
function recipientsOf(parsed: ParsedMail): string[] {
  const lists = [parsed.to, parsed.cc].flatMap((list) =>
    list === undefined ? [] : Array.isArray(list) ? list : [list],
  );
  const addresses = lists.flatMap((list) => list.value.map((entry) => entry.address ?? ''));
  const delivered = parsed.headers.get('delivered-to');
  if (typeof delivered === 'string') addresses.push(delivered);
  return addresses.filter(Boolean).map((address) => address.toLowerCase());
}

/**
 * The inbound-mail webhook (decision 077): the provider posts the raw message with the token
 * of SUPPORT_INBOUND_TOKEN; mailparser reads it; a mail to a request's signed reply address
 * from that request's person is filed as their reply (a resolved request opens again). Anything
 * else is answered 200 with `filed: false` and why, so the provider does not retry it.
 */
export async function registerSupportInboundMail(
  app: FastifyInstance,
  deps: Deps,
  context: FeatureContext,
): Promise<void> {
  const replyKey = replyKeyOf(deps.formKey);
  await app.register(async (hook) => {
    hook.addContentTypeParser(
      ['message/rfc822', 'text/plain', 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: MAX_MAIL_BYTES },
      (_request, body, done) => done(null, body),
    );
    hook.post(SUPPORT_INBOUND_PATH, async (request): Promise<Outcome> => {
      const token = context.supportMail.inboundToken;
      if (!token || !tokenMatches(request.headers.authorization, token)) throw unauthorized();
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
        throw new ApiError(400, 'validation_failed', 'Send the raw mail as message/rfc822.');
      }
      const { simpleParser } = await import('mailparser');
      let parsed: ParsedMail;
      try {
        parsed = await simpleParser(request.body, { skipImageLinks: true, skipTextToHtml: true });
      } catch {
        throw new ApiError(400, 'validation_failed', 'This is not a mail message.');
      }
      const requestId = recipientsOf(parsed)
        .map((address) => requestOfReplyAddress(address, replyKey))
        .find((id) => id !== null);
      if (!requestId) return { filed: false, reason: 'no_request' };
      const from = parsed.from?.value[0]?.address?.toLowerCase();
      const [owner] = await deps.db
        .select({
          id: users.id,
          email: users.email,
          firstname: users.firstname,
          lastname: users.lastname,
        })
        .from(supportRequests)
        .innerJoin(users, eq(users.id, supportRequests.userId))
        .where(eq(supportRequests.id, requestId));
      if (!owner || !from || owner.email !== from)
        return { filed: false, reason: 'not_the_person' };
      const text = replyTextOf(parsed.text ?? '').slice(0, SUPPORT_LIMITS.message);
      if (text === '') return { filed: false, reason: 'empty' };
      const now = deps.clock.now();
      const [recent] = await deps.db
        .select({ made: count() })
        .from(supportMessages)
        .where(
          and(
            eq(supportMessages.requestId, requestId),
            eq(supportMessages.channel, 'mail'),
            gt(supportMessages.createdAt, addSeconds(now, -SUPPORT_RATE_LIMITS.windowSeconds)),
          ),
        );
      if ((recent?.made ?? 0) >= SUPPORT_RATE_LIMITS.inboundMailsPerRequestPerHour) {
        return { filed: false, reason: 'rate_limited' };
      }
      try {
        await deps.db.transaction((tx) =>
          filePersonReply(
            tx,
            requestId,
            { id: owner.id, name: `${owner.firstname} ${owner.lastname}`.trim() },
            text,
            'mail',
            [],
            now,
          ),
        );
      } catch (error) {
        if (error instanceof ApiError && error.status === 409)
          return { filed: false, reason: 'closed' };
        throw error;
      }
      return { filed: true };
    });
  });
}
