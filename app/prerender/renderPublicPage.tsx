import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { LinkProvider } from '../../design-system/actions/Link';
import { defaultLocale, I18nProvider, type Locale, type Messages } from '../../design-system/i18n';
import { GlobalStyle } from '../../design-system/tokens';
import { SignInContainer } from '../containers/auth/SignInContainer';
import { CurrentRouteProvider } from '../currentRoute';
import { localizePath } from '../locale';
import { RouterLink } from '../RouterLink';
import { routeByName, type RouteName } from '../routes';

/**
 * The public pages whose HTML the build writes ahead (docs/decisions/033-prerendered-sign-in.md):
 * the page every visitor sees first paints with the HTML, before any script arrives.
 */
export const prerenderedPages = { signIn: SignInContainer } satisfies Partial<
  Record<RouteName, () => React.ReactNode>
>;

export type PrerenderedPage = {
  /** The page's styles, as `<style>` tags for the head. */
  styles: string;
  /** The page's markup, as the app renders it at first. */
  html: string;
};

/**
 * Renders a public page in Node as the app renders it in the browser before anyone typed: its
 * container, in its language, with the app's link component and route. Its submit button is
 * disabled in the HTML, so that without scripts the form is never sent as a plain GET with what
 * was typed in the address; index.html enables it and holds a sent form back for the app, which
 * takes over what was typed and sent (takeOverPrerendered.ts).
 */
export function renderPublicPage(
  name: keyof typeof prerenderedPages,
  locale: Locale,
  messages: Messages,
  fallback: Messages | undefined,
): PrerenderedPage {
  const route = routeByName(name);
  const Page = prerenderedPages[name];
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
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
                  <Page />
                </CurrentRouteProvider>
              </LinkProvider>
            </I18nProvider>
          </MemoryRouter>
        </>,
      ),
    );
    return {
      styles: sheet.getStyleTags(),
      html: html.replace(/<button([^>]*) type="submit"/g, '<button$1 type="submit" disabled=""'),
    };
  } finally {
    sheet.seal();
  }
}
