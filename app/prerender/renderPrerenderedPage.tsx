import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { LinkProvider } from '#ds/actions/Link';
import { loadMoreIcons } from '#ds/display/Icon/drawings';
import { loadAdminRoutes } from '#app/loadAdminRoutes';
import { defaultLocale, I18nProvider, type Locale, type Messages } from '#ds/i18n';
import { GlobalStyle } from '#ds/tokens';
import { SignInContainer } from '#app/features/auth/SignInContainer';
import { PastorDashboardContainer } from '#app/features/dashboard/PastorDashboardContainer';
import { MainLayout } from '#app/shell/MainLayout';
import { CurrentRouteProvider } from '#app/currentRoute';
import { localizePath } from '#app/locale';
import { RouterLink } from '#app/RouterLink';
import { routeByName, type RouteName } from '#app/routes';
import { session } from '#app/session/store';
import { userFromAuth } from '#app/session/user';
import { partnerStandInRoles } from './partnerStandIn';

/**
 * Who a prerendered page is for: `visitor`, anyone the browser does not remember as signed in
 * (sign-in, decision 033); `partner`, a church partner it remembers, whose dashboard paints
 * from the HTML while the app's code arrives (decision 059).
 */
export type Audience = 'visitor' | 'partner';

type PrerenderedPageSpec = {
  audience: Audience;
  /** The page at a viewport width, for a partner page (its shell's menu depends on the width). */
  render: (viewportWidth?: number) => ReactNode;
};

/**
 * The pages whose HTML the build writes ahead, so that they paint before any script arrives.
 * Each is the app's own container, with the app's links and route, so it cannot drift from it.
 */
export const prerenderedPages = {
  signIn: { audience: 'visitor', render: () => <SignInContainer /> },
  dashboard: {
    audience: 'partner',
    render: (viewportWidth) => (
      <MainLayout viewportWidth={viewportWidth}>
        <PastorDashboardContainer />
      </MainLayout>
    ),
  },
} satisfies Partial<Record<RouteName, PrerenderedPageSpec>>;

/** What loads apart in the browser: the icons past the core ones, the admin route rows. */
export function readyToPrerender(): Promise<void> {
  return Promise.all([loadMoreIcons(), loadAdminRoutes()]).then(() => undefined);
}

export type PrerenderedPage = {
  audience: Audience;
  /** The page's styles, as `<style>` tags for the head. */
  styles: string;
  /** The page's markup, as the app renders it at first. */
  html: string;
};

/**
 * A partner page is rendered twice, for phones (its menu a drawer behind the top bar's button)
 * and for wider screens (its menu a column), and a media query shows the one that fits. The
 * phone copy's fixed ids are renamed, so the skip link of each copy leads into its own page.
 */
const partnerWidths = { phone: 375, wide: 1280 } as const;
const PARTNER_WIDTH_STYLE =
  '<style data-stand-in>@media (max-width:767.98px){#prerendered [data-stand-in-width=wide]{display:none}}@media (min-width:768px){#prerendered [data-stand-in-width=phone]{display:none}}</style>';

/**
 * The session of a church partner the browser remembers, before the profile answers: what the
 * app itself has at that moment (app/session/store.ts restoreSession), with a dashboard video
 * among the kept settings. index.html shows the stand-in only to such a visitor.
 */
function rememberPartner(locale: Locale): () => void {
  const { user, config, instructionVideos, locale: before } = session;
  session.user = {
    ...userFromAuth({ jwt: 'prerendered', roles: partnerStandInRoles, userId: null }),
    needToPay: false,
  };
  session.config = { pastor_dashboard_video: 'prerendered' };
  session.instructionVideos = {};
  session.locale = locale;
  // Back as it was, so that the pages rendered next (sign-in) see no one signed in.
  return () => Object.assign(session, { user, config, instructionVideos, locale: before });
}

/**
 * Renders a page in Node as the app renders it in the browser at first, in its language. A
 * visitor page's submit button is disabled in the HTML, so that without scripts the form is
 * never sent as a plain GET with what was typed in the address; index.html enables it and holds
 * a sent form back for the app, which takes over what was typed and sent (takeOverPrerendered.ts).
 */
export function renderPrerenderedPage(
  name: keyof typeof prerenderedPages,
  locale: Locale,
  messages: Messages,
  fallback: Messages | undefined,
): PrerenderedPage {
  const route = routeByName(name);
  const spec: PrerenderedPageSpec = prerenderedPages[name];
  const sheet = new ServerStyleSheet();
  const renderAt = (viewportWidth?: number, identifierPrefix?: string) =>
    renderToString(
      sheet.collectStyles(
        <>
          <GlobalStyle />
          <MemoryRouter initialEntries={[localizePath(route.path, locale)]}>
            <I18nProvider
              locale={locale}
              messages={messages}
              fallback={locale === defaultLocale ? undefined : fallback}
            >
              <LinkProvider component={RouterLink}>
                <CurrentRouteProvider value={{ route, params: {}, locale, theme: 'light' }}>
                  {spec.render(viewportWidth)}
                </CurrentRouteProvider>
              </LinkProvider>
            </I18nProvider>
          </MemoryRouter>
        </>,
      ),
      { identifierPrefix },
    );
  // styled-components takes over server-rendered `<style data-styled>` tags when it loads: it
  // parses their rules, inserts them into its own sheet and removes the tags, which restyles
  // the whole page in the middle of the app's start (a long task). The stand-in's styles are
  // left alone instead, marked as its own, and go with it (takeOverPrerendered.ts).
  const styleTags = () =>
    sheet
      .getStyleTags()
      .replace(/ data-styled="[^"]*" data-styled-version="[^"]*"/g, ' data-stand-in');
  try {
    if (spec.audience === 'partner') {
      const forget = rememberPartner(locale);
      let phone: string, wide: string;
      try {
        phone = renderAt(partnerWidths.phone, 'phone-').replace(
          /(id="|href="#)main-content"/g,
          '$1main-content-phone"',
        );
        wide = renderAt(partnerWidths.wide);
      } finally {
        forget();
      }
      return {
        audience: spec.audience,
        styles: styleTags() + PARTNER_WIDTH_STYLE,
        html: `<div data-stand-in-width="phone">${phone}</div><div data-stand-in-width="wide">${wide}</div>`,
      };
    }
    const html = renderAt().replace(
      /<button([^>]*) type="submit"/g,
      '<button$1 type="submit" disabled=""',
    );
    return { audience: spec.audience, styles: styleTags(), html };
  } finally {
    sheet.seal();
  }
}
