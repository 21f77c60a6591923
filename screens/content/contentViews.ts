import type { MessageKey } from '#ds/i18n';

/** An item in a readers' list, as the screen shows it. */
export type ContentItemView = {
  /** Unique in the list (the slug). */
  key: string;
  title: string;
  summary: string;
  /** The topic, already translated where the app knows it. */
  topic?: string;
  /** A resource's type, already translated. */
  resourceType?: string;
  /** The language the texts are in (`en` when the reader's own is missing). */
  shownIn: string;
  /** The item's page. */
  href: string;
  /** How many files it has to download. */
  attachments: number;
  /** The post is new to the reader. */
  unread?: boolean;
  /** When it was published (ISO), shown as a date. */
  publishedAt?: string | null;
};

/** A file to download: a fresh link is asked for at each click (never kept). */
export type ContentFileView = { id: number; name: string; size: number };

/** What a download click answers: nothing when the browser follows the link, else a message. */
export type DownloadResult = MessageKey | void;
