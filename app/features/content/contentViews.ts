import type { ContentListItem, ResourceType } from '#contract/content/content.ts';
import type { MessageKey } from '#ds/i18n';

// How the readers' screens name stored values: topics the app knows are translated, any other
// topic (free text an admin wrote) shows as written.

const TOPIC_KEYS: Readonly<Record<string, MessageKey>> = {
  evangelism: 'education.topics.evangelism',
  prayer: 'education.topics.prayer',
  hospitality: 'education.topics.hospitality',
  invitation: 'education.topics.invitation',
  care: 'education.topics.care',
  welcome: 'education.topics.welcome',
  'social-media': 'education.topics.socialMedia',
};

export const RESOURCE_TYPE_KEYS: Readonly<Record<ResourceType, MessageKey>> = {
  slides: 'education.resourceTypes.slides',
  social_images: 'education.resourceTypes.socialImages',
  posters: 'education.resourceTypes.posters',
};

type Translate = (key: MessageKey) => string;

/** A topic's words: translated when the app knows it, else as the admin wrote it. */
export function topicLabel(topic: string, t: Translate): string {
  const key = Object.hasOwn(TOPIC_KEYS, topic) ? TOPIC_KEYS[topic] : undefined;
  return key ? t(key) : topic;
}

/** The distinct topics of some items, by their words, for the topic filter. */
export function topicOptions(
  items: readonly Pick<ContentListItem, 'topic'>[],
  t: Translate,
  chosen = '',
): { value: string; label: string }[] {
  const topics = new Set(items.map((item) => item.topic).filter((topic) => topic.trim() !== ''));
  // The chosen topic stays offered, even if the first page no longer shows it.
  if (chosen) topics.add(chosen);
  return [...topics]
    .map((value) => ({ value, label: topicLabel(value, t) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The month it is now, `YYYY-MM` (UTC, as monthly pages are written). */
export function currentMonth(now: Date): string {
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * The monthly page to show first: this month's, or, if none is published for it, the newest
 * month not in the future (pages come newest month first).
 */
export function firstMonthly<T extends { month: string | null }>(
  pages: readonly T[],
  month: string,
): T | undefined {
  return (
    pages.find((page) => page.month === month) ??
    pages.find((page) => (page.month ?? '') <= month) ??
    pages[0]
  );
}
