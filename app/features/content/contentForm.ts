import { APP_LOCALES, type AppLocale } from '#contract/locales';
import {
  languageField,
  SECTION_KINDS,
  type ContentKind,
  type ContentSection,
} from '#contract/content/content';
import {
  ContentCreate,
  ContentUpdate,
  type ContentRecord,
} from '#contract/content/contentResource';
import type { FieldErrors, ScreenMessage } from '#screens/shared/messages';
import type { ResourceFormValues } from '#screens/admin/ResourceFormScreen';
import { errorCode, fieldErrors } from '#app/api';
import { formValuesOf, payloadOf } from '#app/features/admin/resources/formValues';

// The content form's values and what is sent for them (decision 068, issue 25): the item's
// settings, then each language's texts; a server refusal lands on its field and its tab.

/** How the item's video is given: none, one of the admin's uploads, or a YouTube/Vimeo link. */
export type VideoSource = 'none' | 'upload' | 'link';

/** The settings fields, as the contract names them. */
const SETTINGS_FIELDS = [
  'kind',
  'slug',
  'topic',
  'resource_type',
  'month',
  'position',
  'roles',
  'status',
  'publish_at',
  'unpublish_at',
  'languages',
  'video_id',
  'video_link',
] as const;

const LANGUAGE_PARTS = ['title', 'summary', 'body', 'unfinished'] as const;

/** Every field the form edits, in the contract's names. */
export const CONTENT_FORM_FIELDS: readonly string[] = [
  ...SETTINGS_FIELDS,
  ...APP_LOCALES.flatMap((language) => LANGUAGE_PARTS.map((part) => languageField(part, language))),
];

/** The form's values: the contract's fields, plus how the video is given. */
export type ContentFormValues = ResourceFormValues & { video_source?: VideoSource };

/** What a new item of the section starts as: a draft for every reader role but care's. */
export function newContentValues(section: ContentSection, kind?: ContentKind): ContentFormValues {
  const values = formValuesOf(CONTENT_FORM_FIELDS, ContentCreate, {});
  const firstKind = SECTION_KINDS[section][0]!;
  const chosen = kind && SECTION_KINDS[section].includes(kind) ? kind : firstKind;
  return {
    ...values,
    kind: chosen,
    status: 'draft',
    roles: chosen === 'bulletin_insert_care' ? ['care'] : ['evangelism', 'free_evangelism'],
    languages: ['en'],
    position: '0',
    video_source: 'none',
  };
}

/** A saved item as the form edits it. */
export function contentValuesOf(record: ContentRecord): ContentFormValues {
  const values = formValuesOf(CONTENT_FORM_FIELDS, ContentUpdate, record);
  return {
    ...values,
    video_source: record.video_id !== null ? 'upload' : record.video_link ? 'link' : 'none',
  };
}

/**
 * What the server is sent: the kind's own fields only (a type for a resource, a month for a
 * monthly page, a position for a boot-camp lesson), one video source, bodies as the editor wrote them.
 */
export function contentPayloadOf(
  values: ContentFormValues,
  editing: boolean,
): Record<string, unknown> {
  const kind = String(values.kind);
  const source = values.video_source ?? 'none';
  const cleaned: ResourceFormValues = {
    ...values,
    resource_type: kind === 'resource' ? values.resource_type : '',
    month: kind === 'monthly_page' ? values.month : '',
    position: kind === 'bootcamp_lesson' ? values.position || '0' : '0',
    video_id: source === 'upload' ? values.video_id : '',
    video_link: source === 'link' ? values.video_link : '',
  };
  const payload = payloadOf(editing ? ContentUpdate : ContentCreate, cleaned);
  // An empty body is sent as the empty text the editor's blank page is.
  for (const language of APP_LOCALES) {
    const body = languageField('body', language);
    if (payload[body] === '<p></p>') payload[body] = '';
  }
  return payload;
}

/** The language tab a field is on, or null for the settings. */
export function languageOfField(name: string): AppLocale | null {
  const match = /^(?:title|summary|body|unfinished)_(en|es|fr|ko)$/.exec(name);
  return match ? (match[1] as AppLocale) : null;
}

/** The tabs that hold a refused field, in the tabs' order (the first is shown). */
export function tabsWithErrors(errors: Readonly<Record<string, unknown>>): AppLocale[] {
  const names = Object.keys(errors).filter((name) => errors[name] !== undefined);
  return APP_LOCALES.filter((language) => names.some((name) => languageOfField(name) === language));
}

/** The settings field a refusal is shown on (the video's two fields share one control). */
const shownOn = (name: string) => (name === 'video_id' ? 'video_id' : name);

type FormRefusal = { fieldErrors?: FieldErrors<string>; formError?: ScreenMessage };

/**
 * The server's refusal as our messages: each refused field gets the text of its kind of field
 * (`contentAdmin.errors.title`, shown on its language's tab), a taken slug its own.
 */
export function contentSaveErrorOf(error: unknown): FormRefusal {
  const fields = fieldErrors(error);
  const code = errorCode(error);
  const names = Object.keys(fields);
  if ((code === 'validation_failed' || code === 'conflict') && names.length > 0) {
    const errors: FieldErrors<string> = {};
    for (const name of names) {
      const language = languageOfField(name);
      const base = language ? name.slice(0, -3) : name;
      if (code === 'conflict') errors[shownOn(name)] = 'contentAdmin.errors.slugTaken';
      else if (language)
        errors[name] = `contentAdmin.errors.${base as (typeof LANGUAGE_PARTS)[number]}`;
      else if (base in SETTINGS_ERRORS) errors[shownOn(name)] = SETTINGS_ERRORS[base]!;
      else errors[shownOn(name)] = 'adminResources.invalid';
    }
    return { fieldErrors: errors };
  }
  if (code === 'forbidden') return { formError: 'adminResources.forbidden' };
  if (code === 'not_found') return { formError: 'adminResources.gone' };
  return { formError: 'common.somethingWentWrong' };
}

const SETTINGS_ERRORS: Partial<Record<string, ScreenMessage>> = {
  slug: 'contentAdmin.errors.slug',
  topic: 'contentAdmin.errors.topic',
  resource_type: 'contentAdmin.errors.resource_type',
  month: 'contentAdmin.errors.month',
  position: 'contentAdmin.errors.position',
  roles: 'contentAdmin.errors.roles',
  publish_at: 'contentAdmin.errors.publish_at',
  unpublish_at: 'contentAdmin.errors.unpublish_at',
  video_id: 'contentAdmin.errors.video_id',
  video_link: 'contentAdmin.errors.video_link',
  languages: 'contentAdmin.errors.languages',
};
