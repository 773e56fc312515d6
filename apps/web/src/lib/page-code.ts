/**
 * The order a page's downloads take: its cover first, then the app's code. The cover (a rendered page's
 * largest paint, preloaded by the server at high priority) and the code (some 170 KB) fetched together
 * share the visitor's bandwidth, whatever priority the code is given: on a phone's network the cover then
 * showed about a second later. So the code is fetched once the cover has arrived and been drawn (at once
 * on a page without one), which costs the code a round trip and no bandwidth; a tap meanwhile is held
 * (lib/early-input) and links and forms work without it.
 */

import { yieldToBrowser } from './yield';

/** Past this, the code is fetched anyway: a cover that is slow to come must not hold the app back for long. */
const COVER_WAIT_MS = 3000;

/** Resolves once the page's cover (`img[fetchpriority=high]`) has loaded (or failed) and been drawn. */
export function coverShown(): Promise<void> {
  const cover = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!cover) return Promise.resolve();
  const loaded = new Promise<void>((resolve) => {
    if (cover.complete) resolve();
    cover.addEventListener('load', () => resolve(), { once: true });
    cover.addEventListener('error', () => resolve(), { once: true });
  });
  const shown = loaded
    .then(firstPaint)
    // Then a frame, for a cover that came after the first paint (a hidden tab draws none: a timer too).
    .then(
      () =>
        new Promise<void>((resolve) => {
          requestAnimationFrame(() => setTimeout(resolve, 0));
          setTimeout(resolve, 100);
        }),
    );
  return Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, COVER_WAIT_MS))]);
}

/** Resolves once the page's first paint is on screen (at once where the browser does not tell). */
function firstPaint(): Promise<void> {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Links a task adds: each starts a fetch (about 0.5 ms of a desktop's main thread, four times that on a phone). */
const LINKS_PER_TASK = 6;

/**
 * Preloads the route's chunks the server listed with the page (#route-code, modules/seo routePreloads),
 * the app's own among them, a few per task: the 30 to 50 links of a page added at once were one long task.
 */
export async function preloadRouteCode(): Promise<void> {
  const list = document.getElementById('route-code')?.textContent;
  const hrefs = list ? (JSON.parse(list) as string[]) : [];
  for (let i = 0; i < hrefs.length; i += LINKS_PER_TASK) {
    if (i > 0) await yieldToBrowser();
    for (const href of hrefs.slice(i, i + LINKS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  }
}
