import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '#contract/endpoints.ts';
import { actionSteps, users } from '#server/db/schema.ts';
import type { Deps } from '#server/deps.ts';
import { unauthorized, validationFailed } from '#server/http/api-error.ts';
import { defineRoute } from '#server/http/route.ts';
import { confirmEmailChange, requestEmailChange } from './email-change.ts';
import { completedActionSteps, lookupUser } from './lookup-user.ts';

export function registerUserRoutes(app: FastifyInstance, deps: Deps): void {
  async function currentUser(userId: number) {
    const found = await lookupUser(deps.db, userId, deps.clock.now());
    if (!found) throw unauthorized('Your account no longer exists.');
    return found;
  }

  defineRoute(app, deps, {
    endpoint: endpoints.lookupUser,
    access: 'user',
    handler: ({ user }) => currentUser(user.id),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.updateUser,
    access: 'user',
    handler: async ({ user, body }) => {
      const now = deps.clock.now();
      const newEmail = body.email?.toLowerCase();
      const changes = {
        ...(body.firstname !== undefined ? { firstname: body.firstname.trim() } : {}),
        ...(body.lastname !== undefined ? { lastname: body.lastname.trim() } : {}),
        ...(body.photo_url !== undefined ? { photoUrl: body.photo_url } : {}),
        ...(body.show_mode !== undefined ? { showMode: body.show_mode } : {}),
        ...(body.locale !== undefined ? { locale: body.locale } : {}),
      };
      let mailQueued = false;
      await deps.db.transaction(async (tx) => {
        const [updated] = await tx
          .update(users)
          .set({ ...changes, updatedAt: now })
          .where(eq(users.id, user.id))
          .returning({ email: users.email });
        if (!updated) throw unauthorized('Your account no longer exists.');
        if (newEmail !== undefined && newEmail !== updated.email) {
          await requestEmailChange(tx, deps, user.id, newEmail, now, body.locale);
          mailQueued = true;
        }
      });
      if (mailQueued) deps.mailer.kick();
      return currentUser(user.id);
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.sendNewEmailToken,
    access: 'user',
    handler: async ({ user, body }) => {
      const now = deps.clock.now();
      const newEmail = body.email.toLowerCase();
      if (newEmail === user.email) {
        throw validationFailed({ email: 'This is already the email address of your account.' });
      }
      const pending = await deps.db.transaction((tx) =>
        requestEmailChange(tx, deps, user.id, newEmail, now, body.locale),
      );
      deps.mailer.kick();
      return {
        pending_email: pending.pendingEmail,
        expires_at: pending.expiresAt.toISOString(),
        message:
          `We have sent a mail to ${pending.pendingEmail}. ` +
          'Your address changes when you open the confirmation link in it.',
      };
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.verifyNewEmail,
    access: 'user',
    handler: async ({ user, body }) => {
      await deps.db.transaction((tx) =>
        confirmEmailChange(tx, user.id, body.token, deps.clock.now()),
      );
      deps.mailer.kick();
      return currentUser(user.id);
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.updateActionStep,
    access: 'user',
    handler: async ({ user, body }) => {
      if (body.completed) {
        await deps.db
          .insert(actionSteps)
          .values({ userId: user.id, step: body.step, completedAt: deps.clock.now() })
          .onConflictDoNothing();
      } else {
        await deps.db
          .delete(actionSteps)
          .where(and(eq(actionSteps.userId, user.id), eq(actionSteps.step, body.step)));
      }
      return { completed_action_steps: await completedActionSteps(deps.db, user.id) };
    },
  });
}
