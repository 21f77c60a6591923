import { nullable, number, object, partial, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { LocationInput, withWholePin } from './locations.ts';
import { Id, IsoDateTime } from '#contract/validation.ts';
import { defineResource } from '#contract/resources/defineResource.ts';

/** A campus as the admin lists and edits it, with the church it belongs to. */
export const LocationRecord = object({
  id: Id,
  account_id: Id,
  /** The church's name, or its web address when it has none. */
  account_name: string(),
  name: string(),
  address: string(),
  address2: nullable(string()),
  city: string(),
  state: string(),
  zip_code: string(),
  country: string(),
  latitude: nullable(number()),
  longitude: nullable(number()),
  created_at: IsoDateTime,
});
export type LocationRecord = Infer<typeof LocationRecord>;

/** A campus added by an admin: the church's own fields, and the church. */
export const LocationCreate = withWholePin(object({ account_id: Id, ...LocationInput.schema }));
export type LocationCreate = Infer<typeof LocationCreate>;

export const LocationUpdate = partial(LocationCreate);
export type LocationUpdate = Infer<typeof LocationUpdate>;

/** Every church's campuses (spec: admin location, 'update or add a church location'). */
export const locationsResource = defineResource({
  name: 'locations',
  path: '/admin/locations',
  record: LocationRecord,
  create: LocationCreate,
  update: LocationUpdate,
  labelField: 'name',
  sorts: ['name', 'city', 'account_name', 'created_at'],
  defaultSort: { sort: 'account_name', direction: 'asc' },
  search: ['name', 'city', 'zip_code'],
  filters: { account_id: Id },
  unique: [],
  access: {
    list: ['admin'],
    get: ['admin'],
    create: ['admin'],
    update: ['admin'],
    delete: ['admin'],
  },
  display: {
    columns: ['name', 'account_name', 'city', 'state', 'country', 'created_at'],
    linkColumn: 'name',
    references: {
      account_id: { resource: 'accounts', labelField: 'name', shownAs: 'account_name' },
    },
    formOrder: [
      'account_id',
      'name',
      'address',
      'address2',
      'city',
      'state',
      'zip_code',
      'country',
      'latitude',
      'longitude',
    ],
    facts: ['created_at'],
  },
});
