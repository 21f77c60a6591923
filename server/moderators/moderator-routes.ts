import { and, asc, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '#contract/endpoints.ts';
import type { ChurchModerator } from '#contract/moderators/moderators.ts';
import type { Role } from '#contract/roles.ts';
import { hashLinkToken, newLinkToken } from '#server/auth/link-token.ts';
import { type RateLimitedAction, takeActionLimits } from '#server/auth/rate-limited.ts';
import type { AuthUser } from '#server/auth/authenticate.ts';
import { addSeconds } from '#server/clock.ts';
import { readConfigVar } from '#server/settings/config-store.ts';
import type { Db } from '#server/db/database.ts';
import { accounts, churchModerators, users } from '#server/db/schema.ts';
import type { Deps } from '#server/deps.ts';
import {
  forbidden,
  invalidToken,
  notFound,
  validationFailed,
  conflict,
} from '#server/http/api-error.ts';
import { defineRoute } from '#server/http/route.ts';
import { asLocale, localeOfAddress, localeOfUser, mailWriter } from '#server/mail/mail-locale.ts';
import { enqueueMail } from '#server/mail/outbox.ts';
import { MODERATOR_INVITE_LIMITS } from '#server/settings.ts';
import { tickActionStep } from '#server/dashboard/action-steps.ts';

const MODERATOR_INVITES: RateLimitedAction = {
  prefix: 'moderator-invite-',
  windowSeconds: MODERATOR_INVITE_LIMITS.windowSeconds,
  refusal: 'Too many invitations were sent.',
};

/** The roles whose menu has the Moderators section (invite, list): the pastor's items. */
export const MODERATOR_MANAGER_ROLES = [
  'evangelism',
  'website',
  'discipleship',
] as const satisfies readonly Role[];

const INVALID_LINK =
  'This invitation link is not valid or has expired. Ask your pastor for a new one.';

/** The caller's church's moderators and open invitations, moderators first, newest first. */
async function moderatorsOf(db: Db, accountId: number): Promise<{ moderators: ChurchModerator[] }> {
  const rows = await db
    .select({
      id: churchModerators.id,
      email: churchModerators.email,
      status: churchModerators.status,
      createdAt: churchModerators.createdAt,
      acceptedAt: churchModerators.acceptedAt,
      expiresAt: churchModerators.expiresAt,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(churchModerators)
    .leftJoin(users, eq(users.id, churchModerators.userId))
    .where(eq(churchModerators.accountId, accountId))
    .orderBy(
      asc(churchModerators.status),
      desc(churchModerators.createdAt),
      desc(churchModerators.id),
    );
  return {
    moderators: rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.firstname ? `${row.firstname} ${row.lastname}`.trim() : null,
      status: row.status,
      invited_at: row.createdAt.toISOString(),
      accepted_at: row.acceptedAt?.toISOString() ?? null,
      expires_at: row.expiresAt?.toISOString() ?? null,
    })),
  };
}

/**
 * A user's moderator status (the menu's Become a Moderator or Video Review) follows their rows:
 * approved for a church, else invited by one, else none.
 */
export async function refreshModeratorStatus(tx: Db, userId: number, email: string, now: Date) {
  const [state] = await tx
    .select({
      approved: sql<boolean>`bool_or(${churchModerators.status} = 'approved' and ${churchModerators.userId} = ${userId})`,
      invited: sql<boolean>`bool_or(${churchModerators.status} = 'invited' and ${churchModerators.expiresAt} > ${now})`,
    })
    .from(churchModerators)
    .where(sql`${churchModerators.userId} = ${userId} or ${churchModerators.email} = ${email}`);
  const status = state?.approved ? 'approved' : state?.invited ? 'invited' : 'none';
  await tx.update(users).set({ moderatorStatus: status }).where(eq(users.id, userId));
}

async function churchNameOf(db: Db, accountId: number): Promise<string> {
  const [row] = await db
    .select({ name: accounts.churchName, slug: accounts.slug })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.name ?? row?.slug ?? '';
}

function ownAccount(user: AuthUser, accountId: number) {
  if (accountId !== user.accountId)
    throw forbidden('You can only see the moderators of your own church.');
}

