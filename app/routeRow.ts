/**
 * Which parent a route sits under. The parent decides the layout and the parent-level rules
 * of the guard:
 * - `users`: sign-in and password pages under /users, open without a login;
 * - `system`: 404, 500 and coming soon under /users/system, open to everyone;
 * - `standalone`: plain layout with footer, open without a login;
 * - `main`: the app shell, login required, payment required unless the page says otherwise;
 * - `admin`: the admin shell under /admin, admins only.
 */
export type RouteArea = 'users' | 'system' | 'standalone' | 'main' | 'admin';

/** One row of the route table: what a feature declares of each of its routes. */
export type RouteRow = {
  name: string;
  path: string;
  /** Other paths that open the same route (legacy links). */
  aliases?: readonly string[];
  area: RouteArea;
  /** Only meaningful in `main`: false for the pages a user who must pay can still open. */
  needsPayment?: boolean;
  /** One of the role dashboards: the guard sends it to the dashboard of the user's role. */
  dashboard?: boolean;
  /** Uses the dark theme (spec section 2, guard rule 1). */
  darkTheme?: boolean;
  /** The shell's top progress bar is not shown on this page. */
  hideProgressBar?: boolean;
};

/** Parent-level rules, one per area. */
export type AreaRules = {
  /** Open to everyone, logged in or not (guard rule 2). */
  system: boolean;
  /** A login is needed (guard rules 3 and 4). */
  requiresLogin: boolean;
  /** Admins only; everyone else only outside it (guard rule 5). */
  adminOnly: boolean;
  /** The parent requires payment (guard rule 6 looks at parent and child). */
  needsPayment: boolean;
  /** Plain page with the footer and no shell. */
  standalone: boolean;
};

export const areaRules: Record<RouteArea, AreaRules> = {
  users: {
    system: false,
    requiresLogin: false,
    adminOnly: false,
    needsPayment: false,
    standalone: false,
  },
  system: {
    system: true,
    requiresLogin: false,
    adminOnly: false,
    needsPayment: false,
    standalone: false,
  },
  standalone: {
    system: false,
    requiresLogin: false,
    adminOnly: false,
    needsPayment: false,
    standalone: true,
  },
  main: {
    system: false,
    requiresLogin: true,
    adminOnly: false,
    needsPayment: true,
    standalone: false,
  },
  admin: {
    system: false,
    requiresLogin: true,
    adminOnly: true,
    needsPayment: false,
    standalone: false,
  },
};

/**
 * The three rows of an admin resource under /admin/{segment}: the list, `create`, and the
 * record's page (`detail/{slug}`, or `{id}` for the store's).
 */
export function adminList<List extends string, Create extends string, Detail extends string>(
  [list, create, detail]: readonly [List, Create, Detail],
  segment: string,
  slugParam: `:${string}`,
  /** What comes before the record's param: the spec's `detail/`, or nothing (the store's). */
  detailPrefix: 'detail/' | '' = 'detail/',
) {
  const base = `/admin/${segment}`;
  return [
    {
      name: list,
      path: base,
      area: 'admin',
    },
    {
      name: create,
      path: `${base}/create`,
      area: 'admin',
    },
    {
      name: detail,
      path: `${base}/${detailPrefix}${slugParam}`,
      area: 'admin',
    },
  ] as const satisfies readonly RouteRow[];
}
