import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadKoreanFonts } from '../design-system/tokens';
import { App, preloadLocation } from './App';
import { setUnauthorizedHandler } from './api/unauthorized';
import { dropPrerenderedUnlessTakenOver, hasPrerendered } from './prerender/takeOverPrerendered';
import { whenKoreanTextShows } from './whenKoreanTextShows';
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
if (session.user) {
  void import('./session/actions').then(({ loadSessionData }) => loadSessionData());
}
preloadLocation(window.location, session.locale);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Over a prerendered page the first render is a transition: React renders it in slices that
// let the browser answer the visitor in between, while the prerendered page stays on screen.
if (hasPrerendered()) {
  dropPrerenderedUnlessTakenOver(container);
  startTransition(() => root.render(app));
} else root.render(app);

// Korean pages load the Korean faces with their messages. Other pages load them only when
// Korean text shows (a Korean name in a list, the language menu's 한국어 when it opens), so a
// page without any never fetches their rules (48 KB); each font file still downloads only when
// its glyphs show.
whenKoreanTextShows(document.body, () => void loadKoreanFonts().catch(() => undefined));
