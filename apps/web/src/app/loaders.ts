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
  ({ request }: LoaderFunctionArgs) =>
    serverWaits(code().then((module) => start(module, new URL(request.url))));

/** The content pages' reads (agreement, privacy, about): their own routes and the personal centre's. */
export const infoPageData = () => import('../features/info-page/api/qry-page');
