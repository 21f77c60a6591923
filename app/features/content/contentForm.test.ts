// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ContentRecord } from '#contract/content/contentResource';
import { ApiError } from '#app/api/errors';
import {
  contentPayloadOf,
  contentSaveErrorOf,
  contentValuesOf,
  languageOfField,
  newContentValues,
  tabsWithErrors,
} from './contentForm';

const refused = (status: number, code: string, fields: Record<string, string>) =>
  new ApiError('http', code, { status, body: { error: { code, message: code, fields } } });

const record: ContentRecord = {
  id: 7,
  kind: 'study_guide',
  slug: 'hope',
  topic: 'Prayer',
  resource_type: null,
  month: null,
  position: 0,
  roles: ['evangelism'],
  status: 'scheduled',
  publish_at: '2026-12-01T10:00:00.000Z',
  unpublish_at: null,
  languages: ['en', 'ko'],
  title_en: 'Hope',
  summary_en: '',
  body_en: '<p>Hope</p>',
  unfinished_en: false,
  title_es: '',
  summary_es: '',
  body_es: '',
  unfinished_es: false,
  title_fr: '',
  summary_fr: '',
  body_fr: '',
  unfinished_fr: true,
  title_ko: '소망',
  summary_ko: '',
  body_ko: '<p>소망</p>',
  unfinished_ko: false,
  video_id: null,
  video_link: 'https://vimeo.com/76979871',
  attachments: [],
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
};

describe('the content form', () => {
  it('starts a new item as a draft of the list’s first kind, or of the kind asked for', () => {
    expect(newContentValues('pages')).toMatchObject({ kind: 'study_guide', status: 'draft' });
    expect(newContentValues('pages', 'bulletin_insert_care')).toMatchObject({
      kind: 'bulletin_insert_care',
      roles: ['care'],
    });
    // A kind of another list is not taken.
    expect(newContentValues('post', 'study_guide').kind).toBe('post');
  });

  it('reads a saved item: its link as the video source, its times for the local inputs', () => {
    const values = contentValuesOf(record);
    expect(values.video_source).toBe('link');
    expect(values.unfinished_fr).toBe(true);
    expect(values.languages).toEqual(['en', 'ko']);
    expect(String(values.publish_at)).toMatch(/^2026-12-0[12]T\d\d:\d\d$/);
  });

  it('sends only the kind’s own fields and one video source', () => {
    const values = {
      ...contentValuesOf(record),
      resource_type: 'slides',
      month: '2026-11',
      position: '4',
      video_source: 'upload' as const,
      video_id: '12',
    };
    const payload = contentPayloadOf(values, true);
    expect(payload.resource_type).toBeNull();
    expect(payload.month).toBeNull();
    expect(payload.position).toBe(0);
    expect(payload.video_id).toBe(12);
    expect(payload.video_link).toBeNull();
    expect(payload.publish_at).toBe('2026-12-01T10:00:00.000Z');

    const lesson = contentPayloadOf({ ...values, kind: 'bootcamp_lesson' }, true);
    expect(lesson.position).toBe(4);
    const none = contentPayloadOf({ ...values, video_source: 'none', body_es: '<p></p>' }, true);
    expect(none.video_id).toBeNull();
    expect(none.video_link).toBeNull();
    expect(none.body_es).toBe('');
  });

  it('puts each refused field on its language’s tab, the tabs in order', () => {
    expect(languageOfField('unfinished_ko')).toBe('ko');
    expect(languageOfField('slug')).toBeNull();
    expect(tabsWithErrors({ title_ko: 'x', slug: 'y', unfinished_fr: 'z' })).toEqual(['fr', 'ko']);
  });

  it('turns the server’s 400 and 409 into our messages on their fields', () => {
    expect(
      contentSaveErrorOf(
        refused(400, 'validation_failed', {
          unfinished_ko: 'Korean is marked unfinished.',
          publish_at: 'Enter when to publish a scheduled item.',
          nonsense: '?',
        }),
      ),
    ).toEqual({
      fieldErrors: {
        unfinished_ko: 'contentAdmin.errors.unfinished',
        publish_at: 'contentAdmin.errors.publish_at',
        nonsense: 'adminResources.invalid',
      },
    });
    expect(contentSaveErrorOf(refused(409, 'conflict', { slug: 'taken' }))).toEqual({
      fieldErrors: { slug: 'contentAdmin.errors.slugTaken' },
    });
    expect(contentSaveErrorOf(refused(404, 'not_found', {}))).toEqual({
      formError: 'adminResources.gone',
    });
    expect(contentSaveErrorOf(new Error('offline'))).toEqual({
      formError: 'common.somethingWentWrong',
    });
  });
});
