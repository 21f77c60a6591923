import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadKoreanFonts } from '../design-system/tokens';
import { App, preloadLocation } from './App';
import { setUnauthorizedHandler } from './api/unauthorized';
import { takeOverPrerendered } from './prerender/takeOverPrerendered';
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
if (takeOverPrerendered(container)) startTransition(() => root.render(app));
else root.render(app);

// Korean pages load the Korean faces with their messages. Other pages show Korean text too (a
// Korean name in a list, the language menu): their rules (48 KB) arrive once the page has loaded
// (its route's chunks, preloaded with it) and is idle, so they never compete with the first
// screen's code and data, and each font file still downloads only when its glyphs show.
const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
const loadKoreanFacesWhenIdle = () => whenIdle(() => void loadKoreanFonts().catch(() => undefined));
if (document.readyState === 'complete') loadKoreanFacesWhenIdle();
else window.addEventListener('load', loadKoreanFacesWhenIdle, { once: true });
