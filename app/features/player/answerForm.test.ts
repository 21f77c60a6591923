// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CONTENT_READER_ROLES } from '#contract/content/content';
import type { ContentRecord } from '#contract/content/contentResource';
import { ApiError } from '#app/api/errors';
import { answerPayloadOf, answerSaveErrorOf, answerValuesOf, newAnswerValues } from './answerForm';

const refused = (status: number, code: string, fields: Record<string, string>) =>
  new ApiError('http', code, { status, body: { error: { code, message: code, fields } } });

const answer: ContentRecord = {
  id: 9,
  kind: 'answer',
  slug: 'who-is-jesus',
  topic: '',
  resource_type: null,
  month: null,
  position: 3,
  roles: [...CONTENT_READER_ROLES],
  status: 'published',
  publish_at: null,
  unpublish_at: null,
  languages: ['en', 'es'],
  title_en: 'Who is Jesus?',
  summary_en: '',
  body_en: '<p>Jesus is…</p>',
  unfinished_en: false,
  title_es: '¿Quién es Jesús?',
  summary_es: '',
  body_es: '<p>Jesús es…</p>',
  unfinished_es: false,
  title_fr: '',
  summary_fr: '',
  body_fr: '',
  unfinished_fr: false,
  title_ko: '',
  summary_ko: '',
  body_ko: '',
  unfinished_ko: false,
  video_id: null,
  video_link: 'https://vimeo.com/76979871',
  category_id: 4,
  answer_type: 'video',
  attachments: [],
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
};

describe('the answer form', () => {
  it('starts a draft answer of the category, for every reader, its type still to choose', () => {
    const values = newAnswerValues(4);
    expect(values).toMatchObject({
      kind: 'answer',
      status: 'draft',
      category_id: '4',
      answer_type: '',
      languages: ['en'],
      video_source: 'none',
    });
    expect(values.roles).toEqual([...CONTENT_READER_ROLES]);
  });

  it('edits a saved answer with its category, type and place', () => {
    expect(answerValuesOf(answer)).toMatchObject({
      category_id: '4',
      answer_type: 'video',
      position: '3',
      video_source: 'link',
      video_link: 'https://vimeo.com/76979871',
    });
  });

  it('sends the category as a number, the type, and the place the content form would drop', () => {
    const payload = answerPayloadOf({ ...answerValuesOf(answer), position: '12' }, true);
    expect(payload).toMatchObject({
      kind: 'answer',
      category_id: 4,
      answer_type: 'video',
      position: 12,
      video_link: 'https://vimeo.com/76979871',
      video_id: null,
    });
    expect(answerPayloadOf({ ...newAnswerValues(4), position: '' }, false).position).toBe(0);
    // Typed wrong, it goes as typed: the server names the field.
    expect(answerPayloadOf({ ...newAnswerValues(4), position: 'x' }, false).position).toBe('x');
    // No type chosen: sent empty (null), so the server asks for it.
    expect(answerPayloadOf(newAnswerValues(4), false).answer_type).toBeNull();
  });

  it('names the answer’s own refused fields, and keeps the content form’s for the rest', () => {
    const refusal = answerSaveErrorOf(
      refused(400, 'validation_failed', {
        answer_type: 'Choose…',
        category_id: 'Choose…',
        title_es: 'Give…',
      }),
    );
    expect(refusal.fieldErrors).toEqual({
      answer_type: 'playerAdmin.errors.answer_type',
      category_id: 'playerAdmin.errors.category_id',
      title_es: 'contentAdmin.errors.title',
    });
    expect(answerSaveErrorOf(refused(409, 'conflict', { slug: 'Taken' })).fieldErrors).toEqual({
      slug: 'contentAdmin.errors.slugTaken',
    });
  });
});
