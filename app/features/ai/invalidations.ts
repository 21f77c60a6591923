import type { EndpointName } from '#contract';

/** The ai feature's endpoints that only read: their answers are what queries cache. */
export const aiQueries = [
  'aiSwitches',
  'aiControl',
  'aiPromptHistory',
] as const satisfies readonly EndpointName[];

/** What each of the ai feature's writes changes: the queries to refresh after it succeeds. */
export const aiInvalidations = {
  // Every draft adds a row to the log and counts against today's use.
  replyDraft: ['ai_generationsList', 'aiControl'],
  supportReplyDraft: ['ai_generationsList', 'aiControl'],
  translationDraft: ['ai_generationsList', 'aiControl'],
  aiUpdateFeature: ['aiControl', 'aiSwitches'],
  aiSavePrompt: ['aiControl', 'aiPromptHistory'],
} as const satisfies Readonly<Partial<Record<EndpointName, readonly EndpointName[]>>>;
