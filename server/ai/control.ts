import { and, desc, eq, gte, inArray, count } from 'drizzle-orm';
import type { AiFeature, AiFeatureSettings, AiPromptVersion } from '#contract/ai/ai.ts';
import { AI_FEATURES } from '#contract/ai/ai.ts';
import type { Db } from '#server/db/database.ts';
import { aiFeatures, aiGenerations, aiPrompts } from '#server/db/schema.ts';

/**
 * What a feature has before an admin sets it (a database without the demo's step): off, the
 * sandbox, and caps an organisation can raise.
 */
export const AI_FEATURE_DEFAULTS: Record<
  AiFeature,
  { model: string; capPerChurch: number; capTotal: number }
> = {
  translation_drafts: { model: 'gpt-4o-mini', capPerChurch: 100, capTotal: 500 },
  reply_drafts: { model: 'gpt-4o-mini', capPerChurch: 50, capTotal: 1000 },
};

/** The built-in prompts (version 0), until an admin writes one. */
export const DEFAULT_PROMPTS: Record<AiFeature, string> = {
  translation_drafts: [
    'You translate a church’s teaching content from English into the language named below.',
    'Keep every HTML tag as it is and translate only the text between tags.',
    'Keep every placeholder such as [[SCRIPTURE-1]] exactly as written: those are Bible',
    'quotations that a person will put in from a published translation.',
    'Answer with a JSON object with the string fields "title", "summary" and "body".',
  ].join(' '),
  reply_drafts: [
    'You draft a reply from a church’s pastor to a message someone sent to the church.',
    'Write in the language named below, warmly and briefly, as the pastor would.',
    'Do not promise anything on the church’s behalf, and give no medical, legal or financial advice;',
    'if the writer may be in danger, ask them to contact local emergency services.',
    'Answer with the reply’s text only, without a subject line or a signature.',
  ].join(' '),
};

/** The start of today in UTC: the caps count generations since then. */
export const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

export type FeatureRow = typeof aiFeatures.$inferSelect;

/** The feature's row, made with its defaults the first time it is asked for. */
export async function featureRow(db: Db, feature: AiFeature): Promise<FeatureRow> {
  const [row] = await db.select().from(aiFeatures).where(eq(aiFeatures.feature, feature));
  if (row) return row;
  const defaults = AI_FEATURE_DEFAULTS[feature];
  await db
    .insert(aiFeatures)
    .values({ feature, ...defaults })
    .onConflictDoNothing({ target: aiFeatures.feature });
  const [made] = await db.select().from(aiFeatures).where(eq(aiFeatures.feature, feature));
  if (!made) throw new Error(`ai_features has no ${feature}`);
  return made;
}

/** The prompt in use: the newest version, or the built-in one (version 0). */
export async function currentPrompt(db: Db, feature: AiFeature): Promise<AiPromptVersion> {
  const [row] = await db
    .select()
    .from(aiPrompts)
    .where(eq(aiPrompts.feature, feature))
    .orderBy(desc(aiPrompts.version))
    .limit(1);
  return row
    ? {
        version: row.version,
        text: row.text,
        author_name: row.authorName,
        created_at: row.createdAt.toISOString(),
      }
    : { version: 0, text: DEFAULT_PROMPTS[feature], author_name: '', created_at: null };
}

/** Every version, newest first, the built-in one last. */
export async function promptHistory(db: Db, feature: AiFeature): Promise<AiPromptVersion[]> {
  const rows = await db
    .select()
    .from(aiPrompts)
    .where(eq(aiPrompts.feature, feature))
    .orderBy(desc(aiPrompts.version));
  return [
    ...rows.map((row) => ({
      version: row.version,
      text: row.text,
      author_name: row.authorName,
      created_at: row.createdAt.toISOString(),
    })),
    { version: 0, text: DEFAULT_PROMPTS[feature], author_name: '', created_at: null },
  ];
}

/** Today's generations that count against the caps (done, or under way). */
export async function usedToday(
  db: Db,
  feature: AiFeature,
  now: Date,
  accountId?: number | null,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(aiGenerations)
    .where(
      and(
        eq(aiGenerations.feature, feature),
        gte(aiGenerations.createdAt, startOfUtcDay(now)),
        inArray(aiGenerations.outcome, ['ok', 'pending']),
        accountId == null ? undefined : eq(aiGenerations.accountId, accountId),
      ),
    );
  return row?.n ?? 0;
}

export async function featureSettings(
  db: Db,
  feature: AiFeature,
  now: Date,
): Promise<AiFeatureSettings> {
  const [row, prompt, used] = await Promise.all([
    featureRow(db, feature),
    currentPrompt(db, feature),
    usedToday(db, feature, now),
  ]);
  return {
    feature,
    enabled: row.enabled,
    provider: row.provider,
    model: row.model,
    cap_per_church: row.capPerChurch,
    cap_total: row.capTotal,
    used_today: used,
    updated_at: row.updatedAt?.toISOString() ?? null,
    updated_by_name: row.updatedByName,
    prompt,
  };
}

/** Which features are on now; read from the database at every call (no cache on the server). */
export async function switches(db: Db): Promise<Record<AiFeature, boolean>> {
  const rows = await db
    .select({ feature: aiFeatures.feature, enabled: aiFeatures.enabled })
    .from(aiFeatures);
  const on = new Map(rows.map((row) => [row.feature, row.enabled]));
  return Object.fromEntries(
    AI_FEATURES.map((feature) => [feature, on.get(feature) ?? false]),
  ) as Record<AiFeature, boolean>;
}
