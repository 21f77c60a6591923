import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReplyDraft } from '#contract/ai/ai';
import { calls } from '#contract/calls';
import { useT } from '#ds/i18n';
import { DraftButton } from '#screens/ai/DraftButton';
import type { DraftNotice } from '#screens/ai/DraftButton';
import type { ScreenMessage } from '#screens/shared/messages';
import { endpointMutation } from '#app/query/endpointMutation';
import { reportFailure } from '#app/shared/apiErrors';
import { useAiSwitch } from './useAiSwitch';

export type ReplyDraftButtonProps = {
  /** The conversation the reply is for: an inbox message's id, or a support request's. */
  id: number;
  /** Puts the draft where the person edits it (the reply box); nothing is sent from here. */
  onDraft: (text: string) => void;
  /** Asks for the draft; the inbox's by default (POST /ai/reply_draft). */
  fetchDraft?: (id: number) => Promise<ReplyDraft>;
};

/** A draft outcome's words for the person who asked. */
export function draftNoticeOf(
  answer: Pick<ReplyDraft, 'outcome' | 'message' | 'sandbox'>,
  ready: ScreenMessage,
): DraftNotice {
  if (answer.outcome === 'ok') return { kind: 'ready', sandbox: answer.sandbox, message: ready };
  if (answer.outcome === 'off') return { kind: 'refused', message: 'ai.outcomes.off' };
  if (answer.outcome === 'capped') return { kind: 'refused', message: 'ai.outcomes.capped' };
  return {
    kind: 'refused',
    message: { key: 'ai.outcomes.error', params: { message: answer.message } },
  };
}

/**
 * 'Draft a reply' (decision 078): asks AI for a reply in the writer's language and hands it to
 * the reply box. Shown only while reply drafts are on in AI control. The support queue can use
 * it with its own `fetchDraft`.
 */
export function ReplyDraftButton({ id, onDraft, fetchDraft }: ReplyDraftButtonProps) {
  const t = useT();
  const on = useAiSwitch('reply_drafts');
  const inbox = useMutation(endpointMutation(calls.replyDraft));
  const [drafting, setDrafting] = useState(false);
  const [notice, setNotice] = useState<DraftNotice | null>(null);
  if (!on) return null;
  const draft = async () => {
    setDrafting(true);
    setNotice(null);
    try {
      const answer = fetchDraft
        ? await fetchDraft(id)
        : await inbox.mutateAsync({ message_id: id });
      if (answer.outcome === 'ok') onDraft(answer.draft);
      setNotice(draftNoticeOf(answer, 'ai.replyDraft.ready'));
    } catch (error) {
      reportFailure('Asking for a reply draft', error);
      setNotice({ kind: 'refused', message: 'ai.outcomes.failed' });
    } finally {
      setDrafting(false);
    }
  };
  return (
    <DraftButton
      label={t('ai.replyDraft.button')}
      drafting={drafting}
      onDraft={() => void draft()}
      notice={notice}
      sandboxNote={t('ai.replyDraft.sandbox')}
    />
  );
}
