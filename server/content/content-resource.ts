import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { APP_LOCALES } from '#contract/locales.ts';
import type { AppLocale } from '#contract/locales.ts';
import { languageField, SECTION_KINDS } from '#contract/content/content.ts';
import type { ContentSection } from '#contract/content/content.ts';
import { contentResource } from '#contract/content/contentResource.ts';
import type { Db } from '#server/db/database.ts';
import { contentAttachments, contentItems, videos } from '#server/db/schema.ts';
import { checkAnswerCategory, checkAnswerFields } from '#server/player/answers.ts';
import { checkCareVideoFields, checkCareVideoRefs } from '#server/care/care-video-fields.ts';
import { conflict, validationFailed } from '#server/http/api-error.ts';
import type { ResourceRules, ServerResource } from '#server/resources/resourceRoutes.ts';
import { tableStore } from '#server/resources/tableStore.ts';
import { addRevision, editableFieldsChanged } from './revisions.ts';
import { plainText, sanitizeRichText } from './rich-text.ts';

// The admin's content resource (decision 068): the generic routes, with the rules that span
// fields checked against the item as it will be (the input over the record as it was).

type Values = Record<string, unknown>;

const LANGUAGE_NAMES: Record<AppLocale, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  ko: 'Korean',
};

const column = (name: string) => sql.raw(`"content_items"."${name}"`);

/** The item's attachments, oldest first, as the record lists them. */
export const attachmentsSql = sql<unknown>`coalesce((select json_agg(json_build_object(
    'id', a.id, 'name', a.file_name, 'size', a.size) order by a.id)
  from ${contentAttachments} a where a.item_id = ${column('id')}), '[]'::json)`;

export const contentStore = tableStore(contentResource, {
  table: contentItems,
  computed: { attachments: attachmentsSql },
  sorts: { publish_at: [sql`coalesce(${column('publish_at')}, ${column('created_at')})`] },
  filters: {
    section: (section: ContentSection) =>
      inArray(contentItems.kind, [...SECTION_KINDS[section]] as never[]),
  },
});

/** The value a field will have after the write. */
const merged = (input: Values, before: Values | undefined, field: string) =>
  field in input ? input[field] : before?.[field];

/** The item as it will be after the write: every field, the input's where it has one. */
function itemAfter(input: Values, before: Values | undefined): Values {
  return { ...before, ...input };
}

/** The languages readers see in their own: English always among them, each once. */
export function publishedLanguages(value: unknown): AppLocale[] {
  const given = Array.isArray(value) ? (value as AppLocale[]) : ['en'];
  return APP_LOCALES.filter((language) => language === 'en' || given.includes(language));
}

/**
 * Refuses, naming the field, what the item may not be: a slug another item of its kind has
 * (409), a schedule that ends before it starts, a kind's missing month or type, a video given
 * twice or not one of the admin's, and publishing a language that is unfinished or untitled.
 */
