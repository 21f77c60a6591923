import { CARE_VIDEO_ROLES } from '#contract/care/careVideos';
import { ContentCreate, type ContentRecord } from '#contract/content/contentResource';
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

// A care video is a content item of kind `care_video` (decision 076): the content form's values
// and payload, with the video's category, speaker and place.

/** A new care video: a draft, in English, for the care roles. */
export function newCareVideoValues(): ContentFormValues {
  return {
    ...formValuesOf(CONTENT_FORM_FIELDS, ContentCreate, {}),
    kind: 'care_video',
    status: 'draft',
    roles: [...CARE_VIDEO_ROLES],
    languages: ['en'],
    position: '0',
    video_source: 'none',
    care_category_id: '',
    care_speaker_id: '',
  };
}

/** A saved care video as the form edits it. */
export function careVideoValuesOf(record: ContentRecord): ContentFormValues {
  return {
    ...contentValuesOf(record),
    care_category_id: record.care_category_id == null ? '' : String(record.care_category_id),
    care_speaker_id: record.care_speaker_id == null ? '' : String(record.care_speaker_id),
  };
}

const idOf = (value: unknown) => {
  const text = String(value ?? '').trim();
  return text === '' ? null : /^\d+$/.test(text) ? Number(text) : text;
};

/** What the server is sent: the content form's payload with the care video's own fields. */
export function careVideoPayloadOf(
  values: ContentFormValues,
  editing: boolean,
): Record<string, unknown> {
  const payload = contentPayloadOf({ ...values, kind: 'care_video' }, editing);
  const position = String(values.position ?? '').trim();
  payload.position = position === '' ? 0 : /^\d+$/.test(position) ? Number(position) : position;
  payload.care_category_id = idOf(values.care_category_id);
  payload.care_speaker_id = idOf(values.care_speaker_id);
  return payload;
}

/** The server's refusal as our messages: the content form's, the care video's own fields named. */
export function careVideoSaveErrorOf(error: unknown) {
  const refusal = contentSaveErrorOf(error);
  if (errorCode(error) !== 'validation_failed') return refusal;
  const fields = fieldErrors(error);
  const errors: FieldErrors<string> = { ...refusal.fieldErrors };
  if (fields.care_category_id) errors.care_category_id = 'careVideos.admin.errors.care_category_id';
  return { ...refusal, fieldErrors: errors };
}
