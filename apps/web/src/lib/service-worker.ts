import { Workbox } from 'workbox-window';

/**
 * The service worker (issue 31; apps/web/vite.config.ts builds it): registered after the load event
 * so the first view carries none of it, in production builds only. A new release waits until the user
 * chooses "Reload" (the tab keeps running on its own release's precached chunks meanwhile); the
 * manifest link follows the page's language. Imports nothing of the app's: the caller (app/start.tsx)
 * says it in words, so this module splits no first-view code into extra files.
 */
export function registerServiceWorker(language: string, onNewRelease: (reload: () => void) => void): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = `/manifest.${language}.webmanifest`;
  document.head.append(link);

  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () =>
    onNewRelease(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    }),
  );
  // A browser that refuses the worker (a private window, a policy, workers blocked) keeps the portal
  // without its offline part: no error for the page (workbox-window rejects, or throws on no registration).
  wb.register().catch(() => {});
}

/** Logout (issue 31): the caches that may hold what a user opened go; the app's own code stays. */
export async function clearPersonalCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  for (const name of await caches.keys()) if (!name.startsWith('workbox-precache')) await caches.delete(name);
}
