import { RESOURCE_TYPES, type ResourceType } from '#contract/content/content.ts';
import { APP_LOCALES, type AppLocale } from '#contract/locales';

/**
 * A readers' list as its address holds it (`?q=…&topic=…&type=…&language=…&page=…`), so a
 * search can be shared, bookmarked and found again with Back. Anything unknown or malformed
 * falls back to the default: the reader's language, every topic and type, page one.
 */
export type ContentListState = {
  language: AppLocale;
  topic: string;
  search: string;
  resourceType: ResourceType | '';
  page: number;
};

const isLocale = (value: string | null): value is AppLocale =>
  (APP_LOCALES as readonly string[]).includes(value ?? '');

export const isResourceType = (value: string | null | undefined): value is ResourceType =>
  (RESOURCE_TYPES as readonly string[]).includes(value ?? '');

export function readContentListState(search: URLSearchParams, locale: AppLocale): ContentListState {
  const page = Number(search.get('page'));
  const language = search.get('language');
  const type = search.get('type');
  return {
    language: isLocale(language) ? language : locale,
    topic: (search.get('topic') ?? '').trim(),
    search: (search.get('q') ?? '').trim(),
    resourceType: isResourceType(type) ? type : '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string of a state, without its defaults (page one in the reader's language is bare). */
export function writeContentListState(state: ContentListState, locale: AppLocale): string {
  const search = new URLSearchParams();
  if (state.search) search.set('q', state.search);
  if (state.topic) search.set('topic', state.topic);
  if (state.resourceType) search.set('type', state.resourceType);
  if (state.language !== locale) search.set('language', state.language);
  if (state.page !== 1) search.set('page', String(state.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}
