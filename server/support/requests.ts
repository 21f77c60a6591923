import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { AppLocale } from '#contract/locales.ts';
import { asLocale } from '#server/mail/mail-locale.ts';
import {
  supportNumber,
  type SupportAttachment,
  type SupportRequestDetail,
  type SupportRequestSummary,
} from '#contract/support/support.ts';
import type { ApiError } from '#server/http/api-error.ts';
import { conflict, notFound, tooManyRequests, validationFailed } from '#server/http/api-error.ts';
import type { Db } from '#server/db/database.ts';
import {
  accounts,
  cardOrders,
  qrCodes,
  supportAttachments,
  supportMessages,
  supportRequests,
  users,
} from '#server/db/schema.ts';
import { addSeconds } from '#server/clock.ts';
import { SUPPORT_RATE_LIMITS } from '#server/settings.ts';
import type { SupportClock } from './states.ts';

// Reading and writing requests, their threads and their attachments (decision 077).

type RequestRow = typeof supportRequests.$inferSelect;

export const clockOf = (row: RequestRow): SupportClock => ({
  state: row.state,
  createdAt: row.createdAt,
  firstAnswerAt: row.firstAnswerAt,
  firstAnswerSeconds: row.firstAnswerSeconds,
  waitingSince: row.waitingSince,
  pausedSeconds: row.pausedSeconds,
  resolvedAt: row.resolvedAt,
  closedAt: row.closedAt,
});

/** The request, locked for the caller's transaction; a 404 when there is none (or not theirs). */
export async function lockedRequest(tx: Db, id: number, ownerId?: number): Promise<RequestRow> {
  const [row] = await tx
    .select()
    .from(supportRequests)
    .where(
      ownerId === undefined
        ? eq(supportRequests.id, id)
        : and(eq(supportRequests.id, id), eq(supportRequests.userId, ownerId)),
    )
    .for('update');
  if (!row) throw notFound('This support request does not exist (any more).');
  return row;
}

/** 429 when `used` rows of the window have reached `limit`. */
export function refuseOverLimit(used: number, limit: number, what: string): void {
  if (used >= limit) {
    throw tooManyRequests(
      SUPPORT_RATE_LIMITS.windowSeconds,
      `You have sent ${what} too often in the last hour. Please try again later.`,
    );
  }
}

const since = (now: Date) => addSeconds(now, -SUPPORT_RATE_LIMITS.windowSeconds);

/** How many requests the person made in the last hour. */
export async function requestsThisHour(db: Db, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ made: count() })
    .from(supportRequests)
    .where(and(eq(supportRequests.userId, userId), gt(supportRequests.createdAt, since(now))));
  return row?.made ?? 0;
}

/** How many messages of their own requests the person wrote in the last hour. */
export async function repliesThisHour(db: Db, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ made: count() })
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.authorUserId, userId),
        eq(supportMessages.author, 'person'),
        gt(supportMessages.createdAt, since(now)),
      ),
    );
  return row?.made ?? 0;
}

/** How many files the person uploaded in the last hour. */
export async function uploadsThisHour(db: Db, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ made: count() })
    .from(supportAttachments)
    .where(
      and(eq(supportAttachments.userId, userId), gt(supportAttachments.createdAt, since(now))),
    );
  return row?.made ?? 0;
}

/**
 * Gives the person's waiting uploads to a message; refused (400 on `attachment_ids`) when one is
 * not theirs, is already on a message, or is unknown.
 */
export async function attachUploads(
  tx: Db,
  userId: number,
  messageId: number,
  ids: readonly number[],
): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const taken = await tx
    .update(supportAttachments)
    .set({ messageId })
    .where(
      and(
        inArray(supportAttachments.id, unique),
        eq(supportAttachments.userId, userId),
        isNull(supportAttachments.messageId),
      ),
    )
    .returning({ id: supportAttachments.id });
  if (taken.length !== unique.length) {
    throw validationFailed({
      attachment_ids: 'Attach the files again: one of them is not there any more.',
    });
  }
}

/**
 * What the request carries about its person, read by the server (never taken from the browser):
 * their role, church, the church's newest card order and its short links.
 */
