import type { FastifyInstance } from 'fastify';
import { and, asc, arrayContains, eq } from 'drizzle-orm';
import { endpoints } from '#contract/endpoints.ts';
import {
  canMoveSupport,
  SUPPORT_LIMITS,
  SUPPORT_ROLES,
  type SupportAttachmentUploadRequest,
} from '#contract/support/support.ts';
import { SupportAttachmentUploadRequest as UploadFields } from '#contract/support/support.ts';
import type { Deps } from '#server/deps.ts';
import type { Db } from '#server/db/database.ts';
import { supportAttachments, supportMessages, supportRequests, users } from '#server/db/schema.ts';
import type { FeatureContext } from '#server/feature.ts';
import { conflict, notFound, validationFailed } from '#server/http/api-error.ts';
import { acceptMultipart, readUpload } from '#server/http/multipart.ts';
import { ADMIN_ONLY, defineRoute } from '#server/http/route.ts';
import { readStoredFile, sendAsDownload } from '#server/http/signed-links.ts';
import { SUPPORT_RATE_LIMITS } from '#server/settings.ts';
import { attachmentNameOf, privateKeyOf, sniffAttachment } from './attachments.ts';
import {
  attachUploads,
  clockOf,
  contextOf,
  listOwnRequests,
  lockedRequest,
  refuseClosed,
  refuseOverLimit,
  repliesThisHour,
  requestDetail,
  requestsThisHour,
  saveClock,
  uploadsThisHour,
} from './requests.ts';
import { answered, moved, personReplied } from './states.ts';
import {
  queueAcknowledgement,
  queueAnswerMail,
  queueSupportCopy,
  replyKeyOf,
  type SupportMailSetup,
} from './support-mail.ts';

/** Who may write in the support center: SUPPORT_ROLES (spec section 6). */
const PEOPLE = SUPPORT_ROLES;

const nameOf = (person: { firstname: string; lastname: string }) =>
  `${person.firstname} ${person.lastname}`.trim();

export function mailSetupOf(deps: Deps, context: FeatureContext): SupportMailSetup {
  return {
    appUrl: deps.appUrl,
    replyAddress: context.supportMail.replyAddress,
    replyKey: replyKeyOf(deps.formKey),
  };
}

/**
 * The person writes again, by the dashboard or by mail: a message on the thread, the files they
 * attached, and a waiting or resolved request open again. A closed one is refused (409).
 */
export async function filePersonReply(
  tx: Db,
  requestId: number,
  person: { id: number; name: string },
  body: string,
  channel: 'dashboard' | 'mail',
  attachmentIds: readonly number[],
  now: Date,
): Promise<void> {
  const request = await lockedRequest(tx, requestId, person.id);
  const next = personReplied(clockOf(request), now);
  if (!next) throw refuseClosed();
  const [message] = await tx
    .insert(supportMessages)
    .values({
      requestId,
      author: 'person',
      authorUserId: person.id,
      authorName: person.name,
      channel,
      body,
      createdAt: now,
    })
    .returning({ id: supportMessages.id });
  await attachUploads(tx, person.id, message!.id, attachmentIds);
  await saveClock(tx, requestId, next, now);
  await tx
    .update(supportRequests)
    .set({ lastMessageAt: now })
    .where(eq(supportRequests.id, requestId));
}

