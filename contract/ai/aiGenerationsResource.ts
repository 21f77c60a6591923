import { enums, nullable, object, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { APP_LOCALES } from '#contract/locales.ts';
import { adminOnly, defineResource } from '#contract/resources/defineResource.ts';
import { Count, Id, IsoDateTime } from '#contract/validation.ts';
import { AI_FEATURES, AI_OUTCOMES, AI_PROVIDERS } from './ai.ts';

/** One generation: who asked, for what, with which provider and prompt, its tokens and outcome. */
export const AiGenerationRecord = object({
  id: Id,
  feature: enums(AI_FEATURES),
  outcome: enums(AI_OUTCOMES),
  /** Null once the person has been deleted; their name stays. */
  user_id: nullable(Id),
  user_name: string(),
  account_id: nullable(Id),
  church_name: string(),
  /** What it was for: `message 12`, `content 5`. */
  subject: string(),
  language: enums(APP_LOCALES),
  provider: enums(AI_PROVIDERS),
  model: string(),
  prompt_version: Count,
  tokens_in: Count,
  tokens_out: Count,
  /** Why it failed or was refused ('' when it did not). */
  error: string(),
  created_at: IsoDateTime,
});
export type AiGenerationRecord = Infer<typeof AiGenerationRecord>;

/** The generation log (AI control): read only, newest first; the draft calls write it. */
export const aiGenerationsResource = defineResource({
  name: 'ai_generations',
  path: '/admin/ai/generations',
  record: AiGenerationRecord,
  create: null,
  update: null,
  labelField: 'subject',
  sorts: ['created_at', 'tokens_out'],
  defaultSort: { sort: 'created_at', direction: 'desc' },
  search: ['user_name', 'church_name', 'subject'],
  filters: {
    feature: enums(AI_FEATURES),
    outcome: enums(AI_OUTCOMES),
    account_id: Id,
  },
  unique: [],
  access: adminOnly('list', 'get'),
  display: {
    columns: [
      'created_at',
      'feature',
      'outcome',
      'user_name',
      'church_name',
      'subject',
      'language',
      'provider',
      'tokens_in',
      'tokens_out',
    ],
    valueLabels: { feature: 'features', outcome: 'outcomes', provider: 'providers' },
    languageFields: ['language'],
  },
});
