import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AI_FEATURES, AI_PROVIDERS } from '#contract/ai/ai.ts';
import type { ReplyDraft, TranslationDraft } from '#contract/ai/ai.ts';
import { endpoints } from '#contract/endpoints.ts';
import type { AppLocale } from '#contract/locales.ts';
import { ADMIN_ONLY } from '#contract/roles.ts';
import type { AuthUser } from '#server/auth/authenticate.ts';
import type { Db } from '#server/db/database.ts';
import { accounts, aiFeatures, aiPrompts, messages, users } from '#server/db/schema.ts';
import type { Deps } from '#server/deps.ts';
import { notFound, validationFailed } from '#server/http/api-error.ts';
import { defineRoute } from '#server/http/route.ts';
import { asLocale } from '#server/mail/mail-locale.ts';
import { sanitizeRichText } from '#server/content/rich-text.ts';
import { INBOX_ROLES } from '#server/messages/message-routes.ts';
import { requestDetail } from '#server/support/requests.ts';
import { draftWords } from './ai-i18n.ts';
import { featureRow, featureSettings, promptHistory, switches } from './control.ts';
import { generate, markUnusable } from './generate.ts';
import { holdScripture, restoreScripture } from './scripture.ts';

const LANGUAGE_NAMES: Record<AppLocale, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  ko: 'Korean',
};

const NOT_YOURS = 'This message is not in your church’s inbox.';
const UNREADABLE = 'The AI provider’s answer could not be read. Try again.';

/** Who asks, as the log keeps them: their name and church. */
async function askerOf(db: Db, user: AuthUser) {
  const [row] = await db
    .select({
      firstname: users.firstname,
      lastname: users.lastname,
      church: accounts.churchName,
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(users.id, user.id));
  const name = row ? `${row.firstname} ${row.lastname}`.trim() : '';
  return {
    id: user.id,
    name: name || user.email,
    accountId: user.accountId,
    churchName: row?.church ?? '',
  };
}

/** The translation's JSON answer, or null when it is not the object asked for. */
function translationOf(text: string): { title: string; summary: string; body: string } | null {
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { title, summary, body } = value as Record<string, unknown>;
    if (typeof title !== 'string' || typeof summary !== 'string' || typeof body !== 'string') {
      return null;
    }
    return { title, summary, body };
  } catch {
    return null;
  }
}

/** What a reply draft answers: the writer, their words and the conversation so far. */
type ReplyAsk = {
  /** What it was for, in the log: `message 12`, `support request 3`. */
  subject: string;
  language: AppLocale;
  senderName: string;
  title: string;
  /** The words the reply answers (the newest of the writer's). */
  body: string;
  /** The whole conversation, oldest first, as the model reads it. */
  thread: string;
};

/** A reply draft in the writer's language, for the inbox and the support queue alike. */
async function replyDraft(deps: Deps, user: AuthUser, ask: ReplyAsk): Promise<ReplyDraft> {
  const { language } = ask;
  const result = await generate(deps, {
    feature: 'reply_drafts',
    user: await askerOf(deps.db, user),
    subject: ask.subject,
    language,
    task: {
      kind: 'reply',
      language,
      senderName: ask.senderName,
      subject: ask.title,
      body: ask.body,
    },
    input: [
      `Language of the reply: ${LANGUAGE_NAMES[language]}`,
      `From: ${ask.senderName}`,
      `Subject: ${ask.title}`,
      '',
      ask.thread,
    ].join('\n'),
    json: false,
    maxOutputTokens: 800,
  });
  return result.outcome === 'ok'
    ? { outcome: 'ok', message: '', sandbox: result.sandbox, draft: result.text.trim(), language }
    : { ...result, draft: '', language };
}

/**
 * AI control and the two drafts (decision 078). Control is admins' only; a reply draft is for a
 * message of the caller's own church inbox or, for admins, a support request; a translation draft is for admins' content forms.
 */