async function personOf(db: Db, id: number) {
  const [person] = await db
    .select({ firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(eq(users.id, id));
  if (!person) throw notFound('This account does not exist (any more).');
  return { id, name: nameOf(person) };
}

/** The support center's calls and the admin's calls beside the queue (decision 077). */
export async function registerSupportRoutes(
  app: FastifyInstance,
  deps: Deps,
  context: FeatureContext,
): Promise<void> {
  const mail = mailSetupOf(deps, context);

  defineRoute(app, deps, {
    endpoint: endpoints.supportRequestCreate,
    access: PEOPLE,
    handler: async ({ body, user, request }) => {
      const now = deps.clock.now();
      refuseOverLimit(
        await requestsThisHour(deps.db, user.id, now),
        SUPPORT_RATE_LIMITS.requestsPerHour,
        'support requests',
      );
      const found = await contextOf(deps.db, user.id);
      const browser = String(request.headers['user-agent'] ?? '').slice(0, 500);
      const personName = nameOf(found.person);
      const id = await deps.db.transaction(async (tx) => {
        const [made] = await tx
          .insert(supportRequests)
          .values({
            userId: user.id,
            accountId: found.person.accountId,
            subject: body.subject.trim(),
            language: found.language,
            page: body.page,
            role: found.role,
            churchName: found.person.churchName ?? '',
            browser,
            screenWidth: body.screen_width,
            screenHeight: body.screen_height,
            cardOrderNumber: found.cardOrderNumber,
            cardOrderState: found.cardOrderState,
            shortLinksActive: found.shortLinksActive,
            shortLinksDisabled: found.shortLinksDisabled,
            lastMessageAt: now,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: supportRequests.id });
        const requestId = made!.id;
        const [message] = await tx
          .insert(supportMessages)
          .values({
            requestId,
            author: 'person',
            authorUserId: user.id,
            authorName: personName,
            channel: 'dashboard',
            body: body.message,
            createdAt: now,
          })
          .returning({ id: supportMessages.id });
        await attachUploads(tx, user.id, message!.id, body.attachment_ids);
        const mailRequest = {
          id: requestId,
          subject: body.subject.trim(),
          language: found.language,
          personName: found.person.firstname,
          personEmail: found.person.email,
        };
        await queueAcknowledgement(tx, mailRequest, body.message, mail, now);
        await queueSupportCopy(
          tx,
          { ...mailRequest, personName },
          body.message,
          {
            church: found.person.churchName ?? '',
            role: found.role,
            page: body.page,
            browser,
            screen: `${body.screen_width}×${body.screen_height}`,
            cardOrder: found.cardOrderNumber
              ? `${found.cardOrderNumber} (${found.cardOrderState})`
              : '—',
            shortLinks: `${found.shortLinksActive} / ${found.shortLinksDisabled}`,
            attachments: new Set(body.attachment_ids).size,
          },
          mail,
          now,
        );
        return requestId;
      });
      // Queued at once: the acknowledgement leaves within the minute (decision 077).
      deps.mailer.kick();
      return requestDetail(deps.db, id, user.id);
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.supportRequests,
    access: PEOPLE,
    handler: async ({ user }) => ({ items: await listOwnRequests(deps.db, user.id) }),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.supportRequest,
    access: PEOPLE,
    handler: ({ body, user }) => requestDetail(deps.db, body.id, user.id),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.supportReply,
    access: PEOPLE,
    handler: async ({ body, user }) => {
      const now = deps.clock.now();
      refuseOverLimit(
        await repliesThisHour(deps.db, user.id, now),
        SUPPORT_RATE_LIMITS.repliesPerHour,
        'replies',
      );
      const person = await personOf(deps.db, user.id);
      await deps.db.transaction((tx) =>
        filePersonReply(tx, body.id, person, body.message, 'dashboard', body.attachment_ids, now),
      );
      return requestDetail(deps.db, body.id, user.id);
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.supportAttachmentFile,
    access: [...PEOPLE, ...ADMIN_ONLY],
    handler: async ({ body, user, reply }) => {
      const admin = user.roles.includes('admin');
      const [file] = await deps.db
        .select({
          fileKey: supportAttachments.fileKey,
          fileName: supportAttachments.fileName,
          ownerId: supportRequests.userId,
        })
        .from(supportAttachments)
        .innerJoin(supportMessages, eq(supportMessages.id, supportAttachments.messageId))
        .innerJoin(supportRequests, eq(supportRequests.id, supportMessages.requestId))
        .where(eq(supportAttachments.id, body.id));
      if (!file || (!admin && file.ownerId !== user.id)) {
        throw notFound('This file does not exist (any more).');
      }
      return sendAsDownload(reply, await readStoredFile(deps.storage, file.fileKey), file.fileName);
    },
  });

  // The admin's calls beside the support_requests resource.
  defineRoute(app, deps, {
    endpoint: endpoints.supportAdminRequest,
    access: ADMIN_ONLY,
    handler: ({ body }) => requestDetail(deps.db, body.id),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.supportAdminReply,
    access: ADMIN_ONLY,
    handler: async ({ body, user }) => {
      const now = deps.clock.now();
      const admin = await personOf(deps.db, user.id);
      await deps.db.transaction(async (tx) => {
        const request = await lockedRequest(tx, body.id);
        if (request.state === 'closed') throw refuseClosed();
        await tx.insert(supportMessages).values({
          requestId: request.id,
          author: 'support',
          authorUserId: user.id,
          authorName: admin.name,
          channel: 'dashboard',
          body: body.message,
          createdAt: now,
        });
        await saveClock(tx, request.id, answered(clockOf(request), body.state, now), now);
        await tx
          .update(supportRequests)
          .set({ lastMessageAt: now, assignedUserId: request.assignedUserId ?? user.id })
          .where(eq(supportRequests.id, request.id));
        const [person] = await tx
          .select({ firstname: users.firstname, email: users.email })
          .from(users)
          .where(eq(users.id, request.userId));
        if (person) {
          await queueAnswerMail(
            tx,
            {
              id: request.id,
              subject: request.subject,
              language: request.language,
              personName: person.firstname,
              personEmail: person.email,
            },
            body.message,
            mail,
            now,
          );
        }
      });
      deps.mailer.kick();
      return requestDetail(deps.db, body.id);
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.supportTransition,
    access: ADMIN_ONLY,
    handler: async ({ body }) => {
      const now = deps.clock.now();
      await deps.db.transaction(async (tx) => {
        const request = await lockedRequest(tx, body.id);
        if (!canMoveSupport(request.state, body.state)) {
          throw conflict(`A request that is ${request.state} cannot move to ${body.state}.`, {
            state: `A request that is ${request.state} cannot move to ${body.state}.`,
          });
        }
        await saveClock(tx, request.id, moved(clockOf(request), body.state, now), now);
      });
      return requestDetail(deps.db, body.id);
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.supportAssign,
    access: ADMIN_ONLY,
    handler: async ({ body }) => {
      if (body.user_id !== null) {
        const [admin] = await deps.db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, body.user_id), arrayContains(users.roles, ['admin'])));
        if (!admin) throw validationFailed({ user_id: 'Choose one of the admins.' });
      }
      const [updated] = await deps.db
        .update(supportRequests)
        .set({ assignedUserId: body.user_id, updatedAt: deps.clock.now() })
        .where(eq(supportRequests.id, body.id))
        .returning({ id: supportRequests.id });
      if (!updated) throw notFound('This support request does not exist (any more).');
      return requestDetail(deps.db, body.id);
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.supportAssignees,
    access: ADMIN_ONLY,
    handler: async () => {
      const admins = await deps.db
        .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
        .from(users)
        .where(arrayContains(users.roles, ['admin']))
        .orderBy(asc(users.firstname), asc(users.id))
        .limit(200);
      return { items: admins.map((admin) => ({ id: admin.id, name: nameOf(admin) })) };
    },
  });

  // Multipart only here: every other route keeps answering it with a 415.
  await app.register(async (scope) => {
    await acceptMultipart(scope, { maxFileBytes: SUPPORT_LIMITS.attachmentBytes });
    defineRoute(scope, deps, {
      endpoint: endpoints.supportAttachmentUpload,
      access: PEOPLE,
      handler: async ({ user, request }) => {
        const now = deps.clock.now();
        refuseOverLimit(
          await uploadsThisHour(deps.db, user.id, now),
          SUPPORT_RATE_LIMITS.attachmentsPerHour,
          'files',
        );
        const upload = await readUpload<SupportAttachmentUploadRequest>(request, UploadFields, {
          fileField: 'file',
          maxBytes: SUPPORT_LIMITS.attachmentBytes,
        });
        const sniffed = await sniffAttachment(upload.file);
        if (!sniffed) {
          throw validationFailed({ file: 'Choose a PDF or a picture (PNG, JPEG or WebP).' });
        }
        const key = privateKeyOf(upload.file, sniffed.extension);
        // Stored before a row names it: a failed write leaves an unused file, never a row
        // pointing at nothing.
        await deps.storage.put(key, upload.file, sniffed.contentType);
        const [row] = await deps.db
          .insert(supportAttachments)
          .values({
            userId: user.id,
            fileKey: key,
            fileName: attachmentNameOf(upload.filename, sniffed.extension),
            contentType: sniffed.contentType,
            size: upload.file.length,
            createdAt: now,
          })
          .returning();
        return {
          id: row!.id,
          name: row!.fileName,
          size: row!.size,
          content_type: row!.contentType,
        };
      },
    });
  });
}
