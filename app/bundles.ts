/**
 * Our own shared chunks, declared here by module rather than guessed from path patterns
 * (decision 060). Routes are dynamic imports and so are their own chunks already; these group
 * what many pages share, in a few files rather than many small ones (each file is compressed on
 * its own, so fewer, larger files are smaller in all).
 *
 * A module is named by its alias: `#ds/tokens/` is a whole folder, `#app/routes.ts` one file,
 * `*` stands for one folder name (every feature). app/vite.config.ts resolves each name and
 * stops the build when one names nothing, so a moved or renamed module cannot silently change
 * what a page loads.
 */
export type SharedChunk = {
  name: string;
  modules: readonly string[];
  /** Libraries (npm package names) that go with these modules, used by nothing else first. */
  packages?: readonly string[];
  /** Modules under `modules` that stay out (they go where they are used). */
  except?: readonly string[];
  /**
   * Only what two or more chunks import goes here; the rest stays with its one user. For the
   * signed-in pages' parts, of which each page uses a few.
   */
  sharedOnly?: boolean;
};

/**
 * Every feature's route rows and its public pages' loaders: the route table, which every page
 * needs. The signed-in pages' loaders (app/shellLoaders.ts) and the menus (app/routeMenus.ts)
 * are chunks of their own, with each feature's part of them.
 */
const everyFeaturesRoutes = ['#app/features/*/routes.ts', '#app/features/*/publicLoaders.ts'];
const everyFeaturesTables = [
  ...everyFeaturesRoutes,
  '#app/features/*/menus.ts',
  '#app/features/*/loaders.ts',
  '#app/features/*/index.ts',
];