export function registerAiRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, deps, {
    endpoint: endpoints.aiSwitches,
    access: 'user',
    handler: () => switches(deps.db),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.replyDraft,
    access: INBOX_ROLES,
    handler: async ({ user, body }): Promise<ReplyDraft> => {
      const [message] = await deps.db
        .select()
        .from(messages)
        .where(and(eq(messages.id, body.message_id), eq(messages.accountId, user.accountId)));
      if (!message) throw notFound(NOT_YOURS);
      return replyDraft(deps, user, {
        subject: `message ${message.id}`,
        language: asLocale(message.locale),
        senderName: message.senderName,
        title: message.subject,
        body: message.body,
        thread: message.body,
      });
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.supportReplyDraft,
    access: ADMIN_ONLY,
    handler: async ({ user, body }): Promise<ReplyDraft> => {
      const request = await requestDetail(deps.db, body.request_id);
      const fromPerson = request.messages.filter((message) => message.author === 'person');
      const thread = request.messages
        .map((message) =>
          [
            message.author === 'support' ? `Support (${message.author_name}):` : 'The person:',
            message.body,
          ].join('\n'),
        )
        .join('\n\n');
      return replyDraft(deps, user, {
        subject: `support request ${request.id}`,
        language: request.language,
        senderName: request.person_name,
        title: request.subject,
        body: fromPerson.at(-1)?.body ?? '',
        thread,
      });
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.translationDraft,
    access: ADMIN_ONLY,
    handler: async ({ user, body }): Promise<TranslationDraft> => {
      const language = body.language;
      const held = holdScripture(body.body);
      const empty = { title: '', summary: '', body: '', held_quotations: held.held.length };
      const result = await generate(deps, {
        feature: 'translation_drafts',
        user: await askerOf(deps.db, user),
        subject: body.content_id ? `content ${body.content_id}` : 'content (not saved yet)',
        language,
        task: {
          kind: 'translation',
          language,
          title: body.title,
          summary: body.summary,
          body: held.body,
        },
        input: [
          `Translate into: ${LANGUAGE_NAMES[language]}`,
          '',
          JSON.stringify({ title: body.title, summary: body.summary, body: held.body }),
        ].join('\n'),
        json: true,
        maxOutputTokens: 8_000,
      });
      if (result.outcome !== 'ok') return { ...result, ...empty };
      const translated = translationOf(result.text);
      if (!translated) {
        await markUnusable(deps, result.id, UNREADABLE);
        return { outcome: 'error', message: UNREADABLE, sandbox: result.sandbox, ...empty };
      }
      const marker = draftWords(language)('drafts.scriptureMarker');
      return {
        outcome: 'ok',
        message: '',
        sandbox: result.sandbox,
        title: translated.title.slice(0, 200),
        summary: translated.summary.slice(0, 1_000),
        body: await sanitizeRichText(restoreScripture(translated.body, held.held, marker)),
        held_quotations: held.held.length,
      };
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.aiControl,
    access: ADMIN_ONLY,
    handler: async () => {
      const now = deps.clock.now();
      return {
        features: await Promise.all(
          AI_FEATURES.map((feature) => featureSettings(deps.db, feature, now)),
        ),
        providers: AI_PROVIDERS.map((name) => ({ name, available: deps.ai.available(name) })),
      };
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.aiUpdateFeature,
    access: ADMIN_ONLY,
    handler: async ({ user, body }) => {
      if (body.provider && !deps.ai.available(body.provider)) {
        throw validationFailed({
          provider: 'This provider has no key on this server (OPENAI_API_KEY).',
        });
      }
      await featureRow(deps.db, body.feature);
      const asker = await askerOf(deps.db, user);
      await deps.db
        .update(aiFeatures)
        .set({
          ...(body.enabled === undefined ? {} : { enabled: body.enabled }),
          ...(body.provider === undefined ? {} : { provider: body.provider }),
          ...(body.model === undefined ? {} : { model: body.model }),
          ...(body.cap_per_church === undefined ? {} : { capPerChurch: body.cap_per_church }),
          ...(body.cap_total === undefined ? {} : { capTotal: body.cap_total }),
          updatedAt: deps.clock.now(),
          updatedByUserId: user.id,
          updatedByName: asker.name,
        })
        .where(eq(aiFeatures.feature, body.feature));
      return featureSettings(deps.db, body.feature, deps.clock.now());
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.aiSavePrompt,
    access: ADMIN_ONLY,
    handler: async ({ user, body }) => {
      await featureRow(deps.db, body.feature);
      const asker = await askerOf(deps.db, user);
      const now = deps.clock.now();
      // The feature's row is the lock: two saves at once get versions n+1 and n+2.
      const row = await deps.db.transaction(async (tx) => {
        await tx
          .select({ id: aiFeatures.id })
          .from(aiFeatures)
          .where(eq(aiFeatures.feature, body.feature))
          .for('update');
        const [last] = await tx
          .select({ version: aiPrompts.version })
          .from(aiPrompts)
          .where(eq(aiPrompts.feature, body.feature))
          .orderBy(desc(aiPrompts.version))
          .limit(1);
        const [made] = await tx
          .insert(aiPrompts)
          .values({
            feature: body.feature,
            version: (last?.version ?? 0) + 1,
            text: body.text.trim(),
            authorUserId: user.id,
            authorName: asker.name,
            createdAt: now,
          })
          .returning();
        return made!;
      });
      return {
        version: row.version,
        text: row.text,
        author_name: row.authorName,
        created_at: row.createdAt.toISOString(),
      };
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.aiPromptHistory,
    access: ADMIN_ONLY,
    handler: async ({ body }) => ({ versions: await promptHistory(deps.db, body.feature) }),
  });
}
