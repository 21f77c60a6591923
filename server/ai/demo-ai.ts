import type { Db } from '#server/db/database.ts';
import { aiFeatures } from '#server/db/schema.ts';
import { AI_FEATURE_DEFAULTS } from './control.ts';

/**
 * The demo's AI control (decision 078): both drafts on, from the offline sandbox, with the
 * default caps (translation drafts 100 a church and 500 in all a day, reply drafts 50 and 1000).
 */
export async function seedDemoAi(tx: Db): Promise<void> {
  await tx
    .insert(aiFeatures)
    .values(
      (['translation_drafts', 'reply_drafts'] as const).map((feature) => ({
        feature,
        enabled: true,
        provider: 'sandbox' as const,
        ...AI_FEATURE_DEFAULTS[feature],
      })),
    )
    .onConflictDoNothing({ target: aiFeatures.feature });
}