export const sharedChunks: readonly SharedChunk[] = [
  {
    // The app itself: router, guard, route table, session store, the crash and error pages.
    name: 'app-core',
    modules: [
      '#app/App.tsx',
      '#app/routes.ts',
      '#app/routeRow.ts',
      '#app/routeLoaders.ts',
      '#app/loadAdminRoutes.ts',
      ...everyFeaturesRoutes,
      '#app/routing.ts',
      '#app/guard.ts',
      '#app/locale.ts',
      '#app/roles.ts',
      '#app/chunks.ts',
      '#app/navigation.ts',
      '#app/currentRoute.tsx',
      '#app/messages.ts',
      '#app/RouterLink.tsx',
      '#app/RouteError.tsx',
      '#app/RouteError.styles.ts',
      '#app/session/store.ts',
      '#app/session/user.ts',
      '#app/prerender/takeOverPrerendered.ts',
      '#app/prerender/TakesOverPrerendered.tsx',
      '#app/features/system/AppCrash.tsx',
      '#app/shell/loadShell.ts',
      '#app/shell/LazyMainLayout.tsx',
      '#app/features/billing/billingRoutes.ts',
      '#contract/roles.ts',
      // The design system's parts that every page draws, sign-in included.
      '#ds/tokens/',
      '#ds/i18n/',
      '#ds/display/Icon/',
      '#ds/actions/Link/',
      '#ds/actions/Button/',
      '#ds/feedback/InlineAlert/',
      '#ds/feedback/Spinner/',
      '#ds/feedback/CloseButton/',
      '#ds/feedback/toneIcons.ts',
      // The languages, which the design system's i18n reads from contract (decision 061).
      '#contract/locales.ts',
    ],
    except: ['#ds/display/Icon/moreIcons.tsx', '#ds/display/Icon/icons.tsx'],
  },
  {
    // The frame of the pages without the shell: sign-in, checkout, the system pages.
    name: 'app-public',
    modules: [
      '#screens/shared/PublicLayout/',
      '#screens/shared/useFocusOnChange.ts',
      '#ds/forms/validators.ts',
      // The rules behind the validators, shared with the server (decision 061).
      '#contract/rules.ts',
      // The language menu's button; the menu itself is ds-menu, loaded when it is wanted.
      '#ds/shell/MenuButton/MenuButtonTrigger.styles.ts',
      '#ds/shell/LanguageSwitcher/',
      '#ds/shell/Footer/',
      '#app/shared/usePublicPage.ts',
      '#app/shared/useLocaleSwitch.ts',
      '#app/shared/useRouteHref.ts',
    ],
  },
  {
    // The admin area's route rows, which the sign-in page does without: they load with a
    // session or an /admin address (app/loadAdminRoutes.ts), and the shell imports them.
    name: 'app-admin-routes',
    modules: ['#app/adminRoutes.ts', '#app/features/*/adminRoutes.ts'],
  },
  {
    // The icons past the core ones, for the signed-in shell and the public pages that draw
    // them (app/chunks.ts withEveryIcon); the core icons are in ds-core.
    name: 'ds-icons',
    modules: ['#ds/display/Icon/moreIcons.tsx', '#ds/display/Icon/icons.tsx'],
  },
  {
    // The public pages' parts that sign-in does not draw (the system pages' and checkout's
    // link buttons, dates): apart, so sign-in loads less, and never in the signed-in shell's
    // chunk, which would bring the shell to the public pages.
    name: 'app-public-parts',
    modules: ['#ds/actions/LinkButton/', '#screens/shared/formatDate.ts'],
  },
  {
    // The layout and text primitives that the screens are built from, signed-in and public
    // (checkout): a file of their own, so a public page that uses them never brings the shell.
    name: 'ds-primitives',
    modules: ['#ds/primitives/'],
  },
  {
    // The menu button: the signed-in shell's menus, and the public pages' language
    // menu once it is wanted (LanguageSwitcher loads it on approach).
    name: 'ds-menu',
    modules: [
      '#ds/shell/MenuButton/MenuButton.tsx',
      '#ds/shell/MenuButton/MenuButton.styles.ts',
      '#ds/shell/MenuButton/index.ts',
      // The menu button's behaviour and the placing of floating layers (Floating UI itself is
      // loaded when a layer first opens, decision 067).
      '#ds/overlays/',
    ],
    except: ['#ds/overlays/place.ts'],
  },
  {
    // The form parts of sign-in and the password pages, with the form library under them (one
    // file: compressed together they are smaller than apart).
    name: 'app-forms',
    packages: ['final-form', 'react-final-form', '@babel/runtime'],
    modules: [
      '#ds/forms/FormField/',
      '#ds/forms/FormErrorSummary/',
      '#ds/forms/TextField/',
      '#ds/forms/PasswordField/',
      '#screens/auth/authForm.styles.ts',
      '#screens/auth/AuthPageFrame/',
      '#screens/shared/serverErrors.tsx',
    ],
  },
  {
    // The API client and the session's calls, which a signed-in page needs before anything.
    name: 'app-session',
    modules: [
      '#app/api/api.ts',
      '#app/api/client.ts',
      '#app/api/earlyCalls.ts',
      '#app/api/errors.ts',
      '#app/api/index.ts',
      '#contract/sessionCalls.ts',
      '#contract/auth/auth.ts',
      '#contract/common.ts',
      '#contract/config.ts',
      '#contract/endpoint.ts',
      '#contract/errors.ts',
      '#contract/account/profile.ts',
      '#contract/account/user.ts',
      '#contract/validation.ts',
      '#app/session/actions.ts',
      '#app/shared/apiErrors.ts',
      '#app/features/auth/whenProfileLoaded.ts',
    ],
  },
  {
    // The signed-in pages' shared parts (the shell's and the dashboards' display parts, the
    // query helpers, the menus): one chunk instead of a score of 1–5 KB files, each a request
    // of its own before the page can render. Never what the public system pages use (the role
    // names of their messages, coming soon's badge), which would bring the shell, and the query
    // library with it, there.
    name: 'app-shell',
    sharedOnly: true,
    modules: [
      '#app/query/',
      // What each feature's calls read and change, which app/query/invalidations.ts gathers.
      '#app/features/*/invalidations.ts',
      '#app/features/*/adminInvalidations.ts',
      '#app/features/player/embedInvalidations.ts',
      '#app/shared/',
      '#app/features/dashboard/',
      '#app/menus.ts',
      '#app/session/selectors.ts',
      '#ds/display/',
      '#ds/actions/',
      '#ds/video/',
      '#screens/dashboard/',
      '#screens/shared/',
    ],
    except: [
      '#screens/shared/roles.ts',
      '#ds/display/Badge/',
      '#ds/display/Icon/moreIcons.tsx',
      '#ds/display/Icon/icons.tsx',
      '#screens/shared/ScreenForm/',
      // A feature's part of the menus or loaders here would make this chunk and theirs import
      // each other, and one of them would read the other's table before it is written.
      ...everyFeaturesTables,
    ],
  },
];
