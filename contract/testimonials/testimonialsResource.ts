import { enums, nullable, object, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { CONSENT_LOCALES, TESTIMONIAL_SOURCES, TESTIMONIAL_STATUSES } from './testimonials.ts';
import { Id, IsoDateTime } from '#contract/validation.ts';
import { defineResource } from '#contract/resources/defineResource.ts';

/** A testimonial as the admin sees every church's, with its consent record (never the e-mail). */
export const TestimonialRecord = object({
  id: Id,
  account_id: Id,
  account_name: string(),
  status: enums(TESTIMONIAL_STATUSES),
  /** Null once the person withdrew it (its words are erased). */
  first_name: nullable(string()),
  story: nullable(string()),
  source: enums(TESTIMONIAL_SOURCES),
  consent_text: string(),
  consent_version: string(),
  consent_locale: enums(CONSENT_LOCALES),
  consented_at: IsoDateTime,
  decided_by_name: nullable(string()),
  decided_at: nullable(IsoDateTime),
  withdrawn_at: nullable(IsoDateTime),
  created_at: IsoDateTime,
});
export type TestimonialRecord = Infer<typeof TestimonialRecord>;

/**
 * Every church's testimonials (decision 054), read only: the churches' pastors and moderators
 * decide on them on their Testimonials screen, and the person alone withdraws one.
 */
export const testimonialsResource = defineResource({
  name: 'testimonials',
  path: '/admin/testimonials',
  record: TestimonialRecord,
  create: null,
  update: null,
  labelField: 'account_name',
  sorts: ['created_at', 'status', 'account_name'],
  defaultSort: { sort: 'created_at', direction: 'desc' },
  search: ['first_name', 'story'],
  filters: { status: enums(TESTIMONIAL_STATUSES), account_id: Id },
  unique: [],
  access: { list: ['admin'], get: ['admin'] },
  display: {
    columns: ['created_at', 'account_name', 'first_name', 'status', 'consent_version'],
    linkColumn: 'created_at',
    valueLabels: { status: 'statuses', source: 'sources', consent_locale: 'locales' },
    references: {
      account_id: { resource: 'accounts', labelField: 'name', shownAs: 'account_name' },
    },
    facts: [
      'account_name',
      'status',
      'first_name',
      'story',
      'source',
      'consent_text',
      'consent_version',
      'consent_locale',
      'consented_at',
      'decided_by_name',
      'decided_at',
      'withdrawn_at',
      'created_at',
    ],
  },
});
