import type { LoaderFunctionArgs } from 'react-router';

/**
 * A loader starts its page's data and, in the browser, returns at once (the page shows its skeleton
 * while the code and data arrive together); a server render waits for it, so the HTML carries it.
 */
export const serverWaits = (pending: Promise<unknown>) => (import.meta.env.SSR ? pending.then(() => null) : null);

/**
 * A loader whose data helpers come with the page's code (they are not in the entry: the first view's
 * budget). Every public page has one: a server render that found a page's data only while drawing it
 * would draw the page twice (entry-server.tsx).
 */
export const loadsWith =
  <M>(code: () => Promise<M>, start: (module: M, url: URL) => Promise<unknown>) =>
  ({ request }: LoaderFunctionArgs) => {
    const pending = code().then((module) => start(module, new URL(request.url)));
    // In the browser, code that cannot be downloaded is the route's own to report (its error screen
    // with Retry, lib/stale-release): not a second time, as an unhandled rejection.
    if (!import.meta.env.SSR) pending.catch(() => undefined);
    return serverWaits(pending);
  };

/** The content pages' reads (agreement, privacy, about): their own routes and the personal centre's. */
export const infoPageData = () => import('../features/info-page/api/qry-page');
