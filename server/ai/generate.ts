import { and, eq, gte, inArray, count } from 'drizzle-orm';
import type { AiFeature } from '#contract/ai/ai.ts';
import type { AppLocale } from '#contract/locales.ts';
import { aiFeatures, aiGenerations } from '#server/db/schema.ts';
import type { Deps } from '#server/deps.ts';
import { currentPrompt, featureRow, startOfUtcDay } from './control.ts';
import type { AiTask } from './provider.ts';
import { AiProviderError } from './provider.ts';

export type GenerationAsk = {
  feature: AiFeature;
  /** Who asked, and the church the generation counts against. */
  user: { id: number; name: string; accountId: number | null; churchName: string };
  /** What it was for, in the log: `message 12`, `content 5`. */
  subject: string;
  language: AppLocale;
  task: AiTask;
  /** The text for a real model, written from the task. */
  input: string;
  json: boolean;
  maxOutputTokens: number;
};

export type GenerationResult =
  | { outcome: 'ok'; text: string; sandbox: boolean; id: number }
  | { outcome: 'off' | 'capped' | 'error'; message: string; sandbox: boolean };

export const OFF_MESSAGE = 'This AI feature is turned off.';
export const CHURCH_CAP_MESSAGE = 'Your church has used today’s AI drafts. Try again tomorrow.';
export const TOTAL_CAP_MESSAGE = 'Today’s AI drafts are used up. Try again tomorrow.';
export const NO_KEY_MESSAGE =
  'OpenAI is chosen in AI control, but this server has no OPENAI_API_KEY. An admin must set it or choose the sandbox.';

/**
 * One generation, start to end (decision 078): the switch and the caps are checked under a lock
 * of the feature's row (so two requests at the cap's edge cannot both pass), a log row is
 * written for every ask whatever its outcome, then the provider is called outside the
 * transaction and the row gets its tokens and outcome. Never throws for a provider's failure.
 */
export async function generate(deps: Deps, ask: GenerationAsk): Promise<GenerationResult> {
  await featureRow(deps.db, ask.feature);
  const now = deps.clock.now();
  const since = startOfUtcDay(now);
  const started = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(aiFeatures)
      .where(eq(aiFeatures.feature, ask.feature))
      .for('update');
    if (!row) throw new Error(`ai_features has no ${ask.feature}`);
    const prompt = await currentPrompt(tx, ask.feature);
    const log = {
      feature: ask.feature,
      userId: ask.user.id,
      userName: ask.user.name,
      accountId: ask.user.accountId,
      churchName: ask.user.churchName,
      subject: ask.subject,
      language: ask.language,
      provider: row.provider,
      model: row.model,
      promptVersion: prompt.version,
      createdAt: now,
    };
    const counting = and(
      eq(aiGenerations.feature, ask.feature),
      gte(aiGenerations.createdAt, since),
      inArray(aiGenerations.outcome, ['ok', 'pending']),
    );
    let refusal: { outcome: 'off' | 'capped'; message: string } | null = null;
    if (!row.enabled) refusal = { outcome: 'off', message: OFF_MESSAGE };
    else {
      const [total] = await tx.select({ n: count() }).from(aiGenerations).where(counting);
      const [church] =
        ask.user.accountId === null
          ? [{ n: 0 }]
          : await tx
              .select({ n: count() })
              .from(aiGenerations)
              .where(and(counting, eq(aiGenerations.accountId, ask.user.accountId)));
      if ((church?.n ?? 0) >= row.capPerChurch) {
        refusal = { outcome: 'capped', message: CHURCH_CAP_MESSAGE };
      } else if ((total?.n ?? 0) >= row.capTotal) {
        refusal = { outcome: 'capped', message: TOTAL_CAP_MESSAGE };
      }
    }
    if (refusal) {
      await tx
        .insert(aiGenerations)
        .values({ ...log, outcome: refusal.outcome, error: refusal.message });
      return { refusal, row, prompt, id: 0 };
    }
    const [made] = await tx
      .insert(aiGenerations)
      .values({ ...log, outcome: 'pending' })
      .returning({ id: aiGenerations.id });
    return { refusal: null, row, prompt, id: made!.id };
  });

  const sandbox = started.row.provider === 'sandbox';
  if (started.refusal) return { ...started.refusal, sandbox };

  const finish = async (values: Partial<typeof aiGenerations.$inferInsert>) => {
    await deps.db.update(aiGenerations).set(values).where(eq(aiGenerations.id, started.id));
  };
  const provider = deps.ai.get(started.row.provider);
  if (!provider) {
    await finish({ outcome: 'error', error: NO_KEY_MESSAGE });
    return { outcome: 'error', message: NO_KEY_MESSAGE, sandbox };
  }
  try {
    const answer = await provider.generate({
      model: started.row.model,
      instructions: started.prompt.text,
      input: ask.input,
      json: ask.json,
      maxOutputTokens: ask.maxOutputTokens,
      task: ask.task,
    });
    await finish({ outcome: 'ok', tokensIn: answer.tokensIn, tokensOut: answer.tokensOut });
    return { outcome: 'ok', text: answer.text, sandbox, id: started.id };
  } catch (error) {
    const message =
      error instanceof AiProviderError ? error.message : 'The AI provider failed unexpectedly.';
    if (!(error instanceof AiProviderError)) deps.log.error({ err: error }, 'AI provider failed');
    await finish({ outcome: 'error', error: message });
    return { outcome: 'error', message, sandbox };
  }
}

/** A generation that answered with text the feature could not use (unreadable JSON). */
export async function markUnusable(deps: Deps, id: number, message: string): Promise<void> {
  await deps.db
    .update(aiGenerations)
    .set({ outcome: 'error', error: message })
    .where(eq(aiGenerations.id, id));
}