export async function checkItem(tx: Db, item: Values, id?: number): Promise<void> {
  const kind = String(item.kind);
  const [clash] = await tx
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(
      and(
        eq(contentItems.kind, kind as never),
        eq(contentItems.slug, String(item.slug)),
        id === undefined ? undefined : ne(contentItems.id, id),
      ),
    )
    .limit(1);
  if (clash) {
    const message = 'Another item of this kind has this slug. Choose another.';
    throw conflict(message, { slug: message });
  }

  const fields: Record<string, string> = {};
  if (kind === 'resource' && !item.resource_type) {
    fields.resource_type = 'Choose what the resource is: slides, social images or posters.';
  }
  if (kind !== 'resource' && item.resource_type) {
    fields.resource_type = 'Only a resource has a type. Leave it empty.';
  }
  if (kind === 'monthly_page' && !item.month) fields.month = 'Enter the month of this page.';
  if (kind !== 'monthly_page' && item.month) {
    fields.month = 'Only a monthly page has a month. Leave it empty.';
  }
  const publishAt = item.publish_at ? Date.parse(String(item.publish_at)) : null;
  const unpublishAt = item.unpublish_at ? Date.parse(String(item.unpublish_at)) : null;
  if (item.status === 'scheduled' && publishAt === null) {
    fields.publish_at = 'Enter when to publish a scheduled item.';
  }
  if (publishAt !== null && unpublishAt !== null && !(unpublishAt > publishAt)) {
    fields.unpublish_at = 'Unpublish the item after it is published.';
  }
  Object.assign(fields, checkAnswerFields(kind, item), checkCareVideoFields(kind, item));
  if (item.video_id != null && item.video_link != null) {
    fields.video_link = 'Choose an uploaded video or a link, not both.';
  }
  if (item.status === 'scheduled' || item.status === 'published') {
    for (const language of publishedLanguages(item.languages)) {
      const name = LANGUAGE_NAMES[language];
      if (item[languageField('unfinished', language)] === true) {
        fields[languageField('unfinished', language)] =
          `${name} is marked unfinished. Finish it, or take ${name} out of the published ` +
          'languages, before publishing.';
      } else if (String(item[languageField('title', language)] ?? '').trim() === '') {
        fields[languageField('title', language)] =
          `Give the ${name} title, or take ${name} out of the published languages.`;
      }
    }
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);

  if (kind === 'answer') await checkAnswerCategory(tx, item);
  if (kind === 'care_video') await checkCareVideoRefs(tx, item);
  if (item.video_id != null) {
    const [video] = await tx
      .select({ kind: videos.kind })
      .from(videos)
      .where(eq(videos.id, Number(item.video_id)));
    if (!video || (video.kind !== 'monthly' && video.kind !== 'instruction')) {
      throw validationFailed({ video_id: 'Choose one of the monthly or instruction videos.' });
    }
  }
}

/**
 * The row to write: bodies sanitized, times as dates, the published languages with English
 * first, and the words the readers' search looks in, from the published languages only (an
 * unfinished translation is not found), composed (NFC) and in lower case.
 */
export async function contentRow(
  input: Values,
  before: Values | undefined,
  now: Date,
): Promise<Values> {
  const row: Values = { ...input };
  for (const language of APP_LOCALES) {
    const body = languageField('body', language);
    if (typeof row[body] === 'string') row[body] = await sanitizeRichText(row[body]);
  }
  for (const field of ['publish_at', 'unpublish_at']) {
    if (typeof row[field] === 'string') row[field] = new Date(row[field]);
  }
  if ('languages' in row) row.languages = publishedLanguages(row.languages);
  if ('roles' in row && Array.isArray(row.roles)) row.roles = [...new Set(row.roles)];
  const item = itemAfter(row, before);
  const words = await Promise.all(
    publishedLanguages(merged(row, before, 'languages')).map(async (language) => [
      String(item[languageField('title', language)] ?? ''),
      String(item[languageField('summary', language)] ?? ''),
      await plainText(String(item[languageField('body', language)] ?? '')),
    ]),
  );
  row.search_text = words.flat().join(' ').normalize('NFC').toLowerCase();
  if (!before) row.created_at = now;
  return row;
}

export const contentRules: ResourceRules = {
  toRow: (input, { before, now }) => contentRow(input, before, now),
  beforeCreate: (input, { tx }) => checkItem(tx, itemAfter(input, undefined)),
  beforeUpdate: (input, { tx, before }) => checkItem(tx, itemAfter(input, before), before.id),
  afterCreate: (record, _input, { tx, actor, now }) => addRevision(tx, record, actor.id, now),
  afterUpdate: async (record, { tx, actor, now, before }) => {
    if (editableFieldsChanged(before, record)) await addRevision(tx, record, actor.id, now);
  },
};

export function contentServerResource(): ServerResource {
  return { definition: contentResource, store: contentStore, rules: contentRules };
}