export function registerModeratorRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, deps, {
    endpoint: endpoints.churchModerators,
    access: MODERATOR_MANAGER_ROLES,
    handler: async ({ user, body }) => {
      ownAccount(user, body.account_id);
      return moderatorsOf(deps.db, user.accountId);
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.inviteModerator,
    access: MODERATOR_MANAGER_ROLES,
    handler: async ({ user, body }) => {
      const now = deps.clock.now();
      const email = body.email.toLowerCase();
      if (email === user.email) {
        throw validationFailed({ email: 'You cannot invite yourself; invite another person.' });
      }
      const church = await churchNameOf(deps.db, user.accountId);
      const video = (await readConfigVar(deps.db, 'moderator_invitation_video')).value;
      await deps.db.transaction(async (tx) => {
        await takeActionLimits(
          tx,
          MODERATOR_INVITES,
          [
            { key: `user:${user.id}`, limit: MODERATOR_INVITE_LIMITS.perUser },
            { key: `to:${email}`, limit: MODERATOR_INVITE_LIMITS.perAddress },
          ],
          now,
        );

        const [existing] = await tx
          .select({ id: churchModerators.id, status: churchModerators.status })
          .from(churchModerators)
          .where(
            and(eq(churchModerators.accountId, user.accountId), eq(churchModerators.email, email)),
          );
        if (existing?.status === 'approved') {
          throw conflict('This person is already a moderator of your church.', {
            email: 'This person is already a moderator of your church.',
          });
        }
        // A new invitation, or the open one again with a fresh link (the old link stops working).
        const { token, hash } = newLinkToken();
        const expiresAt = addSeconds(now, deps.lifetimes.moderatorInvitation);
        const invitation = { tokenHash: hash, expiresAt, invitedBy: user.id, createdAt: now };
        if (existing) {
          await tx
            .update(churchModerators)
            .set(invitation)
            .where(eq(churchModerators.id, existing.id));
        } else {
          await tx
            .insert(churchModerators)
            .values({ accountId: user.accountId, email, status: 'invited', ...invitation });
        }
        const [invitee] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, email));
        if (invitee) await refreshModeratorStatus(tx, invitee.id, email, now);
        await tickActionStep(tx, user.accountId, 'invite-moderator', now);

        const { t, link, paragraphs } = mailWriter(
          await localeOfAddress(tx, email, body.locale ?? (await localeOfUser(tx, user.id))),
        );
        const accept = link(deps.appUrl, `/become-moderator?token=${encodeURIComponent(token)}`);
        const days = Math.round(deps.lifetimes.moderatorInvitation / 86_400);
        await enqueueMail(
          tx,
          {
            kind: 'moderator_invitation',
            to: email,
            subject: t('mail.moderatorInvitation.subject', { church }),
            text: paragraphs(
              t('mail.hello'),
              t('mail.moderatorInvitation.body', { church }),
              video && t('mail.moderatorInvitation.video', { video }),
              t('mail.moderatorInvitation.accept', { link: accept, count: days }),
            ),
          },
          now,
        );
      });
      deps.mailer.kick();
      return moderatorsOf(deps.db, user.accountId);
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.removeChurchModerator,
    access: MODERATOR_MANAGER_ROLES,
    handler: async ({ user, body }) => {
      const now = deps.clock.now();
      await deps.db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(churchModerators)
          .where(
            and(eq(churchModerators.id, body.id), eq(churchModerators.accountId, user.accountId)),
          )
          .returning({ email: churchModerators.email, userId: churchModerators.userId });
        if (!removed) throw notFound('This moderator is not one of your church.');
        const [person] = await tx
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(
            removed.userId !== null ? eq(users.id, removed.userId) : eq(users.email, removed.email),
          );
        if (person) await refreshModeratorStatus(tx, person.id, person.email, now);
      });
      return moderatorsOf(deps.db, user.accountId);
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.moderatorInvitation,
    access: 'user',
    handler: async ({ user }) => {
      const now = deps.clock.now();
      const [row] = await deps.db
        .select({
          churchName: accounts.churchName,
          slug: accounts.slug,
          invitedAt: churchModerators.createdAt,
          expiresAt: churchModerators.expiresAt,
        })
        .from(churchModerators)
        .innerJoin(accounts, eq(accounts.id, churchModerators.accountId))
        .where(
          and(
            eq(churchModerators.email, user.email),
            eq(churchModerators.status, 'invited'),
            gt(churchModerators.expiresAt, now),
          ),
        )
        .orderBy(desc(churchModerators.createdAt))
        .limit(1);
      const video = (await readConfigVar(deps.db, 'moderator_invitation_video')).value;
      return {
        invitation:
          row && row.expiresAt
            ? {
                church_name: row.churchName ?? row.slug,
                invited_at: row.invitedAt.toISOString(),
                expires_at: row.expiresAt.toISOString(),
              }
            : null,
        video_url: video,
      };
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.acceptChurchInvite,
    access: 'user',
    handler: async ({ user, body }) => {
      const now = deps.clock.now();
      const accepted = await deps.db.transaction(async (tx) => {
        const open = and(
          eq(churchModerators.status, 'invited'),
          gt(churchModerators.expiresAt, now),
        );
        const [invitation] = await tx
          .select()
          .from(churchModerators)
          .where(
            body.token === null
              ? and(open, eq(churchModerators.email, user.email))
              : and(open, eq(churchModerators.tokenHash, hashLinkToken(body.token))),
          )
          .orderBy(desc(churchModerators.createdAt))
          .limit(1)
          .for('update');
        if (!invitation) {
          if (body.token === null)
            throw notFound('You have no open invitation to become a moderator.');
          throw invalidToken(INVALID_LINK);
        }
        // The link is for the person it was mailed to: another signed-in person cannot use it.
        if (invitation.email !== user.email) {
          throw forbidden(
            'This invitation was sent to another email address. Sign in as that person to accept it.',
          );
        }
        await tx
          .update(churchModerators)
          .set({
            status: 'approved',
            userId: user.id,
            tokenHash: null,
            expiresAt: null,
            acceptedAt: now,
          })
          .where(eq(churchModerators.id, invitation.id));
        await refreshModeratorStatus(tx, user.id, user.email, now);

        const church = await churchNameOf(tx, invitation.accountId);
        const pastors = await tx
          .select({ email: users.email, locale: users.locale })
          .from(users)
          .where(
            and(
              eq(users.accountId, invitation.accountId),
              ne(users.id, user.id),
              sql`${users.roles} && array['evangelism', 'website', 'discipleship']::text[]`,
            ),
          );
        for (const pastor of pastors) {
          const { t, link, paragraphs } = mailWriter(asLocale(pastor.locale));
          await enqueueMail(
            tx,
            {
              kind: 'moderator_accepted',
              to: pastor.email,
              subject: t('mail.moderatorAccepted.subject', { church }),
              text: paragraphs(
                t('mail.hello'),
                t('mail.moderatorAccepted.body', {
                  church,
                  email: user.email,
                  link: link(deps.appUrl, '/church-moderators'),
                }),
              ),
            },
            now,
          );
        }
        return { church_name: church };
      });
      deps.mailer.kick();
      return accepted;
    },
  });
}
