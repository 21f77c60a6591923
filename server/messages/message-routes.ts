import { and, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '#contract/endpoints.ts';
import type { MessageDetail, MessagesResponse } from '#contract/messages/messages.ts';
import type { Role } from '#contract/roles.ts';
import { type RateLimitedAction, takeActionLimits } from '#server/auth/rate-limited.ts';
import type { Db } from '#server/db/database.ts';
import { accounts, messageReplies, messages, users } from '#server/db/schema.ts';
import type { Deps } from '#server/deps.ts';
import { notFound } from '#server/http/api-error.ts';
import { defineRoute } from '#server/http/route.ts';
import { asLocale, mailWriter, quoted } from '#server/mail/mail-locale.ts';
import { enqueueMail } from '#server/mail/outbox.ts';
import { containsPattern } from '#server/db/like.ts';
import { REPLY_LIMITS } from '#server/settings.ts';

const REPLIES: RateLimitedAction = {
  prefix: 'message-reply-',
  windowSeconds: REPLY_LIMITS.windowSeconds,
  refusal: 'Too many replies were sent.',
};

/** The roles whose menu has Messages: the pastor's items. */
export const INBOX_ROLES = [
  'evangelism',
  'free_evangelism',
  'website',
  'discipleship',
] as const satisfies readonly Role[];

const NOT_YOURS = 'This message is not in your church’s inbox.';
const PREVIEW_LENGTH = 140;

/** One message of the caller's church, with its replies, oldest reply first. */
async function messageOf(db: Db, accountId: number, id: number): Promise<MessageDetail> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, id), eq(messages.accountId, accountId)));
  if (!row) throw notFound(NOT_YOURS);
  const replies = await db
    .select()
    .from(messageReplies)
    .where(eq(messageReplies.messageId, id))
    .orderBy(messageReplies.createdAt, messageReplies.id);
  return {
    message: {
      id: row.id,
      sender_name: row.senderName,
      sender_email: row.senderEmail,
      subject: row.subject,
      body: row.body,
      read: row.readAt !== null,
      created_at: row.createdAt.toISOString(),
      read_at: row.readAt?.toISOString() ?? null,
    },
    replies: replies.map((reply) => ({
      id: reply.id,
      author_name: reply.authorName,
      body: reply.body,
      created_at: reply.createdAt.toISOString(),
    })),
  };
}

/**
 * The church's inbox (spec: GET /messages, GET /messages/{id}), read, answered by e-mail. The
 * church is always the caller's own account; another church's message id is a 404.
 */
export function registerMessageRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, deps, {
    endpoint: endpoints.messages,
    access: INBOX_ROLES,
    handler: async ({ user, body }): Promise<MessagesResponse> => {
      const page = body.page ?? 1;
      const pageSize = body.page_size ?? 25;
      const own = eq(messages.accountId, user.accountId);
      const text = body.search?.trim();
      const pattern = text ? containsPattern(text) : null;
      const where = and(
        own,
        body.filter === 'unread' ? isNull(messages.readAt) : undefined,
        pattern
          ? or(
              ilike(messages.subject, pattern),
              ilike(messages.senderName, pattern),
              ilike(messages.senderEmail, pattern),
              ilike(messages.body, pattern),
            )
          : undefined,
      );
      // Spelled out: in a one-table select drizzle writes `${messages.id}` as a bare "id", which
      // inside this subquery would be the reply's own id.
      const replied = sql<boolean>`exists (select 1 from message_replies r where r.message_id = messages.id)`;
      // The page carries the total of all matches (a window count), so a search scans the
      // messages once; only a page past the end, which has no rows, counts on its own.
      const countMatches = async () =>
        (await deps.db.select({ n: count() }).from(messages).where(where))[0]?.n ?? 0;
      const [rows, [unread]] = await Promise.all([
        deps.db
          .select({
            id: messages.id,
            senderName: messages.senderName,
            senderEmail: messages.senderEmail,
            subject: messages.subject,
            preview: sql<string>`left(${messages.body}, ${PREVIEW_LENGTH})`,
            readAt: messages.readAt,
            replied,
            createdAt: messages.createdAt,
            total: sql<number>`count(*) over ()`.mapWith(Number),
          })
          .from(messages)
          .where(where)
          .orderBy(desc(messages.createdAt), desc(messages.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        deps.db
          .select({ n: count() })
          .from(messages)
          .where(and(own, isNull(messages.readAt))),
      ]);
      return {
        messages: rows.map((row) => ({
          id: row.id,
          sender_name: row.senderName,
          sender_email: row.senderEmail,
          subject: row.subject,
          preview: row.preview,
          read: row.readAt !== null,
          replied: row.replied,
          created_at: row.createdAt.toISOString(),
        })),
        total: rows[0]?.total ?? (page > 1 ? await countMatches() : 0),
        unread: unread?.n ?? 0,
        page,
        page_size: pageSize,
      };
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.message,
    access: INBOX_ROLES,
    handler: ({ user, body }) => messageOf(deps.db, user.accountId, body.id),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.readMessage,
    access: INBOX_ROLES,
    handler: async ({ user, body }) => {
      await deps.db
        .update(messages)
        .set({ readAt: deps.clock.now() })
        .where(
          and(
            eq(messages.id, body.id),
            eq(messages.accountId, user.accountId),
            isNull(messages.readAt),
          ),
        );
      return messageOf(deps.db, user.accountId, body.id);
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.replyMessage,
    access: INBOX_ROLES,
    handler: async ({ user, body }) => {
      const now = deps.clock.now();
      const original = await messageOf(deps.db, user.accountId, body.id);
      await deps.db.transaction(async (tx) => {
        await takeActionLimits(
          tx,
          REPLIES,
          [{ key: `user:${user.id}`, limit: REPLY_LIMITS.perUser }],
          now,
        );
        const [author] = await tx
          .select({
            firstname: users.firstname,
            lastname: users.lastname,
            church: accounts.churchName,
          })
          .from(users)
          .innerJoin(accounts, eq(accounts.id, users.accountId))
          .where(eq(users.id, user.id));
        const authorName = author ? `${author.firstname} ${author.lastname}`.trim() : user.email;
        // The sender is no user: the answer is in the language of the page they wrote from.
        const [{ locale } = { locale: 'en' }] = await tx
          .select({ locale: messages.locale })
          .from(messages)
          .where(eq(messages.id, body.id));
        const { t, day, paragraphs } = mailWriter(asLocale(locale));
        const church = author?.church ?? t('mail.yourChurch');
        const text = body.body.trim();
        await tx.insert(messageReplies).values({
          messageId: body.id,
          authorUserId: user.id,
          authorName,
          body: text,
          createdAt: now,
        });
        await tx
          .update(messages)
          .set({ readAt: now })
          .where(and(eq(messages.id, body.id), isNull(messages.readAt)));
        // The sender wrote to the church; the answer comes from the church, with their words below.
        await enqueueMail(
          tx,
          {
            kind: 'message_reply',
            to: original.message.sender_email,
            subject: t('mail.messageReply.subject', { subject: original.message.subject }),
            text: paragraphs(
              t('mail.messageReply.body', { church }),
              text,
              t('mail.messageReply.signature', { author: authorName, church }),
              `${t('mail.messageReply.original', { date: day(new Date(original.message.created_at)) })}\n${quoted(original.message.body)}`,
            ),
          },
          now,
        );
      });
      deps.mailer.kick();
      return messageOf(deps.db, user.accountId, body.id);
    },
  });
}
