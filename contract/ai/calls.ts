import { EmptyRequest } from '#contract/common.ts';
import { endpoint } from '#contract/endpoint.ts';
import {
  AiControl,
  AiFeatureSettings,
  AiFeatureUpdate,
  AiPromptHistory,
  AiPromptHistoryRequest,
  AiPromptVersion,
  AiSavePrompt,
  AiSwitches,
  ReplyDraft,
  ReplyDraftRequest,
  SupportReplyDraftRequest,
  TranslationDraft,
  TranslationDraftRequest,
} from './ai.ts';

/** The AI calls of the signed-in screens, gathered in contract/calls.ts (decision 078). */
export const aiCalls = {
  aiSwitches: endpoint('GET', '/ai/switches', EmptyRequest, AiSwitches),
  replyDraft: endpoint('POST', '/ai/reply_draft', ReplyDraftRequest, ReplyDraft),
};

/** AI control, admins only, gathered in contract/endpoints.ts. */
export const aiAdminCalls = {
  aiControl: endpoint('GET', '/admin/ai/control', EmptyRequest, AiControl),
  aiUpdateFeature: endpoint('POST', '/admin/ai/update_feature', AiFeatureUpdate, AiFeatureSettings),
  aiSavePrompt: endpoint('POST', '/admin/ai/save_prompt', AiSavePrompt, AiPromptVersion),
  aiPromptHistory: endpoint(
    'GET',
    '/admin/ai/prompt_history',
    AiPromptHistoryRequest,
    AiPromptHistory,
  ),
  /** A reply draft for the support queue (decision 078): admins only, beside the inbox's call. */
  supportReplyDraft: endpoint(
    'POST',
    '/ai/support_reply_draft',
    SupportReplyDraftRequest,
    ReplyDraft,
  ),
  translationDraft: endpoint(
    'POST',
    '/admin/ai/translation_draft',
    TranslationDraftRequest,
    TranslationDraft,
  ),
};
