import {
  array,
  enums,
  nullable,
  object,
  omit,
  optional,
  partial,
  refine,
  string,
} from 'superstruct';
import type { Infer } from 'superstruct';
import { APP_LOCALES } from '#contract/locales.ts';
import { MODERATOR_STATUSES, USER_STATES } from '#contract/account/profile.ts';
import { ROLES } from '#contract/roles.ts';
import {
  Email,
  Id,
  IsoDateTime,
  LIMITS,
  NewPassword,
  requiredText,
  RoleStruct,
} from '#contract/validation.ts';
import { defineResource } from '#contract/resources/defineResource.ts';

/** At least one role, each once. */
const Roles = refine(array(RoleStruct), 'roles', (value) => {
  if (value.length === 0) return 'Choose at least one role.';
  if (new Set(value).size !== value.length) return 'Choose each role once.';
  return true;
});

/** A user as the admin lists and edits them. */
export const UserRecord = object({
  id: Id,
  account_id: Id,
  /** The account's church name, or its web address when it has none. */
  account_name: string(),
  email: string(),
  firstname: string(),
  lastname: string(),
  roles: array(RoleStruct),
  state: enums(USER_STATES),
  moderator_status: enums(MODERATOR_STATUSES),
  /** The language their mails are written in (decision 055). */
  locale: enums(APP_LOCALES),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
});
export type UserRecord = Infer<typeof UserRecord>;

/**
 * A new user. Without a password, they are mailed a link to choose one, in `locale` (English
 * when none is given; the user's own choice in the app replaces it).
 */
export const UserCreate = object({
  account_id: Id,
  email: Email,
  firstname: requiredText(LIMITS.name),
  lastname: requiredText(LIMITS.name),
  roles: Roles,
  state: optional(enums(USER_STATES)),
  locale: optional(enums(APP_LOCALES)),
  password: optional(nullable(NewPassword)),
});
export type UserCreate = Infer<typeof UserCreate>;

/** The same fields but the password (the user's own business), each optional. */
export const UserUpdate = partial(omit(UserCreate, ['password']));
export type UserUpdate = Infer<typeof UserUpdate>;

/**
 * Everyone who signs in. The admin's User, Free and pastor sign-up pages are views of this one
 * list, filtered by role.
 */
export const usersResource = defineResource({
  name: 'users',
  path: '/admin/users',
  record: UserRecord,
  create: UserCreate,
  update: UserUpdate,
  labelField: 'email',
  sorts: ['name', 'email', 'state', 'created_at', 'updated_at'],
  defaultSort: { sort: 'created_at', direction: 'desc' },
  search: ['firstname', 'lastname', 'email'],
  filters: { role: enums(ROLES), state: enums(USER_STATES), account_id: Id },
  unique: ['email'],
  access: {
    list: ['admin'],
    get: ['admin'],
    create: ['admin'],
    update: ['admin'],
    delete: ['admin'],
  },
  display: {
    columns: ['name', 'email', 'account_name', 'roles', 'state', 'created_at'],
    combined: { name: ['firstname', 'lastname'] },
    linkColumn: 'name',
    valueLabels: {
      roles: 'roles',
      role: 'roles',
      state: 'states',
      moderator_status: 'moderatorStatuses',
    },
    references: {
      account_id: { resource: 'accounts', labelField: 'name', shownAs: 'account_name' },
    },
    formOrder: [
      'email',
      'firstname',
      'lastname',
      'account_id',
      'roles',
      'state',
      'locale',
      'password',
    ],
    languageFields: ['locale'],
    facts: ['created_at', 'updated_at'],
    titleFields: ['firstname', 'lastname'],
  },
});
