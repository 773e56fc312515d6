/**
 * The app itself: started by main.tsx at once. A page the server rendered is hydrated as soon as its
 * route's code (preloaded with the page) has arrived; a press meanwhile is held (lib/early-input).
 */
// The rest of Mantine's styles, with the app rather than before the first paint (app/mantine-first-view.css).
import './mantine.css';
import { hydrate } from '@tanstack/react-query';
import { MIRRORED_STORAGE_KEYS } from '@chef/shared';
import { Button } from '@mantine/core';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { SsrState } from '../entry-server';
import { Providers, ThemeProvider } from './providers';
import { routes } from './router';
import { endHydration, startHydration } from '../lib/hydration';
import { currentLanguage, initI18n, t } from '../lib/i18n';
import { preloadToasts, readyToasts, setToastTheme, showNotification } from '../lib/notify';
import { onAfterLoad } from '../lib/after-load';
import { seedPageTitle } from '../lib/page-title';
import { registerNavigate } from '../lib/navigation';
import { queryClient } from '../lib/query-client';
import { startRealtime } from '../lib/realtime';
import { isLoggedIn, subscribeSession } from '../lib/session';
import { local, syncMirrorCookies } from '../lib/storage';
import { yieldToBrowser } from '../lib/yield';

syncMirrorCookies(isLoggedIn());

// Toasts are drawn in a root of their own (lib/notify), with the app's theme; their container once the page has settled.
setToastTheme(ThemeProvider);
onAfterLoad(readyToasts);

/**
 * A press held for the app (lib/early-input marks its control) is often answered by a toast (the login
 * prompt, "not provided yet"): the toasts' code then comes with the app's. Their container is drawn
 * only when the toast is asked for: drawn before, it held the page's hydration back on a phone.
 */
function preloadToastsForHeldPress(): void {
  if (document.querySelector('[data-press-held]')) preloadToasts();
}
preloadToastsForHeldPress();

/**
 * The server's render of this page (public pages for visitors, entry-server.tsx), when it was drawn
 * with what this browser has: the same language and stored values, and no session. Anything else
 * (a session the server could not see, values changed in another tab) is drawn afresh here.
 */
function serverRender(): SsrState | null {
  const element = document.getElementById('ssr-state');
  if (!element?.textContent) return null;
  const state = JSON.parse(element.textContent) as SsrState;
  const same =
    !isLoggedIn() &&
    state.language === currentLanguage() &&
    MIRRORED_STORAGE_KEYS.every((key) => (state.stored[key] ?? null) === local.get(key));
  return same ? state : null;
}

/** The page's route code, loaded before hydrating: the router would otherwise draw its fallback first. */
async function loadRouteCode(): Promise<void> {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Record<string, unknown>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}

// The catalogue must be ready before the first paint, or the page would flash untranslated keys.
// Between the steps of starting, the browser answers input and paints (hydrating itself yields on its
// own: a transition, below).
void initI18n().then(async () => {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  await yieldToBrowser();
  // Without the page's code (offline, a release gone from the server) the page is drawn afresh: the
  // router then shows its own error screen, or reloads once for a new release (lib/stale-release).
  let ssr = serverRender();
  const codeLoaded =
    ssr !== null &&
    (await loadRouteCode().then(
      () => true,
      () => false,
    ));
  if (!codeLoaded) ssr = null;
  await yieldToBrowser();
  if (ssr) {
    // The answers the HTML was drawn from, counted as fresh from now (the page may have waited in a cache).
    const now = Date.now();
    for (const query of ssr.queries.queries) query.state.dataUpdatedAt = now;
    hydrate(queryClient, ssr.queries);
    seedPageTitle(ssr.pageTitle);
  }
  const router = createBrowserRouter(routes, ssr ? { hydrationData: ssr.router } : {});
  await yieldToBrowser();
  registerNavigate((to) => void router.navigate(to));
  startRealtime();
  startOffline();
  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  preloadToastsForHeldPress();
  if (ssr) {
    startHydration(ssr.renderedAt);
    // The server's page is the one hydrated until the visitor opens another (lib/hydration).
    const initialLocation = router.state.location;
    const stopWatching = router.subscribe((state) => {
      if (state.location === initialLocation) return;
      endHydration();
      stopWatching();
    });
    // As a transition: React then hydrates in slices, yielding to the browser between them, rather than
    // in one long task (the page is already on screen; a press meanwhile is replayed once hydrated, lib/early-input).
    startTransition(() => {
      hydrateRoot(container, app, {
        // A mismatch is a bug: say where (React then draws that part afresh, so the visitor sees no harm).
        onRecoverableError: (error, info) => console.error('hydration:', error, info.componentStack),
      });
    });
    // React listens from now on: a press held until here is handed to it (lib/early-input).
    document.documentElement.dataset.appHydrating = 'true';
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
});

/**
 * Offline and installable (issue 31), after the load event: the service worker and the sending of
 * shopping-list changes kept on this device (app/offline-start). Nothing of it in the first view.
 */
function startOffline(): void {
  const load = () =>
    void import('./offline-start').then((offline) =>
      offline.startOffline({ language: currentLanguage(), isLoggedIn, subscribeSession, t, showNotification, Button }),
    );
  if (document.readyState === 'complete') load();
  else window.addEventListener('load', load, { once: true });
}
