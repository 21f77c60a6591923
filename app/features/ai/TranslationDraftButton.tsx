import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-final-form';
import type { TranslationLanguage } from '#contract/ai/ai';
import { TRANSLATION_LANGUAGES } from '#contract/ai/ai';
import { endpoints } from '#contract/endpoints';
import type { AppLocale } from '#contract/locales';
import { localeNames, useT } from '#ds/i18n';
import { DraftButton } from '#screens/ai/DraftButton';
import type { DraftNotice } from '#screens/ai/DraftButton';
import { endpointMutation } from '#app/query/endpointMutation';
import { reportFailure } from '#app/shared/apiErrors';
import { draftNoticeOf } from './ReplyDraftButton';
import { useAiSwitch } from './useAiSwitch';

export type TranslationDraftButtonProps = {
  language: AppLocale;
  /** The item's id, for the log; none on a create form. */
  contentId?: number | undefined;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * 'Draft Korean with AI' on a content form's language tab (decision 078), for every content kind
 * the form edits: sends the English title, summary and body as the form holds them, fills this
 * tab with the draft and marks it unfinished, so it cannot be published until a person has
 * reviewed it. Scripture quotations come back in English, marked. Nothing is saved until Save.
 */
export function TranslationDraftButton({ language, contentId }: TranslationDraftButtonProps) {
  const t = useT();
  const form = useForm();
  const on = useAiSwitch('translation_drafts');
  const ask = useMutation(endpointMutation(endpoints.translationDraft));
  const [drafting, setDrafting] = useState(false);
  const [notice, setNotice] = useState<DraftNotice | null>(null);
  if (!on || !(TRANSLATION_LANGUAGES as readonly string[]).includes(language)) return null;
  const draft = async () => {
    const values = form.getState().values as Record<string, unknown>;
    const english = {
      title: text(values.title_en),
      summary: text(values.summary_en),
      body: text(values.body_en),
    };
    if (!english.title.trim() && !english.body.trim()) {
      setNotice({ kind: 'refused', message: 'ai.translationDraft.noEnglish' });
      return;
    }
    setDrafting(true);
    setNotice(null);
    try {
      const answer = await ask.mutateAsync({
        content_id: contentId ?? null,
        language: language as TranslationLanguage,
        ...english,
      });
      if (answer.outcome === 'ok') {
        form.batch(() => {
          form.change(`title_${language}`, answer.title);
          form.change(`summary_${language}`, answer.summary);
          form.change(`body_${language}`, answer.body);
          form.change(`unfinished_${language}`, true);
        });
        setNotice(
          answer.held_quotations > 0
            ? {
                kind: 'ready',
                sandbox: answer.sandbox,
                message: {
                  key: 'ai.translationDraft.held',
                  params: { count: answer.held_quotations },
                },
              }
            : draftNoticeOf(answer, 'ai.translationDraft.ready'),
        );
      } else setNotice(draftNoticeOf(answer, 'ai.translationDraft.ready'));
    } catch (error) {
      reportFailure('Asking for a translation draft', error);
      setNotice({ kind: 'refused', message: 'ai.outcomes.failed' });
    } finally {
      setDrafting(false);
    }
  };
  return (
    <DraftButton
      label={t('ai.translationDraft.button', { language: localeNames[language] })}
      drafting={drafting}
      onDraft={() => void draft()}
      notice={notice}
      sandboxNote={t('ai.translationDraft.sandbox')}
    />
  );
}
