import { CONTENT_READER_ROLES } from '#contract/content/content';
import {
  ContentCreate,
  ContentUpdate,
  type ContentRecord,
} from '#contract/content/contentResource';
import type { FieldErrors } from '#screens/shared/messages';
import { errorCode, fieldErrors } from '#app/api';
import { formValuesOf } from '#app/features/admin/resources/formValues';
import {
  CONTENT_FORM_FIELDS,
  contentPayloadOf,
  contentSaveErrorOf,
  contentValuesOf,
  type ContentFormValues,
} from '#app/features/content/contentForm';

// An answer is a content item of kind `answer` (decision 074): the content form's values and
// payload, with the answer's category, type and place among its category's answers.

/** The fields only an answer has, in the contract's names. */
const ANSWER_FIELDS = ['category_id', 'answer_type'] as const;

/** A new answer of the category: a draft, in English, readable by every role in the app too. */
export function newAnswerValues(categoryId: number | undefined): ContentFormValues {
  return {
    ...formValuesOf(CONTENT_FORM_FIELDS, ContentCreate, {}),
    kind: 'answer',
    status: 'draft',
    roles: [...CONTENT_READER_ROLES],
    languages: ['en'],
    position: '0',
    video_source: 'none',
    category_id: categoryId === undefined ? '' : String(categoryId),
    answer_type: '',
  };
}

/** A saved answer as the form edits it. */
export function answerValuesOf(record: ContentRecord): ContentFormValues {
  return {
    ...contentValuesOf(record),
    ...formValuesOf(ANSWER_FIELDS, ContentUpdate, record),
  };
}

/** What the server is sent: the content form's payload, with the answer's place kept. */
export function answerPayloadOf(
  values: ContentFormValues,
  editing: boolean,
): Record<string, unknown> {
  const payload = contentPayloadOf({ ...values, kind: 'answer' }, editing);
  const position = String(values.position ?? '').trim();
  payload.position = position === '' ? 0 : /^\d+$/.test(position) ? Number(position) : position;
  return payload;
}

/** The server's refusal as our messages: the content form's, an answer's own fields named. */
export function answerSaveErrorOf(error: unknown) {
  const refusal = contentSaveErrorOf(error);
  if (errorCode(error) !== 'validation_failed') return refusal;
  const fields = fieldErrors(error);
  const errors: FieldErrors<string> = { ...refusal.fieldErrors };
  if (fields.category_id) errors.category_id = 'playerAdmin.errors.category_id';
  if (fields.answer_type) errors.answer_type = 'playerAdmin.errors.answer_type';
  return { ...refusal, fieldErrors: errors };
}
