import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '#contract/endpoints.ts';
import type { ChurchConnectionsRequest } from '#contract/connections/connections.ts';
import type { AuthUser } from '#server/auth/authenticate.ts';
import {
  CONNECTION_ASKER_ROLES,
  CONNECTION_LEADER_ROLES,
  connectionAccess,
  connectionOfChurch,
  connectionsOfChurch,
  connectionsOfUser,
  findableChurch,
  leaderAddresses,
  moderatedChurchesOf,
  takeConnectionMail,
} from './church-connections.ts';
import { accounts, churchConnections, users } from '#server/db/schema.ts';
import type { Deps } from '#server/deps.ts';
import { conflict, forbidden, notFound } from '#server/http/api-error.ts';
import { defineRoute } from '#server/http/route.ts';
import { asLocale, mailWriter, quoted } from '#server/mail/mail-locale.ts';
import { enqueueMail } from '#server/mail/outbox.ts';

const DEFAULT_PAGE_SIZE = 25;

/**
 * Connections between a person and a church (decision 028): the individual asks
 * (POST /create_church_connection) and may withdraw (POST /destroy_church_connection); the
 * church's leaders list, accept and decline; the church's approved moderators may read. Each
 * side is told by mail, within CONNECTION_MAIL_LIMITS per sender.
 */
export function registerConnectionRoutes(app: FastifyInstance, deps: Deps): void {
  const listFor =
    (moderatorsToo: boolean) =>
    async ({ user, body }: { user: AuthUser; body: ChurchConnectionsRequest }) => {
      const { canDecide } = await connectionAccess(deps.db, user, body.account_id, {
        moderatorsToo,
      });
      const list = await connectionsOfChurch(deps.db, body.account_id, {
        filter: body.filter ?? 'new',
        page: body.page ?? 1,
        pageSize: body.page_size ?? DEFAULT_PAGE_SIZE,
      });
      return { ...list, can_decide: canDecide };
    };

  defineRoute(app, deps, {
    endpoint: endpoints.myChurchConnections,
    access: CONNECTION_ASKER_ROLES,
    handler: async ({ user }) => ({ connections: await connectionsOfUser(deps.db, user.id) }),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.createChurchConnection,
    access: CONNECTION_ASKER_ROLES,
    handler: async ({ user, body }) => {
      const now = deps.clock.now();
      const church = await findableChurch(deps.db, body.account_id);
      if (!church) throw notFound('This church is not in the church finder.');
      if (church.id === user.accountId) {
        throw forbidden('You cannot ask your own church to connect.');
      }
      const note = body.note?.trim() || null;
      await deps.db.transaction(async (tx) => {
        const created = await tx
          .insert(churchConnections)
          .values({ accountId: church.id, userId: user.id, status: 'new', note, createdAt: now })
          .onConflictDoNothing()
          .returning({ id: churchConnections.id });
        if (created.length === 0) {
          const message = `You already asked ${church.name} to connect.`;
          throw conflict(message, { account_id: message });
        }
        await takeConnectionMail(tx, user.id, now);
        const [person] = await tx
          .select({ firstname: users.firstname, lastname: users.lastname })
          .from(users)
          .where(eq(users.id, user.id));
        const name = person ? `${person.firstname} ${person.lastname}`.trim() : user.email;
        for (const leader of await leaderAddresses(tx, church.id)) {
          const { t, link, paragraphs } = mailWriter(asLocale(leader.locale));
          const facts = { name, church: church.name };
          await enqueueMail(
            tx,
            {
              kind: 'connection_requested',
              to: leader.email,
              subject: t('mail.connectionRequested.subject', facts),
              text: paragraphs(
                t('mail.connectionRequested.body', { ...facts, email: user.email }),
                note && `${t('mail.connectionRequested.note')}\n${quoted(note)}`,
                t('mail.connectionRequested.action', {
                  link: link(deps.appUrl, '/connect-request'),
                }),
              ),
            },
            now,
          );
        }
      });
      deps.mailer.kick();
      return { connections: await connectionsOfUser(deps.db, user.id) };
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.destroyChurchConnection,
    access: CONNECTION_ASKER_ROLES,
    handler: async ({ user, body }) => {
      const mine = and(eq(churchConnections.id, body.id), eq(churchConnections.userId, user.id));
      const removed = await deps.db
        .delete(churchConnections)
        .where(and(mine, inArray(churchConnections.status, ['new', 'accepted'])))
        .returning({ id: churchConnections.id });
      if (removed.length === 0) {
        const [declined] = await deps.db
          .select({ id: churchConnections.id })
          .from(churchConnections)
          .where(mine);
        // A declined request stays: withdrawing it would let the person ask again at once.
        if (declined) throw conflict('The church has declined this request; it stays on record.');
        throw notFound('This request is not one of yours.');
      }
      return { connections: await connectionsOfUser(deps.db, user.id) };
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.getChurchConnections,
    access: CONNECTION_LEADER_ROLES,
    handler: listFor(false),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.getReviewChurchConnections,
    access: 'user',
    handler: listFor(true),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.moderatedChurches,
    access: 'user',
    handler: async ({ user }) => ({ churches: await moderatedChurchesOf(deps.db, user.id) }),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.decideChurchConnection,
    access: CONNECTION_LEADER_ROLES,
    handler: async ({ user, body }) => {
      const now = deps.clock.now();
      await deps.db.transaction(async (tx) => {
        const [request] = await tx
          .select({
            status: churchConnections.status,
            email: users.email,
            firstname: users.firstname,
            locale: users.locale,
            church: accounts.churchName,
          })
          .from(churchConnections)
          .innerJoin(users, eq(users.id, churchConnections.userId))
          .innerJoin(accounts, eq(accounts.id, churchConnections.accountId))
          .where(
            and(eq(churchConnections.id, body.id), eq(churchConnections.accountId, user.accountId)),
          )
          .for('update');
        if (!request) throw notFound('This request is not one of your church.');
        // The same answer again changes nothing and mails nobody.
        if (request.status === body.decision) return;
        await takeConnectionMail(tx, user.id, now);
        await tx
          .update(churchConnections)
          .set({ status: body.decision, decidedAt: now, decidedBy: user.id })
          .where(eq(churchConnections.id, body.id));
        const { t, link, paragraphs } = mailWriter(asLocale(request.locale));
        const church = request.church ?? t('mail.theChurch');
        const accepted = body.decision === 'accepted';
        await enqueueMail(
          tx,
          {
            kind: 'connection_decided',
            to: request.email,
            subject: accepted
              ? t('mail.connectionDecided.acceptedSubject', { church })
              : t('mail.connectionDecided.declinedSubject', { church }),
            text: paragraphs(
              t('mail.helloName', { name: request.firstname }),
              accepted
                ? t('mail.connectionDecided.accepted', { church })
                : t('mail.connectionDecided.declined', { church }),
              t('mail.connectionDecided.requests', {
                link: link(deps.appUrl, '/connect-to-church'),
              }),
            ),
          },
          now,
        );
      });
      deps.mailer.kick();
      const connection = await connectionOfChurch(deps.db, user.accountId, body.id);
      if (!connection) throw notFound('This request is not one of your church.');
      return { connection };
    },
  });
}