export async function contextOf(db: Db, userId: number) {
  const [person] = await db
    .select({
      accountId: users.accountId,
      roles: users.roles,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      locale: users.locale,
      churchName: accounts.churchName,
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(users.id, userId));
  if (!person) throw notFound('This account does not exist (any more).');
  const [order] = await db
    .select({ id: cardOrders.id, state: cardOrders.state })
    .from(cardOrders)
    .where(eq(cardOrders.accountId, person.accountId))
    .orderBy(desc(cardOrders.createdAt), desc(cardOrders.id))
    .limit(1);
  const [links] = await db
    .select({
      active: sql<number>`count(*) filter (where not ${qrCodes.disabled})`.mapWith(Number),
      disabled: sql<number>`count(*) filter (where ${qrCodes.disabled})`.mapWith(Number),
    })
    .from(qrCodes)
    .where(eq(qrCodes.accountId, person.accountId));
  return {
    person,
    language: asLocale(person.locale) as AppLocale,
    role: person.roles.join(', '),
    cardOrderNumber: order ? `CO-${String(order.id).padStart(6, '0')}` : null,
    cardOrderState: order?.state ?? null,
    shortLinksActive: links?.active ?? 0,
    shortLinksDisabled: links?.disabled ?? 0,
  };
}

/** The person's own requests, newest first. */
export async function listOwnRequests(db: Db, userId: number): Promise<SupportRequestSummary[]> {
  const rows = await db
    .select()
    .from(supportRequests)
    .where(eq(supportRequests.userId, userId))
    .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    number: supportNumber(row.id),
    subject: row.subject,
    state: row.state,
    created_at: row.createdAt.toISOString(),
    last_message_at: row.lastMessageAt.toISOString(),
  }));
}

/** A request with its thread and files, for its person (`ownerId`) or an admin. */
export async function requestDetail(
  db: Db,
  id: number,
  ownerId?: number,
): Promise<SupportRequestDetail> {
  const [row] = await db
    .select({
      request: supportRequests,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
    })
    .from(supportRequests)
    .innerJoin(users, eq(users.id, supportRequests.userId))
    .where(
      ownerId === undefined
        ? eq(supportRequests.id, id)
        : and(eq(supportRequests.id, id), eq(supportRequests.userId, ownerId)),
    );
  if (!row) throw notFound('This support request does not exist (any more).');
  const request = row.request;
  const [assignee] = request.assignedUserId
    ? await db
        .select({ firstname: users.firstname, lastname: users.lastname })
        .from(users)
        .where(eq(users.id, request.assignedUserId))
    : [];
  const messages = await db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.requestId, id))
    .orderBy(asc(supportMessages.id));
  const files = messages.length
    ? await db
        .select()
        .from(supportAttachments)
        .where(
          inArray(
            supportAttachments.messageId,
            messages.map((message) => message.id),
          ),
        )
        .orderBy(asc(supportAttachments.id))
    : [];
  const filesOf = (messageId: number): SupportAttachment[] =>
    files
      .filter((file) => file.messageId === messageId)
      .map((file) => ({
        id: file.id,
        name: file.fileName,
        size: file.size,
        content_type: file.contentType,
      }));
  return {
    id: request.id,
    number: supportNumber(request.id),
    subject: request.subject,
    state: request.state,
    language: request.language,
    person_name: `${row.firstname} ${row.lastname}`.trim(),
    person_email: row.email,
    context: {
      page: request.page,
      role: request.role,
      church_name: request.churchName,
      browser: request.browser,
      screen_width: request.screenWidth,
      screen_height: request.screenHeight,
      card_order_number: request.cardOrderNumber,
      card_order_state: request.cardOrderState,
      short_links_active: request.shortLinksActive,
      short_links_disabled: request.shortLinksDisabled,
    },
    assigned_user_id: request.assignedUserId,
    assigned_name: assignee ? `${assignee.firstname} ${assignee.lastname}`.trim() : null,
    created_at: request.createdAt.toISOString(),
    first_answer_at: request.firstAnswerAt?.toISOString() ?? null,
    first_answer_seconds: request.firstAnswerSeconds,
    messages: messages.map((message) => ({
      id: message.id,
      author: message.author,
      author_name: message.authorName,
      channel: message.channel,
      body: message.body,
      created_at: message.createdAt.toISOString(),
      attachments: filesOf(message.id),
    })),
  };
}

/** Writes a request's new clock and state. */
export async function saveClock(tx: Db, id: number, clock: SupportClock, now: Date): Promise<void> {
  await tx
    .update(supportRequests)
    .set({
      state: clock.state,
      firstAnswerAt: clock.firstAnswerAt,
      firstAnswerSeconds: clock.firstAnswerSeconds,
      waitingSince: clock.waitingSince,
      pausedSeconds: clock.pausedSeconds,
      resolvedAt: clock.resolvedAt,
      closedAt: clock.closedAt,
      updatedAt: now,
    })
    .where(eq(supportRequests.id, id));
}

/** A closed request takes no more replies. */
export function refuseClosed(): ApiError {
  return conflict('This request is closed. Please send a new request.');
}
