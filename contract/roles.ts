/** Every role a user can hold (spec section 6). A user holds a list of them. */
export const ROLES = [
  'admin',
  'individual',
  'evangelism',
  'free_evangelism',
  'care',
  'website',
  'discipleship',
] as const;

export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Admins only: the access of every admin page, route and resource action. */
export const ADMIN_ONLY = ['admin'] as const satisfies readonly Role[];
