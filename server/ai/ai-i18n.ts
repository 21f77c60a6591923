import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { APP_LOCALES, DEFAULT_APP_LOCALE, type AppLocale } from '#contract/locales.ts';
import { createTranslator, type MessageTree } from '#ds/i18n/translate.ts';
import type { Translate } from '#server/public/public-i18n.ts';
import { repoRoot } from '#server/repo-root.ts';

/**
 * The words the server writes into drafts (the sandbox's drafts, the Scripture marker): the
 * `ai.drafts` group of locales/*.json, read once. Kept apart from the public pages' and mails'
 * groups so AI control's keys stay under `ai`.
 */
const trees = new Map<AppLocale, MessageTree>(
  APP_LOCALES.map((locale) => {
    const file = fileURLToPath(new URL(`locales/${locale}.json`, repoRoot));
    const tree = JSON.parse(readFileSync(file, 'utf8')) as { ai?: { drafts?: MessageTree } };
    const drafts = tree.ai?.drafts;
    if (!drafts) throw new Error(`${locale}.json has no ai.drafts`);
    return [locale, { drafts }];
  }),
);

const translators = Object.fromEntries(
  APP_LOCALES.map((locale) => [
    locale,
    createTranslator(locale, trees.get(locale) ?? {}, trees.get(DEFAULT_APP_LOCALE)),
  ]),
) as Record<AppLocale, Translate>;

/** `drafts.*` in one language; a missing key falls back to English. */
export const draftWords = (locale: AppLocale): Translate => translators[locale];
