import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadKoreanFonts } from '#ds/tokens';
import '#ds/tokens/fonts/fonts.css';
import { App, preloadLocation } from './App';
import { setUnauthorizedHandler } from './api/unauthorized';
import { dropPrerenderedUnlessTakenOver, hasPrerendered } from './prerender/takeOverPrerendered';
import { expireSession } from './session/expireSession';
import { persistSession, session, watchViewport } from './session/store';

// The session first, as `startSession` does: what the browser kept (language, sign-in) and the
// window width, synchronously, so the first page is guarded right. For a signed-in user the
// profile, config and instruction videos follow (failures there never break the page); the
// session's actions come in their own chunk with the API client, which public pages load only
// when they need it.
setUnauthorizedHandler(expireSession);
persistSession(window.localStorage);
watchViewport(window);
const sessionData = session.user
  ? import('./session/actions').then(({ loadSessionData }) => loadSessionData())
  : null;
// The page's own first queries, when index.html started them (the partner dashboard's steps).
const earlyQueries = window.outreachEarlyCalls
  ? import('./query/earlyQueries').then(({ loadEarlyQueries }) => loadEarlyQueries())
  : null;
preloadLocation(window.location, session.locale);

/** How long a signed-in start waits for the calls index.html started before rendering anyway. */
const EARLY_DATA_WAIT_MS = 300;

const container = document.getElementById('root');
if (!container) throw new Error('No #root in index.html');
const root = createRoot(container);
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The first render is a transition: React renders it in slices that let the browser answer
// the visitor in between (over a prerendered page, which stays on screen meanwhile), instead
// of one long task of the whole first page (decision 040: the dashboard's blocking time).
function renderApp() {
  if (hasPrerendered()) dropPrerenderedUnlessTakenOver(container!);
  startTransition(() => root.render(app));
}
// The session's data (and the page's first queries) is usually here already: index.html
// started its calls with the page (app/api/earlyCalls.ts). Waiting a moment for it makes the
// first render the page with its data, in slices, rather than a skeleton that the data's
// arrival re-renders in one long task.
if (sessionData && window.outreachEarlyCalls) {
  void Promise.race([
    Promise.all([sessionData, earlyQueries]),
    new Promise((done) => setTimeout(done, EARLY_DATA_WAIT_MS)),
  ]).then(renderApp);
} else renderApp();

// Korean pages load the Korean faces with their messages. Other pages load them only when
// Korean text shows (a Korean name in a list, the language menu's 한국어 when it opens), so a
// page without any never fetches their rules (48 KB); each font file still downloads only when
// its glyphs show. The watch comes in its own small chunk: nothing of the first paint needs it.
void import('./whenKoreanTextShows').then(({ whenKoreanTextShows }) =>
  whenKoreanTextShows(document.body, () => void loadKoreanFonts().catch(() => undefined)),
);
