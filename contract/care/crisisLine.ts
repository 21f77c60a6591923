import { APP_LOCALES } from '#contract/locales.ts';
import type { AppLocale } from '#contract/locales.ts';

// The crisis line shown on every care page (issue 27, decision 076): one short text per
// language ("In the United States, call or text 988…"), edited by admins in settings. Its keys
// join the settings catalogue (contract/config.ts) as plain text.

/** The setting of a language's crisis line: `crisis_line_ko`. */
export const crisisLineKey = (language: AppLocale) => `crisis_line_${language}` as const;
export type CrisisLineKey = ReturnType<typeof crisisLineKey>;

export const CRISIS_LINE_KEYS = APP_LOCALES.map(crisisLineKey);

export const CARE_CONFIG = {
  crisis_line_en: 'text',
  crisis_line_es: 'text',
  crisis_line_fr: 'text',
  crisis_line_ko: 'text',
} as const satisfies Record<CrisisLineKey, 'text'>;
