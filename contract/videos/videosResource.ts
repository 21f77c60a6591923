import { enums, nullable, number, object, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { VIDEO_STATUSES } from '#contract/account/profile.ts';
import { Id, IsoDateTime } from '#contract/validation.ts';
import { VIDEO_KINDS } from './videoReview.ts';
import { defineResource } from '#contract/resources/defineResource.ts';

/** A video as the admin lists it: what it is, whose, where it stands. */
export const VideoRecord = object({
  id: Id,
  account_id: Id,
  account_name: string(),
  user_id: nullable(Id),
  /** The maker's name; null once that person was deleted. */
  user_name: nullable(string()),
  kind: enums(VIDEO_KINDS),
  status: enums(VIDEO_STATUSES),
  slug: nullable(string()),
  /** An uploaded file's processing: processing, ready or failed; null for an embed. */
  processing: nullable(string()),
  block_reason: nullable(string()),
  /** Views of its public page, every day together (decision 039). */
  views: number(),
  created_at: IsoDateTime,
});
export type VideoRecord = Infer<typeof VideoRecord>;

const videoDisplay = {
  columns: ['slug', 'kind', 'status', 'account_name', 'user_name', 'views', 'created_at'],
  valueLabels: { kind: 'kinds', status: 'statuses' },
  references: {
    account_id: { resource: 'accounts', labelField: 'name', shownAs: 'account_name' },
  },
} as const;

/** Every video (spec: admin videos), with filters by kind, status and church. Read only. */
export const videosResource = defineResource({
  name: 'videos',
  path: '/admin/videos',
  record: VideoRecord,
  create: null,
  update: null,
  labelField: 'slug',
  sorts: ['created_at', 'status', 'kind', 'account_name', 'views'],
  defaultSort: { sort: 'created_at', direction: 'desc' },
  search: ['slug'],
  filters: { kind: enums(VIDEO_KINDS), status: enums(VIDEO_STATUSES), account_id: Id },
  unique: [],
  access: { list: ['admin'] },
  display: videoDisplay,
});

/** The stories people shared (spec: admin share-story): the videos of kind story. Read only. */
export const sharedStoriesResource = defineResource({
  name: 'shared_stories',
  path: '/admin/shared_stories',
  record: VideoRecord,
  create: null,
  update: null,
  labelField: 'slug',
  sorts: ['created_at', 'status', 'account_name', 'views'],
  defaultSort: { sort: 'created_at', direction: 'desc' },
  search: ['slug'],
  filters: { status: enums(VIDEO_STATUSES), account_id: Id },
  unique: [],
  access: { list: ['admin'] },
  display: {
    ...videoDisplay,
    columns: ['slug', 'user_name', 'status', 'account_name', 'views', 'created_at'],
  },
});
