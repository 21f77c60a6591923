import { boolean, nullable, object, partial, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { Count, Id, IsoDateTime, requiredText } from '#contract/validation.ts';
import { defineResource } from '#contract/resources/defineResource.ts';

const LABEL_MAX = 100;

/** A short code as the admin lists it: whose, where it leads, how often it was scanned. */
export const QrCodeRecord = object({
  id: Id,
  /** The 7 letters printed under the QR code (decision 047). */
  code: string(),
  /** The address the QR code holds: this product's `/c/<code>`. */
  short_url: string(),
  account_id: Id,
  account_name: string(),
  label: string(),
  /** The video it leads to instead of the church's current welcome video; null: that one. */
  video_id: nullable(Id),
  video_slug: nullable(string()),
  /** The campus whose cards carry it (results per campus); null: the whole church. */
  location_id: nullable(Id),
  location_name: nullable(string()),
  disabled: boolean(),
  /** People who scanned it, each counted once a day, every day together. */
  scans: Count,
  created_at: IsoDateTime,
});
export type QrCodeRecord = Infer<typeof QrCodeRecord>;

/**
 * A new code for a church; the server draws its letters. It leads to the church's current
 * welcome video until an admin re-points it on its page.
 */
export const QrCodeCreate = object({ account_id: Id, label: requiredText(LABEL_MAX) });
export type QrCodeCreate = Infer<typeof QrCodeCreate>;

/** Re-pointing, renaming or disabling; the church and the letters never change (they are printed). */
export const QrCodeUpdate = partial(
  object({
    label: requiredText(LABEL_MAX),
    video_id: nullable(Id),
    location_id: nullable(Id),
    disabled: boolean(),
  }),
);
export type QrCodeUpdate = Infer<typeof QrCodeUpdate>;

/** Every short code with its scans (spec: admin QR code). Codes are printed: none is deleted. */
export const qrCodesResource = defineResource({
  name: 'qr_codes',
  path: '/admin/qr_codes',
  record: QrCodeRecord,
  create: QrCodeCreate,
  update: QrCodeUpdate,
  labelField: 'code',
  sorts: ['created_at', 'code', 'account_name', 'scans'],
  defaultSort: { sort: 'created_at', direction: 'desc' },
  search: ['code', 'label'],
  filters: { account_id: Id },
  unique: ['code'],
  access: { list: ['admin'], get: ['admin'], create: ['admin'], update: ['admin'] },
  display: {
    columns: ['code', 'label', 'account_name', 'video_slug', 'scans', 'disabled', 'created_at'],
    linkColumn: 'code',
    references: {
      account_id: { resource: 'accounts', labelField: 'name', shownAs: 'account_name' },
      video_id: {
        resource: 'videos',
        labelField: 'slug',
        shownAs: 'video_slug',
        within: 'account_id',
      },
      location_id: {
        resource: 'locations',
        labelField: 'name',
        shownAs: 'location_name',
        within: 'account_id',
      },
    },
    formOrder: ['account_id', 'label', 'video_id', 'location_id', 'disabled'],
    facts: ['short_url', 'scans', 'created_at'],
  },
});
