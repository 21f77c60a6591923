// The one interface every AI provider implements (decision 078), as payments have one
// (decision 042). What is asked, capped and logged is the generation service's (generate.ts);
// a provider only turns a request into text.
import type { AiProviderName } from '#contract/ai/ai.ts';
import type { AppLocale } from '#contract/locales.ts';

/** What the draft is for: the sandbox writes its deterministic draft from this. */
export type AiTask =
  | {
      kind: 'reply';
      language: AppLocale;
      senderName: string;
      subject: string;
      body: string;
    }
  | {
      kind: 'translation';
      language: AppLocale;
      title: string;
      summary: string;
      /** The English body with each Scripture quotation replaced by its placeholder. */
      body: string;
    };

export type AiRequest = {
  model: string;
  /** The feature's prompt in use (its current version). */
  instructions: string;
  /** The text the model works on, written from the task by the generation service. */
  input: string;
  /** The answer is a JSON object (translation drafts: title, summary, body). */
  json: boolean;
  maxOutputTokens: number;
  task: AiTask;
};

export type AiAnswer = { text: string; tokensIn: number; tokensOut: number };

/**
 * A provider that could not answer: timed out, refused the key, was rate limited, or answered
 * with an error. Its message is shown to the person who asked and kept in the log.
 */
export class AiProviderError extends Error {
  override name = 'AiProviderError';
}

export type AiProvider = {
  readonly name: AiProviderName;
  generate(request: AiRequest): Promise<AiAnswer>;
};
