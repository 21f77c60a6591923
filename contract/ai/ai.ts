import {
  array,
  boolean,
  enums,
  integer,
  nullable,
  object,
  optional,
  pattern,
  refine,
  size,
  string,
} from 'superstruct';
import type { Infer } from 'superstruct';
import { APP_LOCALES } from '#contract/locales.ts';
import { ContentBody, ContentSummary, ContentTitle } from '#contract/content/content.ts';
import { Count, Id, IsoDateTime } from '#contract/validation.ts';

// AI control (decision 078): each AI-assisted feature's switch, provider, model, prompt and caps,
// the drafts themselves, and the log of every generation.

/** The AI-assisted features, each with a person in the loop. */
export const AI_FEATURES = ['translation_drafts', 'reply_drafts'] as const;
export type AiFeature = (typeof AI_FEATURES)[number];

/** The providers behind the one interface: the offline sandbox, and OpenAI when its key is set. */
export const AI_PROVIDERS = ['sandbox', 'openai'] as const;
export type AiProviderName = (typeof AI_PROVIDERS)[number];

/** How a generation ended; `pending` only while the provider is working. */
export const AI_OUTCOMES = ['ok', 'capped', 'off', 'error', 'pending'] as const;
export type AiOutcome = (typeof AI_OUTCOMES)[number];

export const AI_LIMITS = {
  prompt: 8_000,
  model: 100,
  cap: 100_000,
} as const;

/** A model's name as the provider spells it (`gpt-4o-mini`): letters, digits, . _ : / - */
export const AiModel = pattern(
  size(string(), 1, AI_LIMITS.model),
  /^[A-Za-z0-9][A-Za-z0-9._:/-]*$/,
);

const Cap = refine(integer(), 'cap', (value) =>
  value >= 0 && value <= AI_LIMITS.cap ? true : `Use a whole number from 0 to ${AI_LIMITS.cap}.`,
);

export const PromptText = refine(string(), 'prompt', (value) => {
  if (value.trim() === '') return 'Write the prompt.';
  if (value.length > AI_LIMITS.prompt) return `Use at most ${AI_LIMITS.prompt} characters.`;
  return true;
});

/** GET /ai/switches: which AI features are on now (the screens show their buttons by it). */
export const AiSwitches = object({
  translation_drafts: boolean(),
  reply_drafts: boolean(),
});
export type AiSwitches = Infer<typeof AiSwitches>;

/** One version of a feature's prompt: who wrote it and when. */
export const AiPromptVersion = object({
  version: Count,
  text: string(),
  /** '' for the built-in prompt (version 0). */
  author_name: string(),
  created_at: nullable(IsoDateTime),
});
export type AiPromptVersion = Infer<typeof AiPromptVersion>;

/** One feature's settings, with today's use (UTC day) and its current prompt. */
export const AiFeatureSettings = object({
  feature: enums(AI_FEATURES),
  enabled: boolean(),
  provider: enums(AI_PROVIDERS),
  model: string(),
  cap_per_church: Count,
  cap_total: Count,
  used_today: Count,
  updated_at: nullable(IsoDateTime),
  updated_by_name: string(),
  prompt: AiPromptVersion,
});
export type AiFeatureSettings = Infer<typeof AiFeatureSettings>;

/** GET /admin/ai/control: every feature, and which providers this server can use. */
export const AiControl = object({
  features: array(AiFeatureSettings),
  providers: array(object({ name: enums(AI_PROVIDERS), available: boolean() })),
});
export type AiControl = Infer<typeof AiControl>;

/** POST /admin/ai/update_feature: only the fields sent change. */
export const AiFeatureUpdate = object({
  feature: enums(AI_FEATURES),
  enabled: optional(boolean()),
  provider: optional(enums(AI_PROVIDERS)),
  model: optional(AiModel),
  cap_per_church: optional(Cap),
  cap_total: optional(Cap),
});
export type AiFeatureUpdate = Infer<typeof AiFeatureUpdate>;

/** POST /admin/ai/save_prompt: a new version of the feature's prompt. */
export const AiSavePrompt = object({ feature: enums(AI_FEATURES), text: PromptText });
export type AiSavePrompt = Infer<typeof AiSavePrompt>;

/** GET /admin/ai/prompt_history: every version, newest first. */
export const AiPromptHistoryRequest = object({ feature: enums(AI_FEATURES) });
export type AiPromptHistoryRequest = Infer<typeof AiPromptHistoryRequest>;
export const AiPromptHistory = object({ versions: array(AiPromptVersion) });
export type AiPromptHistory = Infer<typeof AiPromptHistory>;

/** What a draft call answers: the draft, or why there is none (never a 5xx). */
const DraftOutcome = {
  outcome: enums(['ok', 'capped', 'off', 'error'] as const),
  /** Why there is no draft ('' when there is one), for the person who asked. */
  message: string(),
  /** The offline sandbox wrote it: the screens say so beside it. */
  sandbox: boolean(),
};

/** POST /ai/reply_draft: a draft answer to one message of the caller's church inbox. */
export const ReplyDraftRequest = object({ message_id: Id });
export type ReplyDraftRequest = Infer<typeof ReplyDraftRequest>;
export const ReplyDraft = object({
  ...DraftOutcome,
  draft: string(),
  /** The writer's language, which the draft is in. */
  language: enums(APP_LOCALES),
});
export type ReplyDraft = Infer<typeof ReplyDraft>;

/**
 * POST /ai/support_reply_draft (admins): a draft answer to a support request, in the language the
 * person asked in, from its thread. The same answer as the inbox's reply draft.
 */
export const SupportReplyDraftRequest = object({ request_id: Id });
export type SupportReplyDraftRequest = Infer<typeof SupportReplyDraftRequest>;

/** The languages a translation draft is made in (from English). */
export const TRANSLATION_LANGUAGES = ['es', 'fr', 'ko'] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

/**
 * POST /admin/ai/translation_draft: a draft of one language of a content item (any kind) from its
 * English texts as the form holds them. The form fills the tab and marks it unfinished.
 */
export const TranslationDraftRequest = object({
  content_id: optional(nullable(Id)),
  language: enums(TRANSLATION_LANGUAGES),
  title: ContentTitle,
  summary: ContentSummary,
  body: ContentBody,
});
export type TranslationDraftRequest = Infer<typeof TranslationDraftRequest>;
export const TranslationDraft = object({
  ...DraftOutcome,
  title: string(),
  summary: string(),
  body: string(),
  /** Scripture quotations left in English for the person, each marked in the body. */
  held_quotations: Count,
});
export type TranslationDraft = Infer<typeof TranslationDraft>;
